// Sidebar keys as Docusaurus does them (issue #28 item 9), in the built HTML
// of the basic fixture: a category that is not collapsible has no toggle, and
// themeConfig.docs.sidebar's hideable and autoCollapseCategories reach the page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '@ctfdocs/renderer';
import { copyFixture, edit, write } from '../helpers/fixture.ts';

async function build(prepare: (dir: string) => Promise<void>): Promise<(route: string) => Promise<string>> {
  const dir = await copyFixture('basic');
  await prepare(dir);
  const outDir = path.join(dir, 'build');
  const result = await buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir, write: true });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return (route) => readFile(path.join(outDir, `${route}.html`), 'utf8');
}

/** The desktop sidebar's menu. */
const sidebarOf = (html: string) => html.slice(html.indexOf('<aside class="doc-sidebar"'), html.indexOf('</aside>'));

describe('_category_ collapsible: false', () => {
  it('draws the category open, with no toggle, as Docusaurus does', async () => {
    const page = await build((dir) => write(dir, 'content/guide/setup/_category_.yml', 'label: Setting up\nposition: 2\ncollapsible: false\ncollapsed: true\n'));
    for (const route of ['guide/intro', 'guide/setup/install']) {
      const menu = sidebarOf(await page(route));
      expect(menu, route).toMatch(
        /<li class="menu-list-item menu-category menu-category-static"><div class="menu-link menu-link-category"><span>Setting up<\/span><\/div><ul class="menu-list menu-list-nested">.*>Install<\/a>/,
      );
      expect(menu, route).not.toMatch(/<summary[^>]*><span>Setting up/);
    }
  });

  it('keeps a foldable category a <details> with its summary', async () => {
    const page = await build(async () => {});
    expect(sidebarOf(await page('guide/setup/install'))).toMatch(/<details open="" class="menu-details"><summary class="menu-link menu-link-category"><span>Setting up<\/span><\/summary>/);
  });
});
