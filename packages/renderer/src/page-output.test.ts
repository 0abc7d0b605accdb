import { describe, expect, it } from 'vitest';
import { Memo, notAPageVisibility, visibility } from '@ctfdocs/core';
import { MemoryOutput } from './output.ts';
import { PageOutput, type PageOutputMemo } from './page-output.ts';

const shell = (main: string, extraHead = '') =>
  `<!DOCTYPE html><html lang="en" dir="ltr"><head><title>T</title>${extraHead}</head><body><nav class="navbar"><a href="/">Home</a></nav><div class="main-wrapper"><main id="main-content">${main}</main></div></body></html>`;

const ctx = { dev: false, noIndex: false };
const page = (route: string, file: string, html: string, shown = visibility({}, ctx)) => ({ route, source: `content${route}.md`, file, html, contentLinks: [], visibility: shown });

const text = (out: MemoryOutput, file: string) => {
  const f = out.files.get(file);
  return f && 'contents' in f ? String(f.contents) : undefined;
};

describe('PageOutput', () => {
  it('writes each page and its chunk, keeps its links, and gives the 404 page no chunk', async () => {
    const out = new MemoryOutput();
    const pages = new PageOutput(out);
    await pages.add(page('/guide/a', 'guide/a.html', shell('<h2 id="x">X</h2><a href="/guide/b#y">b</a>')));
    await pages.add(page('/404', '404.html', shell('Not found', '<meta name="robots" content="noindex"/>'), notAPageVisibility(ctx)));
    expect([...out.files.keys()]).toEqual(['guide/a.html', '__chunks/guide/a.json', '404.html']);
    expect(JSON.parse(text(out, '__chunks/guide/a.json')!).main).toContain('<h2 id="x">X</h2>');
    const [a, notFound] = pages.routes;
    expect(a).toMatchObject({ route: '/guide/a', file: 'guide/a.html', robotsMeta: false, visibility: { sitemap: true } });
    expect([...a.links.ids]).toEqual(['main-content', 'x']);
    expect(a.links.hrefs).toEqual(['/', '/guide/b#y']);
    expect(notFound).toMatchObject({ robotsMeta: true, visibility: { sitemap: false } });
  });

  it('puts a locale page under its prefix, chunk included', async () => {
    const out = new MemoryOutput();
    const pages = new PageOutput(out);
    await pages.add(page('/', 'index.html', shell('Accueil')), 'fr/');
    await pages.add(page('/guide/a', 'guide/a.html', shell('A')), 'fr/');
    expect(pages.routes.map((r) => [r.route, r.file])).toEqual([
      ['/fr', 'fr/index.html'],
      ['/fr/guide/a', 'fr/guide/a.html'],
    ]);
    expect(out.files.has('fr/__chunks/index.json')).toBe(true);
    expect(out.files.has('fr/__chunks/guide/a.json')).toBe(true);
  });

  it("reuses what it cut from a page by the key of its HTML, cuts a page without one afresh, and a whole build's prune forgets removed pages", async () => {
    const memo: PageOutputMemo = new Memo();
    const keyed = (route: string, html: string, key?: string) => ({ ...page(route, `${route.slice(1)}.html`, html), key });
    const first = new PageOutput(new MemoryOutput(), memo);
    await first.add(keyed('/a', shell('A'), 'key of a'));
    await first.add(keyed('/b', shell('B'), 'key of b'));
    await first.add(keyed('/c', shell('C')));
    expect([...memo.keys()]).toEqual(['key of a', 'key of b']);
    memo.pruneUnused();
    const second = new PageOutput(new MemoryOutput(), memo);
    await second.add(keyed('/a', shell('A'), 'key of a'));
    await second.add(keyed('/b', shell('B changed'), 'key of b changed'));
    expect(memo.stats).toMatchObject({ hits: 1, misses: 3 });
    expect(second.routes.map((r) => r.links.ids)).toEqual(first.routes.slice(0, 2).map((r) => r.links.ids));
    memo.pruneUnused();
    expect([...memo.keys()]).toEqual(['key of a', 'key of b changed']);
    expect(memo.get('key of b changed')?.value.chunk).toContain('B changed');
  });
});
