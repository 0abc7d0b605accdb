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

describe('themeConfig.docs.sidebar', () => {
  it('hideable: the sidebar gets a button that hides it and one that shows it again; not without the key', async () => {
    const page = await build((dir) => edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('themeConfig:\n', 'themeConfig:\n  docs:\n    sidebar:\n      hideable: true\n')));
    const html = await page('guide/intro');
    expect(html).toContain('<button type="button" class="sidebar-hide-button" data-sidebar-hide="" title="Collapse sidebar" aria-label="Collapse sidebar">');
    expect(html).toContain('<button type="button" class="sidebar-expand-button" data-sidebar-expand="" title="Expand sidebar" aria-label="Expand sidebar">');
    const plain = await (await build(async () => {}))('guide/intro');
    expect(plain).not.toContain('data-sidebar-hide');
  });

  it('autoCollapseCategories: the page says so to the client, which folds the other categories', async () => {
    const page = await build((dir) => edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('themeConfig:\n', 'themeConfig:\n  docs:\n    sidebar:\n      autoCollapseCategories: true\n')));
    expect(await page('guide/intro')).toContain('<div class="doc-page has-sidebar" data-auto-collapse-categories="">');
    const plain = await (await build(async () => {}))('guide/intro');
    expect(plain).not.toContain('data-auto-collapse-categories');
  });
});
