// Shares compiled regex scanners between grammar rules and blocks.
//
// vscode-textmate compiles each rule's list of patterns into one Oniguruma
// scanner, and a begin/end rule whose end refers back to its begin (a Python
// string's closing quote, a heredoc's delimiter) throws its whole list away
// and compiles it again whenever the end differs from the last one: Python's
// string rules alone were compiled 30 times each for half the CTFd site. A
// scanner is a pure function of its patterns (Oniguruma's search cache is
// keyed by the string searched), so the same list gets the same scanner.
import type { PatternScanner, RegexEngine } from 'shiki';

/**
 * Scanners no rule uses any more, kept for the next rule that asks: past this
 * many, the oldest are freed. The CTFd site never has more than two; a page of
 * 3,000 heredocs, each with its own delimiter, took 40 MB more with 2,000.
 */
export const KEPT_UNUSED_SCANNERS = 64;

interface Kept {
  scanner: PatternScanner;
  /** How many rules hold it now: a scanner is freed only when none does. */
  users: number;
}

export function memoiseScanners(engine: RegexEngine, keep = KEPT_UNUSED_SCANNERS): RegexEngine {
  // Insertion order is use order: a scanner asked for again moves to the end.
  const kept = new Map<string, Kept>();
  let unused = 0;
  const trim = () => {
    for (const [key, entry] of kept) {
      if (unused <= keep) return;
      if (entry.users) continue;
      kept.delete(key);
      unused--;
      entry.scanner.dispose?.();
    }
  };
  return {
    createString: (s) => engine.createString(s),
    createScanner(patterns) {
      const key = patterns.map((p) => (typeof p === 'string' ? p : p.source)).join('\u0000');
      let entry = kept.get(key);
      if (entry) {
        kept.delete(key);
        if (!entry.users) unused--;
      } else {
        entry = { scanner: engine.createScanner(patterns), users: 0 };
      }
      kept.set(key, entry);
      entry.users++;
      const held = entry;
      let released = false;
      return {
        findNextMatchSync: (string, start, options) => held.scanner.findNextMatchSync(string, start, options),
        dispose() {
          if (released) return;
          released = true;
          if (--held.users) return;
          unused++;
          trim();
        },
      };
    },
  };
}
