// A build interrupted while writing (SIGINT or SIGTERM) leaves the previous
// output as it was and no temporary folder behind.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.ts';

async function interruptMidWrite(signal: 'SIGINT' | 'SIGTERM') {
  await mkdir(path.join(repoRoot, 'test/tmp'), { recursive: true });
  const dir = await mkdtemp(path.join(repoRoot, 'test/tmp', 'interrupt-'));
  const out = path.join(dir, 'build');
  await mkdir(out);
  await writeFile(path.join(out, 'index.html'), 'previous build');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'test/helpers/slow-write.ts'), out], { cwd: repoRoot });
  let stdout = '';
  child.stdout.on('data', (d) => (stdout += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Wait until the temporary folder exists and has files in it, then interrupt.
  const started = Date.now();
  for (;;) {
    const tmp = (await readdir(dir)).find((f) => f.startsWith('.build.tmp-'));
    if (tmp && existsSync(path.join(dir, tmp, 'pages/0'))) break;
    if (Date.now() - started > 30_000) throw new Error('the write never started');
    await new Promise((r) => setTimeout(r, 5));
  }
  child.kill(signal);
  const code = await exited;
  return { dir, out, code, stdout };
}

describe('interrupting a build while it writes', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`${signal} keeps the previous build and removes the temporary folder`, async () => {
      const { dir, out, code, stdout } = await interruptMidWrite(signal);
      expect(stdout).not.toContain('finished');
      expect(code).toBe(signal === 'SIGINT' ? 130 : 143);
      expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous build');
      expect(await readdir(out)).toEqual(['index.html']);
      expect(await readdir(dir)).toEqual(['build']);
    });
  }
});
