// Quoting for the POSIX shell lines of curl samples.

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
  const v = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .toUpperCase();
  return /^[0-9]/.test(v) || !v ? `_${v}` : v;
}
