// One diagnostic as readable text: `ctfdocs build`/`check` print it, and
// `serve` logs it and shows it in the browser's error overlay.
import type { Diagnostic } from '../types.ts';

function where(d: Diagnostic): string {
  if (!d.file) return '';
  return `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}`;
}

/** `color` paints the severity, place and hint with ANSI codes (a terminal); the overlay takes it plain. */
export function formatDiagnostic(d: Diagnostic, color = false): string {
  const paint = (code: string, s: string) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
  const label = d.severity === 'error' ? paint('31;1', 'error') : paint('33;1', 'warning');
  const loc = where(d);
  const lines = [`${label} ${loc ? paint('36', loc) + ' ' : ''}${d.message}`];
  if (d.configPath && !d.message.includes(d.configPath)) lines.push(`  at ${d.configPath}`);
  if (d.hint) lines.push(`  ${paint('2', `hint: ${d.hint}`)}`);
  return lines.join('\n');
}
