// How diagnostics reach people and CI: readable text, JSON, or GitHub
// workflow annotations.
import type { Diagnostic } from '@ctfdocs/core';
// Not the package's index: that would load the whole of core (zod, the markdown pipeline) at every start.
import { formatDiagnostic } from '@ctfdocs/core/diagnostic-text';

export type ReportFormat = 'text' | 'json' | 'github';

function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function formatGithub(d: Diagnostic): string {
  const props = [d.file ? `file=${escapeProperty(d.file)}` : '', d.line ? `line=${d.line}` : '', d.column ? `col=${d.column}` : '', `title=${escapeProperty(d.code)}`].filter(Boolean);
  return `::${d.severity === 'error' ? 'error' : 'warning'} ${props.join(',')}::${escapeData(d.message + (d.hint ? ` (${d.hint})` : ''))}`;
}

export function printDiagnostics(diagnostics: Diagnostic[], format: ReportFormat, out: NodeJS.WritableStream, color: boolean): void {
  const sorted = [...diagnostics].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
  if (format === 'json') {
    out.write(JSON.stringify({ errors: count(diagnostics, 'error'), warnings: count(diagnostics, 'warning'), diagnostics: sorted }, null, 2) + '\n');
    return;
  }
  for (const d of sorted) out.write((format === 'github' ? formatGithub(d) : formatDiagnostic(d, color)) + '\n');
}

export function count(diagnostics: Diagnostic[], severity: Diagnostic['severity']): number {
  return diagnostics.filter((d) => d.severity === severity).length;
}

/** Prints diagnostics as text on stderr (coloured on a terminal); true when one is an error. */
export function reportText(diagnostics: Diagnostic[]): boolean {
  printDiagnostics(diagnostics, 'text', process.stderr, Boolean(process.stderr.isTTY));
  return diagnostics.some((d) => d.severity === 'error');
}
