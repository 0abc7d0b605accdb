// Each problem once: the config and untranslated docs are loaded by every
// locale, and every locale's plugins run their checks.
import type { Diagnostic } from '@ctfdocs/core';

/** Adds to `out` each diagnostic it does not hold yet. */
export function reporter(out: Diagnostic[]): (d: Diagnostic) => void {
  const seen = new Set(out.map(diagnosticKey));
  return (d) => {
    const key = diagnosticKey(d);
    if (!seen.has(key)) seen.add(key), out.push(d);
  };
}

function diagnosticKey(d: Diagnostic): string {
  return `${d.code}\u0000${d.file ?? ''}\u0000${d.line ?? ''}\u0000${d.message}`;
}
