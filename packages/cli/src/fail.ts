// An error ctfdocs did not expect, reported like any other problem.
import type { Diagnostic } from '@ctfdocs/core';
import { printDiagnostics, type ReportFormat } from './report.ts';
import { CliExit, exit, type CliRun } from './run.ts';

/**
 * Prints `err` in the format the command was asked for (CI parsing
 * `check --format json` still gets JSON), with the stack only under
 * --debug, and ends the run with exit code 1. A command's own exit passes
 * through.
 */
export function failUnexpected(err: unknown, debug: boolean | undefined, run: CliRun, format: ReportFormat = 'text'): never {
  if (err instanceof CliExit) throw err;
  const e = err instanceof Error ? err : new Error(String(err));
  const diagnostic: Diagnostic = { severity: 'error', code: 'internal', message: e.message, hint: debug ? undefined : 'run again with --debug to see where it happened.' };
  printDiagnostics([diagnostic], format, format === 'json' ? run.stdout : run.stderr, false);
  if (debug && e.stack) run.stderr.write(e.stack + '\n');
  exit(1);
}
