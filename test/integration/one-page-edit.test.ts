// A sentence edited in one page changes that page's files and the search
// index, and no other page (issue #31): every page names the search manifest
// by one URL, whatever the pages say, so a rebuild keeps every other page's
// HTML (the same inode: hard-linked from the previous build/) and a deploy
// uploads only what changed; the new sentence is found by searching as the
// browser does, from the manifest the pages name.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, edit, filesOf, runCli } from '../helpers/fixture.ts';
import { searchFromPage } from '../helpers/search.ts';

describe('a rebuild after one sentence of one page changed', () => {
  it("leaves every other page's HTML as it was, inode and bytes, and search finds the new sentence", async () => {
    const dir = await copyFixture('basic');
    const out = path.join(dir, 'build');
    const build = async () => {
      const r = await runCli(dir, ['build', '--quiet']);
      expect(r.code, r.stderr).toBe(0);
      return filesOf(out);
    };
    const load = async (url: string) => JSON.parse(await readFile(path.join(out, new URL(url, 'https://fixture.example.com').pathname), 'utf8'));

    const before = await build();
    const intro = before.get('guide/intro.html')!.bytes.toString();
    expect((await searchFromPage(intro, load, 'quokkas')).hits).toEqual([]);
    await edit(dir, 'content/guide/reference/options.md', (s) => s.replace('Back to the [introduction](/guide/intro).', 'Quokkas read this before going back to the [introduction](/guide/intro).'));
    const after = await build();

    const pages = [...after.keys()].filter((rel) => rel.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(5);
    const others = pages.filter((rel) => rel !== 'guide/reference/options.html');
    expect(others.filter((rel) => !before.get(rel)?.bytes.equals(after.get(rel)!.bytes))).toEqual([]);
    expect(others.filter((rel) => before.get(rel)?.ino !== after.get(rel)!.ino)).toEqual([]);
    expect(after.get('guide/reference/options.html')!.bytes.toString()).toContain('Quokkas read this');

    // Besides the search index, only what holds the page's own text changed: its page, content chunk, markdown copy and the llms-full files.
    const changed = [...after].filter(([rel, f]) => !before.get(rel)?.bytes.equals(f.bytes)).map(([rel]) => rel);
    const searchFile = (rel: string) => rel.startsWith('assets/search/') || rel === /data-search-index="\/([^"]+)"/.exec(intro)?.[1];
    expect(changed.filter((rel) => !searchFile(rel)).sort()).toEqual([
      '__chunks/guide/reference/options.json',
      'guide/llms-full.txt',
      'guide/reference/options.html',
      'guide/reference/options.md',
      'llms-full.txt',
    ]);

    // Searched from a page the rebuild did not touch, the index has the new sentence.
    const found = await searchFromPage(after.get('guide/intro.html')!.bytes.toString(), load, 'quokkas');
    expect(found.hits.map((h) => h.url)).toEqual(['/guide/reference/options']);
  });
});
