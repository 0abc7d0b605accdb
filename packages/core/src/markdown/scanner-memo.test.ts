import { createHighlighter, createOnigurumaEngine, type RegexEngine } from 'shiki';
import { describe, expect, it } from 'vitest';
import { memoiseScanners } from './scanner-memo.ts';

/** An engine that counts the scanners it compiles and the ones freed. */
function countingEngine(base: RegexEngine) {
  const counts = { compiled: 0, freed: 0 };
  const engine: RegexEngine = {
    createString: (s) => base.createString(s),
    createScanner(patterns) {
      counts.compiled++;
      const scanner = base.createScanner(patterns);
      return {
        findNextMatchSync: (s, start, options) => scanner.findNextMatchSync(s, start, options),
        dispose() {
          counts.freed++;
          scanner.dispose?.();
        },
      };
    },
  };
  return { engine, counts };
}

const onig = () => createOnigurumaEngine(import('shiki/wasm'));
const themes = { light: 'github-light-default', dark: 'github-dark-default' } as const;
// Python strings end with the quote they began with: the end rule's expression changes between '…' and "…".
const python = Array.from({ length: 12 }, (_, i) => (i % 2 ? `a${i} = 'single ${i}'` : `b${i} = "double ${i}"`)).join('\n');

describe('memoiseScanners', () => {
  it('compiles a list of patterns once however often the rules ask for it, and finds the same matches', async () => {
    const base = await onig();
    const { engine, counts } = countingEngine(base);
    const memo = memoiseScanners(engine);
    const first = memo.createScanner(['a+', 'b']);
    const again = memo.createScanner(['a+', 'b']);
    expect(counts.compiled).toBe(1);
    expect(again.findNextMatchSync('xaab', 0, 0)).toEqual(base.createScanner(['a+', 'b']).findNextMatchSync('xaab', 0, 0));
    first.dispose?.();
    first.dispose?.();
    // Still held by `again`.
    expect(again.findNextMatchSync('b', 0, 0)?.index).toBe(1);
    memo.createScanner(['c']);
    expect(counts.compiled).toBe(2);
  });

  it('frees the oldest scanners no rule holds once more than the limit are kept', async () => {
    const { engine, counts } = countingEngine(await onig());
    const memo = memoiseScanners(engine, 2);
    const held = memo.createScanner(['held']);
    for (const p of ['a', 'b', 'c', 'd']) memo.createScanner([p]).dispose?.();
    expect(counts.freed).toBe(2);
    held.dispose?.();
    expect(counts.freed).toBe(3);
    // The oldest unused ones went: asking for one again compiles it.
    memo.createScanner(['a']);
    expect(counts.compiled).toBe(6);
    memo.createScanner(['d']);
    expect(counts.compiled).toBe(6);
  });

  it("spares the grammar's repeated compiles and highlights exactly as without it", async () => {
    const plain = countingEngine(await onig());
    const memoised = countingEngine(await onig());
    const without = await createHighlighter({ themes: Object.values(themes), langs: ['python'], engine: plain.engine });
    const withMemo = await createHighlighter({ themes: Object.values(themes), langs: ['python'], engine: memoiseScanners(memoised.engine) });
    const options = { lang: 'python', themes, defaultColor: false, tokenizeTimeLimit: 0 } as const;
    expect(withMemo.codeToHtml(python, options)).toBe(without.codeToHtml(python, options));
    expect(memoised.counts.compiled).toBeLessThan(plain.counts.compiled);
    without.dispose();
    withMemo.dispose();
  });
});
