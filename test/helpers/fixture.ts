// Copies of fixture sites inside the repository (so that site pages resolve
// react and @ctfdocs/* from the workspace), and a way to run the CLI on them.
import { cp, mkdir, mkdtemp, open, readFile, writeFile, readdir, stat } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../packages/cli/src/main.ts';
// @ts-expect-error: the build script is plain JavaScript without types.
import { distDir, readStamp } from '../../bin/compile-packages.mjs';
import { processCompileWorkers } from './workers.ts';

export const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../..');
const tmpRoot = path.join(repoRoot, 'test/tmp');

export async function copyFixture(name: string): Promise<string> {
  await mkdir(tmpRoot, { recursive: true });
  const dir = await mkdtemp(path.join(tmpRoot, `${name}-`));
  await cp(path.join(repoRoot, 'test/fixtures', name), dir, { recursive: true });
  return dir;
}

export async function edit(dir: string, rel: string, fn: (s: string) => string): Promise<void> {
  const file = path.join(dir, rel);
  await writeFile(file, fn(await readFile(file, 'utf8')));
}

/** Saves as an editor that empties the file and writes the text `pauseMs` later, as a busy machine may. */
export async function saveSlowly(dir: string, rel: string, fn: (s: string) => string, pauseMs: number): Promise<void> {
  const file = path.join(dir, rel);
  const text = fn(await readFile(file, 'utf8'));
  const handle = await open(file, 'w');
  try {
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
}

export async function write(dir: string, rel: string, text: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
  await writeFile(path.join(dir, rel), text);
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI on `args` in `cwd` inside the test's process, as bin/ctfdocs
 * runs it (the bundle's code version names the compile cache, worker
 * threads start from the bundle) but without starting a process, the CLI's
 * modules and a compile worker for each run: that was a third of a small
 * site's build and over two hundred runs. Output and exit code are the
 * process's would be; tests about the process itself (exit on a signal,
 * bin/ctfdocs, the early compile worker) use runCliProcess.
 */
export async function runCli(cwd: string, args: string[]): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await main(['node', 'ctfdocs', ...args], {
    cwd,
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    env: { CI: '1', NO_COLOR: '1' },
    interactive: false,
    bundle: { dir: distDir, version: readStamp() },
    workers: processCompileWorkers(),
  });
  return { code: code ?? 0, stdout, stderr };
}

/** Runs bin/ctfdocs as a process of its own, as a user does, with `env` added to the environment. */
export function runCliProcess(cwd: string, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin/ctfdocs'), ...args], { cwd, env: { ...process.env, CI: '1', NO_COLOR: '1', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** A hash of every file's path and bytes under dir: equal hashes, equal builds. */
export async function hashTree(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const files = entries.map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
  for (const f of files) hash.update(f).update(await readFile(path.join(dir, f)));
  return hash.digest('hex');
}

/** Every file under dir, by relative path, with its text. */
export async function readTree(dir: string): Promise<Map<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  return new Map(await Promise.all(files.map(async (e) => [path.relative(dir, path.join(e.parentPath, e.name)), await readFile(path.join(e.parentPath, e.name), 'utf8')] as const)));
}

export interface BuiltFile {
  ino: number;
  bytes: Buffer;
}

/** Every file under `out` with its inode and bytes, by path: a file a rebuild kept has the same inode. */
export async function filesOf(out: string): Promise<Map<string, BuiltFile>> {
  const entries = (await readdir(out, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const read = async (abs: string): Promise<BuiltFile> => ({ ino: (await stat(abs)).ino, bytes: await readFile(abs) });
  return new Map(await Promise.all(entries.map(async (e) => [path.relative(out, path.join(e.parentPath, e.name)), await read(path.join(e.parentPath, e.name))] as const)));
}
