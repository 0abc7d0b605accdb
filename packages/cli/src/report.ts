// How diagnostics reach people and CI: readable text, JSON, or GitHub
// workflow annotations.
import type { Diagnostic, ExternalCheckStats } from '@ctfdocs/core';
// Not the package's index: that would load the whole of core (zod, the markdown pipeline) at every start.
import { bySeverity, formatDiagnostic, NOTICE_TALLIES } from '@ctfdocs/core/diagnostic-text';
import type { CliRun, Output } from './run.ts';

export type ReportFormat = 'text' | 'json' | 'github';

function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** A workflow command: GitHub's `error`, `warning` and `notice` are our severities' names. */
export function formatGithub(d: Diagnostic): string {
  const props = [d.file ? `file=${escapeProperty(d.file)}` : '', d.line ? `line=${d.line}` : '', d.column ? `col=${d.column}` : '', `title=${escapeProperty(d.code)}`].filter(Boolean);
  return `::${d.severity} ${props.join(',')}::${escapeData(d.message + (d.hint ? ` (${d.hint})` : ''))}`;
}

export function printDiagnostics(diagnostics: Diagnostic[], format: ReportFormat, out: Output, color: boolean): void {
  const sorted = bySeverity(diagnostics);
  if (format === 'json') {
    const counts = { errors: count(diagnostics, 'error'), warnings: count(diagnostics, 'warning'), notices: count(diagnostics, 'notice') };
    out.write(JSON.stringify({ ...counts, diagnostics: sorted }, null, 2) + '\n');
    return;
  }
  for (const d of sorted) out.write((format === 'github' ? formatGithub(d) : formatDiagnostic(d, color)) + '\n');
}

export function count(diagnostics: Diagnostic[], severity: Diagnostic['severity']): number {
  return diagnostics.filter((d) => d.severity === severity).length;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The end of a summary line: errors and warnings, then what the notices
 * say in one phrase (they are neither, so they are counted apart), e.g.
 * "0 errors, 0 warnings. 1 page runs code at build time, 2 site components too."
 */
export function summary(diagnostics: Diagnostic[]): string {
  const tallies = new Map<string, number>();
  let other = 0;
  for (const d of diagnostics) {
    if (d.severity !== 'notice') continue;
    if (Object.hasOwn(NOTICE_TALLIES, d.code)) tallies.set(d.code, (tallies.get(d.code) ?? 0) + 1);
    else other++;
  }
  const said = [...Object.entries(NOTICE_TALLIES).flatMap(([code, say]) => (tallies.has(code) ? [say(tallies.get(code)!, tallies)] : [])), other ? plural(other, 'other notice') : ''].filter(Boolean);
  return `${plural(count(diagnostics, 'error'), 'error')}, ${plural(count(diagnostics, 'warning'), 'warning')}.${said.length ? ` ${said.join(', ')}.` : ''}`;
}

/** What `--external` did: "External links: 12 (2 skipped, 7 from the cache, 3 asked with 4 requests)." */
export function externalSummary(stats: ExternalCheckStats): string {
  return `External links: ${stats.links} (${stats.skipped} skipped, ${stats.cached} from the cache, ${stats.asked} asked with ${plural(stats.requests, 'request')}).\n`;
}

/** Prints diagnostics as text on the run's stderr (coloured on a terminal); true when one is an error. */
export function reportText(diagnostics: Diagnostic[], run: CliRun): boolean {
  printDiagnostics(diagnostics, 'text', run.stderr, Boolean(run.stderr.isTTY));
  return diagnostics.some((d) => d.severity === 'error');
}
