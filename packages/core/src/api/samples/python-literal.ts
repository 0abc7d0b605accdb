// A JSON value printed as the Python literal that evaluates to it: the body
// of a `requests` call, written as a reader would type it.

/** A Python string literal (double-quoted); JSON's escapes are all valid Python escapes. */
export function pyString(s: string): string {
  return JSON.stringify(s);
}

/**
 * `value` as Python source. Nested lists and dicts are indented by four
 * spaces per level starting at `indent`; empty ones stay on one line.
 */
export function pyLiteral(value: unknown, indent = 0): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? pyNumber(value) : 'None';
  if (typeof value === 'string') return pyString(value);
  const pad = ' '.repeat(indent + 4);
  const close = ' '.repeat(indent);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${pad}${pyLiteral(v, indent + 4)},`).join('\n')}\n${close}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${pyString(k)}: ${pyLiteral(v, indent + 4)},`).join('\n')}\n${close}}`;
}

function pyNumber(n: number): string {
  // JSON's 1e+21 is Python's 1e+21 as well; only -0 needs care, as a float.
  return Object.is(n, -0) ? '-0.0' : String(n);
}
