// TypeScript's own command line, for the tests of what the type checks accept
// and reject; asynchronous, so a test file's checks can run side by side.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './fixture.ts';

const tscScript = createRequire(path.join(repoRoot, 'package.json')).resolve('typescript/bin/tsc');

/** Runs tsc with `args` in `cwd`; resolves to its exit status and everything it printed. */
export function runTsc(args: string[], cwd = repoRoot): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [tscScript, ...args], { cwd, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr }),
    );
  });
}
