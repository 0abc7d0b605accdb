import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HighlightCache, type HighlightCacheOptions } from './highlight-cache.ts';

const dirs: string[] = [];
afterEach(() => {
  vi.doUnmock('shiki/package.json');
  vi.doUnmock('./highlighter.ts');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function cacheDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ctfdocs-highlight-cache-'));
  dirs.push(dir);
  return path.join(dir, 'highlight');
}

/**
 * A new run: the modules loaded afresh (no block memoised in memory, a new
 * highlighter), the highlight cache in `dir`, and a count of the blocks the
 * highlighter tokenizes.
 */
async function run(options: HighlightCacheOptions) {
  vi.resetModules();
  const { getHighlighter } = await import('./highlighter.ts');
  const { useHighlightCache } = await import('./highlight-cache.ts');
  const { compileForTest } = await import('./testing.ts');
  useHighlightCache(options);
  const highlighted = vi.spyOn(await getHighlighter(), 'codeToHast');
  return { compile: compileForTest, highlightedBlocks: () => highlighted.mock.calls.length };
}

const page = '```js title="a.js"\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```\n\n```py\nprint("x")\n```';

describe('highlight cache', () => {
  it('reads back a block highlighted by an earlier run instead of highlighting it again, with the same markup', async () => {
    const dir = cacheDir();
    const first = await run({ dir, version: 'v1' });
    const made = await first.compile(page);
    expect(first.highlightedBlocks()).toBe(2);
    expect(readdirSync(dir).filter((n) => n.endsWith('.json'))).toHaveLength(2);

    const second = await run({ dir, version: 'v1' });
    const kept = await second.compile(page);
    expect(second.highlightedBlocks()).toBe(0);
    expect(kept.html).toBe(made.html);
    expect(kept.highlighted).toBe(made.highlighted);
  });

  it('highlights a block again when its code, language, meta or the magic comments config changed', async () => {
    const dir = cacheDir();
    await (await run({ dir, version: 'v1' })).compile('```js\nx();\n```');
    const changed: Array<[string, Record<string, unknown>?]> = [
      ['```js\ny();\n```'],
      ['```ts\nx();\n```'],
      ['```js title="x.js"\nx();\n```'],
      ['```js\nx();\n```', { magicComments: [{ className: 'code-error', line: 'error-next-line' }] }],
    ];
    for (const [body, markdownInput] of changed) {
      const again = await run({ dir, version: 'v1' });
      await again.compile(body, { markdownInput });
      expect(again.highlightedBlocks(), body).toBe(1);
    }
  });

  it('highlights again under another ctfdocs, shiki or theme, and reads nothing with --no-cache', async () => {
    const dir = cacheDir();
    const body = '```js\nx();\n```';
    await (await run({ dir, version: 'v1' })).compile(body);

    const otherCode = await run({ dir, version: 'v2' });
    await otherCode.compile(body);
    expect(otherCode.highlightedBlocks()).toBe(1);

    vi.doMock('shiki/package.json', () => ({ default: { version: '0.0.0-other' } }));
    const otherShiki = await run({ dir, version: 'v1' });
    await otherShiki.compile(body);
    expect(otherShiki.highlightedBlocks()).toBe(1);
    vi.doUnmock('shiki/package.json');

    vi.doMock('./highlighter.ts', async (importOriginal) => {
      const original = await importOriginal<typeof import('./highlighter.ts')>();
      const THEMES = { light: 'github-light', dark: 'github-dark' } as const;
      const getHighlighter = async () => {
        const highlighter = await original.getHighlighter();
        await highlighter.loadTheme(...Object.values(THEMES));
        return highlighter;
      };
      return { ...original, THEMES, getHighlighter };
    });
    const otherThemes = await run({ dir, version: 'v1' });
    await otherThemes.compile(body);
    expect(otherThemes.highlightedBlocks()).toBe(1);
    vi.doUnmock('./highlighter.ts');

    const noCache = await run({ dir, version: 'v1', read: false });
    await noCache.compile(body);
    expect(noCache.highlightedBlocks()).toBe(1);
    const same = await run({ dir, version: 'v1' });
    await same.compile(body);
    expect(same.highlightedBlocks()).toBe(0);
  });

  it('highlights again, without failing, when an entry is damaged, and mends it', async () => {
    const dir = cacheDir();
    const made = await (await run({ dir, version: 'v1' })).compile(page);
    const [cut, wrong] = readdirSync(dir);
    writeFileSync(path.join(dir, cut), readFileSync(path.join(dir, cut), 'utf8').slice(0, 40));
    writeFileSync(path.join(dir, wrong), '{}');

    const damaged = await run({ dir, version: 'v1' });
    const again = await damaged.compile(page);
    expect(damaged.highlightedBlocks()).toBe(2);
    expect(again.html).toBe(made.html);
    expect(again.highlighted).toBe(made.highlighted);

    const mended = await run({ dir, version: 'v1' });
    await mended.compile(page);
    expect(mended.highlightedBlocks()).toBe(0);
  });

  // Shaped like a block at the top, broken below: the page must not fail on it.
  it('highlights again when an entry reads as JSON but its nodes are not a block', async () => {
    const dir = cacheDir();
    const made = await (await run({ dir, version: 'v1' })).compile(page);
    for (const name of readdirSync(dir)) {
      writeFileSync(path.join(dir, name), JSON.stringify({ type: 'element', tagName: 'div', children: [{ tagName: 'pre' }, null] }));
    }
    const damaged = await run({ dir, version: 'v1' });
    const again = await damaged.compile(page);
    expect(damaged.highlightedBlocks()).toBe(2);
    expect(again.html).toBe(made.html);
  });

  // The cache folder is outside what the build trusts (a CI cache can be
  // restored from another branch): an entry that would put markup of its own
  // into the page is highlighted again, whatever its key.
  it('highlights again when an entry carries markup a highlighted block never has', async () => {
    type Node = { type: string; tagName?: string; properties: Record<string, unknown>; children: Node[]; data?: Record<string, unknown> };
    const dir = cacheDir();
    const made = await (await run({ dir, version: 'v1' })).compile(page);
    const names = readdirSync(dir);
    const kept = names.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Node);
    const preOf = (block: Node) => block.children.at(-1)!.children[0];
    const hostile: Array<(block: Node) => void> = [
      (b) => void (preOf(b).data = { highlighted: '<img src=x onerror=alert(1)>' }),
      (b) => void (preOf(b).data = { highlighted: '<code><span style="background:url(https://evil.example/x)">x</span></code>' }),
      (b) => void b.children.push({ type: 'element', tagName: 'script', properties: {}, children: [{ type: 'text', value: 'alert(1)' } as unknown as Node] }),
      (b) => void (b.properties.onClick = 'alert(1)'),
      (b) => void b.children.push({ type: 'raw', value: '<script>alert(1)</script>' } as unknown as Node),
      (b) => void b.children.push({ type: 'element', tagName: 'a', properties: { href: 'javascript:alert(1)' }, children: [] }),
      (b) => void (b.children[0].data = { highlighted: '<b>x</b>' }),
    ];
    for (const poison of hostile) {
      for (const [i, name] of names.entries()) {
        const block = structuredClone(kept[i]);
        poison(block);
        writeFileSync(path.join(dir, name), JSON.stringify(block));
      }
      const damaged = await run({ dir, version: 'v1' });
      const again = await damaged.compile(page);
      expect(damaged.highlightedBlocks(), String(poison)).toBe(2);
      expect(again.html).toBe(made.html);
      expect(again.highlighted).toBe(made.highlighted);
    }
  });

  it('makes its folder again when it was deleted while running', () => {
    const dir = cacheDir();
    const cache = new HighlightCache({ dir, version: 'v1' });
    const block = { type: 'element', tagName: 'div', properties: {}, children: [] } as const;
    cache.write('a', { ...block, children: [] });
    rmSync(dir, { recursive: true });
    cache.write('b', { ...block, children: [] });
    cache.write('c', { ...block, children: [] });
    expect(cache.read('c')).toEqual(block);
  });

  it('removes the oldest entries when the folder is over its limit', async () => {
    const dir = cacheDir();
    const filling = new HighlightCache({ dir, version: 'v1' }, 100);
    const block = { type: 'element', tagName: 'div', properties: {}, children: [] } as const;
    for (const key of ['a', 'b', 'c', 'd', 'e']) filling.write(key, { ...block, children: [] });
    const names = readdirSync(dir).sort();
    // Written a minute apart, in the order of their names.
    for (const [i, name] of names.entries()) utimesSync(path.join(dir, name), new Date(60_000 * (i + 1)), new Date(60_000 * (i + 1)));

    const bounded = new HighlightCache({ dir, version: 'v1' }, 5);
    bounded.write('f', { ...block, children: [] });
    const left = readdirSync(dir).sort();
    // Down to nine tenths of five (four, the oldest one removed), then the new entry.
    expect(left).toHaveLength(5);
    expect(left).not.toContain(names[0]);
    expect(left).toEqual(expect.arrayContaining(names.slice(1)));
    expect(bounded.read('f')).toEqual({ ...block, children: [] });
  });
});
