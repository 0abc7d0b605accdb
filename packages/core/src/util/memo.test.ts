import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../types.ts';
import { Memo, contentKey } from './memo.ts';

const warning = (message: string): Diagnostic => ({ severity: 'warning', code: 'test/made', message, file: 'page.md', line: 3 });

describe('Memo', () => {
  it('makes a value once per key and gives it back on a hit, counting both', () => {
    const memo = new Memo<string>();
    let made = 0;
    const make = () => ({ value: `made ${++made}`, diagnostics: [] });
    expect(memo.getOrMake('a', make).value).toBe('made 1');
    expect(memo.getOrMake('a', make).value).toBe('made 1');
    expect(memo.getOrMake('b', make).value).toBe('made 2');
    expect(made).toBe(2);
    expect(memo.stats).toEqual({ hits: 1, misses: 2, pruned: 0 });
  });

  it('replays the diagnostics made with an entry on every hit', async () => {
    const memo = new Memo<number>();
    const made = memo.getOrMake('page', () => ({ value: 1, diagnostics: [warning('made once')] }));
    const again = memo.getOrMake('page', () => ({ value: 2, diagnostics: [] }));
    const later = await memo.getOrMakeAsync('page', async () => ({ value: 3, diagnostics: [] }));
    expect(again).toEqual({ value: 1, diagnostics: [warning('made once')] });
    expect(later).toEqual(made);
  });

  it('after a whole build, keeps what the build used and drops the rest', () => {
    const memo = new Memo<string>();
    const keep = (value: string) => ({ value, diagnostics: [] });
    memo.getOrMake('old', () => keep('old'));
    memo.getOrMake('same', () => keep('same'));
    expect(memo.pruneUnused()).toBe(0);
    // The next build uses one of them and makes another.
    memo.getOrMake('same', () => keep('never'));
    memo.set('new', keep('new'));
    expect(memo.pruneUnused()).toBe(1);
    expect([...memo.keys()]).toEqual(['same', 'new']);
    // A build that uses nothing leaves nothing.
    expect(memo.pruneUnused()).toBe(2);
    expect(memo.size).toBe(0);
    expect(memo.stats.pruned).toBe(3);
  });

  it('makes again an entry that is no longer valid, and keeps a fresh one only when allowed', async () => {
    const memo = new Memo<{ stamp: number }>();
    let stamp = 1;
    const make = async () => ({ value: { stamp }, diagnostics: [] });
    const valid = (v: { stamp: number }) => v.stamp === stamp;
    expect((await memo.getOrMakeAsync('doc', make, { valid })).value.stamp).toBe(1);
    stamp = 2;
    expect((await memo.getOrMakeAsync('doc', make, { valid })).value.stamp).toBe(2);
    expect(memo.stats).toEqual({ hits: 0, misses: 2, pruned: 0 });
    const refused = await memo.getOrMakeAsync('problem', async () => ({ value: { stamp: 9 }, diagnostics: [warning('reported')] }), { keep: (m) => !m.diagnostics.length });
    expect(refused.diagnostics).toHaveLength(1);
    expect(memo.get('problem')).toBeUndefined();
  });

  it('holds at most `limit` entries, dropping the oldest first', () => {
    const memo = new Memo<number>({ limit: 2 });
    for (const [i, key] of ['a', 'b', 'c'].entries()) memo.set(key, { value: i, diagnostics: [] });
    expect([...memo.keys()]).toEqual(['b', 'c']);
    memo.delete('b');
    memo.clear();
    expect(memo.size).toBe(0);
  });
});

describe('contentKey', () => {
  it('is a hash of the parts: the same parts give the same key, any other parts another', () => {
    const key = contentKey('routes', 'content/a.md', 3, 'body');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(contentKey('routes', 'content/a.md', 3, 'body')).toBe(key);
    expect(contentKey('routes', 'content/a.md', 4, 'body')).not.toBe(key);
    // Where one part ends is part of the key: moving text between parts changes it.
    expect(contentKey('ab', 'c')).not.toBe(contentKey('a', 'bc'));
    expect(contentKey('a\u0000', 'b')).not.toBe(contentKey('a', '\u0000b'));
    expect(contentKey(undefined)).not.toBe(contentKey(''));
  });
});
