// A page's HTML and its navigation chunk do not grow with the size of the
// site (issue #31): the sidebar drawn into a page is its open path plus what
// fits a fixed budget, and the whole tree is one shared file per sidebar.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '@ctfdocs/renderer';
import type { ContentChunk } from '@ctfdocs/core';
import { copyFixture, write } from '../helpers/fixture.ts';

const WORDS = 'flag team player score admin server event token category hint solve points config theme plugin page user'.split(' ');

/** About 400 words with two sections: the size of a real doc page. */
function body(n: number): string {
  const para = (k: number) => Array.from({ length: 100 }, (_, i) => WORDS[(n * 7 + k * 13 + i) % WORDS.length]).join(' ') + '.';
  return `---\ntitle: Page ${n}\n---\n\n${para(0)}\n\n## Setup\n\n${para(1)}\n\n${para(2)}\n\n## Use\n\n${para(3)}\n`;
}

async function writePages(dir: string, folder: string, count: number, from: number): Promise<void> {
  for (let i = 0; i < count; i++) await write(dir, `content/guide/${folder}/page-${i}.md`, body(from + i));
}

async function build(dir: string, out: string) {
  const result = await buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: out, write: true });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const html = await readFile(path.join(out, 'guide/topic-2/page-3.html'), 'utf8');
  const chunk = await readFile(path.join(out, '__chunks/guide/topic-2/page-3.json'), 'utf8');
  return { html, chunk, out };
}

const change = (a: string, b: string) => Math.abs(b.length - a.length) / a.length;

describe('a page of a growing site', () => {
  it('keeps its HTML and navigation chunk within 5 % when 450 pages are added in other categories', async () => {
    const dir = await copyFixture('basic');
    // 50 pages in five categories, which the sidebar shows open (the default).
    for (let t = 0; t < 5; t++) await writePages(dir, `topic-${t}`, 10, t * 10);
    const small = await build(dir, path.join(dir, 'build-50'));
    // 450 more in three other categories of five sub-categories each.
    for (let m = 0; m < 3; m++) for (let p = 0; p < 5; p++) await writePages(dir, `more-${m}/part-${p}`, 30, 100 + m * 150 + p * 30);
    const large = await build(dir, path.join(dir, 'build-500'));

    expect(change(small.html, large.html)).toBeLessThan(0.05);
    expect(change(small.chunk, large.chunk)).toBeLessThan(0.05);

    // The chunk names its sidebar rather than carrying it.
    const chunk = JSON.parse(large.chunk) as ContentChunk;
    expect(chunk.sidebar?.current).toBe('/guide/topic-2/page-3');
    expect(chunk.main).not.toContain('href="/guide/topic-2/page-7"');

    // Without JavaScript: the open path, and every closed category's label links into it.
    const aside = large.html.slice(large.html.indexOf('<aside class="doc-sidebar"'), large.html.indexOf('</aside>'));
    expect(aside).toContain('href="/guide/topic-2/page-7"');
    expect(aside).toContain('href="/guide/more-1/part-0/page-0"');
    expect(aside).not.toContain('href="/guide/more-1/part-0/page-1"');

    // The whole tree is one file, named in the page, holding every page.
    const tree = /data-sidebar-tree="([^"]+)"/.exec(aside)?.[1];
    expect(tree).toBeDefined();
    const treeHtml = await readFile(path.join(large.out, `assets/sidebars/${tree}.html`), 'utf8');
    for (const href of ['/guide/more-2/part-4/page-29', '/guide/topic-0/page-9', '/guide/intro']) expect(treeHtml).toContain(`href="${href}"`);
    // One such file per sidebar: a page elsewhere in it names the same one.
    const other = await readFile(path.join(large.out, 'guide/more-0/part-3/page-7.html'), 'utf8');
    expect(/data-sidebar-tree="([^"]+)"/.exec(other)?.[1]).toBe(tree);
  }, 120_000);
});
