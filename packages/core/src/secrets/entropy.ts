// How random a string looks. Real secrets are made by a machine from random
// bytes; the values writers make up for examples are words, repeats and runs
// (`abcdef123456`, `0123456789abcdef` four times). A detector keeps a match
// only when its secret part passes the test its format calls for.

/** Shannon entropy in bits per character. */
export function shannon(s: string): number {
  if (!s) return 0;
  const counts = new Map<number, number>();
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** `s` repeats a unit of at most 16 characters (`abcabcabc`, `0123456789abcdef0123456789abcdef`). */
export function isRepeated(s: string): boolean {
  for (let period = 1; period <= 16 && period * 2 <= s.length; period++) {
    let i = period;
    while (i < s.length && s.charCodeAt(i) === s.charCodeAt(i - period)) i++;
    if (i === s.length) return true;
  }
  return false;
}

/** `s` holds a run of `length` characters that count up or down by one (`abcdefgh`, `98765432`). */
export function hasCountingRun(s: string, length = 8): boolean {
  let up = 1;
  let down = 1;
  for (let i = 1; i < s.length; i++) {
    const step = s.charCodeAt(i) - s.charCodeAt(i - 1);
    up = step === 1 ? up + 1 : 1;
    down = step === -1 ? down + 1 : 1;
    if (up >= length || down >= length) return true;
  }
  return false;
}

/** Random enough for a secret: at least `minBits` bits per character, and neither a repeat nor a counting run. */
export function looksRandom(s: string, minBits: number): boolean {
  return shannon(s) >= minBits && !isRepeated(s) && !hasCountingRun(s);
}

const HEX_RUN = /^[0-9a-f]+$|^[0-9A-F]+$/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * Whether `s` holds a part a machine made rather than a writer: a UUID, a run
 * of 8 or more hex digits mixing digits and letters (`8c1e4f0a`), or a run of
 * 16 or more letters and digits mixing cases and digits at random. Words,
 * leetspeak (`th1s_is_th3_answer`) and numbers are not.
 */
export function hasMachineMadePart(s: string): boolean {
  if (UUID.test(s)) return true;
  for (const run of s.split(/[^0-9A-Za-z]+/)) {
    if (run.length >= 8 && HEX_RUN.test(run) && count(run, /[0-9]/g) >= 2 && count(run, /[a-f]/gi) >= 2 && looksRandom(run, 2.5)) return true;
    if (run.length >= 16 && /[0-9]/.test(run) && /[a-z]/.test(run) && /[A-Z]/.test(run) && looksRandom(run, 3.5)) return true;
  }
  return false;
}

function count(s: string, pattern: RegExp): number {
  return s.match(pattern)?.length ?? 0;
}
