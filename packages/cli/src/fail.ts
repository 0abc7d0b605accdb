// An error ctfdocs did not expect, reported like any other problem.
import type { Diagnostic } from '@ctfdocs/core';
import { printDiagnostics, type ReportFormat } from './report.ts';

/**
 * Prints `err` in the format the command was asked for (CI parsing
 * `check --format json` still gets JSON), with the stack only under
 * --debug, and exits 1.
 */
export function failUnexpected(err: unknown, debug: boolean | undefined, format: ReportFormat = 'text'): never {
  const e = err instanceof Error ? err : new Error(String(err));
  const diagnostic: Diagnostic = { severity: 'error', code: 'internal', message: e.message, hint: debug ? undefined : 'run again with --debug to see where it happened.' };
  printDiagnostics([diagnostic], format, format === 'json' ? process.stdout : process.stderr, false);
  if (debug && e.stack) process.stderr.write(e.stack + '\n');
  process.exit(1);
}
