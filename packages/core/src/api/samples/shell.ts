// Quoting for the POSIX shell lines of curl samples.
import { needsMark, snakeWords } from './identifier.ts';

/** A single-quoted word: nothing inside is expanded. */
export function shQuote(s: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/** Text for inside double quotes, where `$VARIABLE` still expands. */
export function shDoubleQuoted(s: string): string {
  return s.replace(/[\\"$`]/g, '\\$&');
}

/** A shell variable name for a parameter: `challenge_id` → `CHALLENGE_ID`. */
export function shVariable(name: string): string {
  const v = snakeWords(name).toUpperCase();
  return needsMark(v) ? `_${v}` : v;
}
