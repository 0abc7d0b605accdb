// A diagnostic as a person reads it in a terminal: `build`, `check` and
// `serve` print the same lines.
import type { Diagnostic } from '../types.ts';

/** The code of the notice `check` gives each page that runs code at build time (an MDX or React page); the summary line counts them. */
export const RUNS_CODE = 'build/runs-code';

/** The same notice for each of the site's components the build runs (`themeComponents`, src/theme/, `mdxComponents`), counted apart from pages. */
export const RUNS_CODE_COMPONENT = 'build/runs-code-component';

/** The code of the notice a doc without `verified` front matter gets once the config names the product's version (verification/check.ts). */
export const UNVERIFIED_CODE = 'verification/unverified';

/**
 * How the summary line counts the notices of a code, given every code's count:
 * "2 pages run code at build time, 1 site component too". Notices of other
 * codes are "other notices".
 */
export const NOTICE_TALLIES: Readonly<Record<string, (count: number, tallies: ReadonlyMap<string, number>) => string>> = {
  [RUNS_CODE]: (n) => `${n} page${n === 1 ? ' runs' : 's run'} code at build time`,
  [RUNS_CODE_COMPONENT]: (n, tallies) => `${n} site component${n === 1 ? '' : 's'} ${tallies.has(RUNS_CODE) ? 'too' : `run${n === 1 ? 's' : ''} code at build time`}`,
  [UNVERIFIED_CODE]: (n) => `${n} page${n === 1 ? '' : 's'} not verified against the product`,
};

/** How each severity is labelled (with its ANSI colour), heaviest first: the order diagnostics are listed in. */
export const SEVERITY_LABELS: Record<Diagnostic['severity'], { rank: number; colour: string }> = {
  error: { rank: 0, colour: '31;1' },
  warning: { rank: 1, colour: '33;1' },
  notice: { rank: 2, colour: '34;1' },
};

/** Heaviest first, in their order otherwise. */
export function bySeverity(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => SEVERITY_LABELS[a.severity].rank - SEVERITY_LABELS[b.severity].rank);
}

/** `file:line:column`, or as much of it as the diagnostic has. */
export function diagnosticLocation(d: Diagnostic): string {
  if (!d.file) return '';
  return `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}`;
}

/** Severity, location and message, then the config key path and the hint on their own lines; ANSI colours when `color`. */
export function formatDiagnostic(d: Diagnostic, color = false): string {
  const paint = (code: string, s: string) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
  const label = paint(SEVERITY_LABELS[d.severity].colour, d.severity);
  const loc = diagnosticLocation(d);
  const lines = [`${label} ${loc ? `${paint('36', loc)} ` : ''}${d.message}`];
  if (d.configPath && !d.message.includes(d.configPath)) lines.push(`  at ${d.configPath}`);
  if (d.hint) lines.push(`  ${paint('2', `hint: ${d.hint}`)}`);
  return lines.join('\n');
}

/** Several diagnostics, one after another, without colour. */
export function formatDiagnostics(diagnostics: Diagnostic[]): string {
  return diagnostics.map((d) => formatDiagnostic(d)).join('\n');
}
