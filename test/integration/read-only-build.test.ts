// A build/ whose folders are read-only (`chmod -R a-w build`) is replaced like
// any other: the new build is in place, the previous one is gone, and the
// command exits 0. Root ignores permission bits, so under root the CLI runs
// as the unprivileged `nobody` user, on a site copy that user owns.
import { spawn } from 'node:child_process';
import { chmod, chown, cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, repoRoot, runCli, type CliResult } from '../helpers/fixture.ts';

const NOBODY = 65534;
const asUser = process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {};

function build(cwd: string): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin/ctfdocs'), 'build', '--no-cache'], { cwd, ...asUser, env: { ...process.env, CI: '1', NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** Every folder and file under dir, read-only as `chmod -R a-w` leaves them. */
async function makeReadOnly(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await makeReadOnly(p);
    else await chmod(p, 0o444);
  }
  await chmod(dir, 0o555);
}

async function chownTree(dir: string): Promise<void> {
  if (!('uid' in asUser)) return;
  await chown(dir, NOBODY, NOBODY);
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) await chown(path.join(entry.parentPath, entry.name), NOBODY, NOBODY);
}

describe('a read-only build folder', () => {
  let dir: string;
  afterAll(async () => {
    if (dir) {
      await chmod(dir, 0o755);
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is replaced by the new build, leaves no .build.old-* behind, and the build exits 0', async () => {
    // Outside the repository: `nobody` may not write there. The basic fixture's pages are markdown only, so nothing needs the workspace's packages.
    dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-read-only-'));
    await cp(path.join(repoRoot, 'test/fixtures/basic'), dir, { recursive: true });
    await chownTree(dir);
    const first = await build(dir);
    expect(first.code, first.stderr).toBe(0);
    const out = path.join(dir, 'build');
    await writeFile(path.join(dir, 'content/guide/intro.md'), (await readFile(path.join(dir, 'content/guide/intro.md'), 'utf8')) + '\nA sentence only the second build has.\n');
    await makeReadOnly(out);
    expect((await stat(out)).mode & 0o222).toBe(0);

    const second = await build(dir);
    expect(second.code, second.stderr).toBe(0);
    expect(await readFile(path.join(out, 'guide/intro.html'), 'utf8')).toContain('A sentence only the second build has.');
    expect((await readdir(dir)).filter((f) => f.startsWith('.build.'))).toEqual([]);
  });
});

describe('an output folder that cannot be written', () => {
  it('is an error naming the folder and the reason, with a hint, exit code 1 and no stack trace', async () => {
    const dir = await copyFixture('basic');
    // A file where the output folder's parent should be: what root, whom permissions do not stop, cannot write either.
    await writeFile(path.join(dir, 'published'), 'a file, not a folder\n');
    const r = await runCli(dir, ['build', '--out-dir', 'published/build']);
    expect(r.code, r.stderr).toBe(1);
    const errors = r.stderr.split('\n').filter((l) => l.startsWith('error '));
    expect(errors).toEqual([`error Cannot write the build: ${path.join(dir, 'published')} is not a folder`]);
    expect(r.stderr).toMatch(/\n {2}hint: Pass --out-dir a folder that can be written/);
    expect(r.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(r.stderr).toContain('The previous published/build/ was left as it was.');
    expect(await readFile(path.join(dir, 'published'), 'utf8')).toBe('a file, not a folder\n');
  });
});
