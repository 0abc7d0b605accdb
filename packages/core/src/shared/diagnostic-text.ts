// A diagnostic as a person reads it in a terminal: `build`, `check` and
// `serve` print the same lines.
import type { Diagnostic } from '../types.ts';

/** `file:line:column`, or as much of it as the diagnostic has. */
export function diagnosticLocation(d: Diagnostic): string {
  if (!d.file) return '';
  return `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}`;
}

/** Severity, location and message, then the config key path and the hint on their own lines; ANSI colours when `color`. */
export function formatDiagnostic(d: Diagnostic, color = false): string {
  const paint = (code: string, s: string) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
  const label = d.severity === 'error' ? paint('31;1', 'error') : paint('33;1', 'warning');
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
