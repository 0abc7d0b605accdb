// The docs sidebar is rendered once per set of open categories and the
// current page's link is marked afterwards, by finding its href as React
// wrote it: a route with characters React escapes must still be found.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '@ctfdocs/renderer';
import { copyFixture, write } from '../helpers/fixture.ts';

describe("the sidebar's current link", () => {
  it('is marked on a page whose route has an apostrophe or an ampersand', async () => {
    const dir = await copyFixture('basic');
    await write(dir, 'content/guide/whats-new.md', "---\ntitle: What's new\nslug: what's-new&more\n---\n\nNews.\n");
    const out = path.join(dir, 'build');
    const result = await buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: out, write: true });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = await readFile(path.join(out, "guide/what's-new&more.html"), 'utf8');
    const sidebar = html.slice(html.indexOf('<aside class="doc-sidebar"'), html.indexOf('</aside>', html.indexOf('<aside class="doc-sidebar"')));
    expect(sidebar).toContain('href="/guide/what&#x27;s-new&amp;more" aria-current="page"');
  });
});
