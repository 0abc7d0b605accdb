// TypeScript's own command line, for the tests of what the type checks accept
// and reject: the native compiler the type check runs (scripts/typecheck.mjs);
// asynchronous, so a test file's checks can run side by side.
import { execFile } from 'node:child_process';
import { repoRoot } from './fixture.ts';
// @ts-expect-error: the script is plain JavaScript without types.
import { nativeTsc } from '../../scripts/typecheck.mjs';

const tsc: string = nativeTsc();

/** Runs tsc with `args` in `cwd`; resolves to its exit status and everything it printed. */
export function runTsc(args: string[], cwd = repoRoot): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    execFile(tsc, args, { cwd, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr }));
  });
}
