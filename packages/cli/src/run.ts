// Where one run of the CLI reads and writes. bin/ctfdocs runs it on the
// process (its folder, streams and environment); a caller that runs
// commands in its own process (an editor integration, the integration
// tests) gives its own, and gets the exit code back instead of the process
// ending.
import type { CodeBundle, CompileWorkers } from '@ctfdocs/core';

/** What a command writes to: a process's stream, or a caller's collector. */
export interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface CliRun {
  /** The folder the command runs in: relative paths and the default config are read from it. */
  cwd: string;
  stdout: Output;
  stderr: Output;
  /** Read for `CI` (plain progress lines instead of a redrawn one). */
  env: Readonly<Record<string, string | undefined>>;
  /** Whether `init` may ask its questions, on the process's terminal (a person is at it). */
  interactive: boolean;
  /** The bundled ctfdocs that runs (bin/ctfdocs); absent when run from the sources. */
  bundle?: CodeBundle;
  /** Compile workers the caller's runs share, as serve's builds share theirs; without them each build starts its own. */
  workers?: CompileWorkers;
}

/** The run of the process itself. */
export function processRun(bundle?: CodeBundle): CliRun {
  return {
    cwd: process.cwd(),
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    interactive: Boolean(process.stdin.isTTY && process.stderr.isTTY),
    bundle,
  };
}

/** A command ending with an exit code (1 errors, 0 a clean check): main() returns it. */
export class CliExit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

export function exit(code: number): never {
  throw new CliExit(code);
}
