import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load.ts';
import { loadContent } from './load.ts';

const root = path.resolve(fileURLToPath(import.meta.url), '../../../../../test/fixtures/basic');

async function graph(includeDrafts: boolean) {
  const { config } = await loadConfig(root, 'site/ctfdocs.config.yaml');
  return loadContent(config!, { rootDir: root, includeDrafts });
}

describe('content graph', () => {
  it('makes every markdown file a doc with an id, a route and a title', async () => {
    const g = await graph(false);
    const docs = g.instances[0].docs.filter((d) => d.visibility.html);
    expect(docs.map((d) => [d.id, d.route, d.title])).toEqual([
      ['intro', '/guide/intro', 'Introduction'],
      ['reference/options', '/guide/reference/options', 'Options'],
      ['setup/install', '/guide/setup/install', 'Install'],
    ]);
    expect(g.diagnostics).toEqual([]);
  });

  it('leaves drafts out of build and keeps them for serve', async () => {
    expect((await graph(false)).instances[0].docs.find((d) => d.id === 'setup/draft-page')?.visibility.html).toBe(false);
    expect((await graph(true)).instances[0].docs.find((d) => d.id === 'setup/draft-page')?.visibility.html).toBe(true);
  });

  it('generates the sidebar from folders, ordered by position, with _category_.yml labels, categories expanded', async () => {
    const sidebar = (await graph(false)).instances[0].sidebars.defaultSidebar;
    expect(sidebar.map((i) => i.type !== 'html' && i.label)).toEqual(['Introduction', 'Setting up', 'reference']);
    const setup = sidebar[1];
    expect(setup.type).toBe('category');
    if (setup.type === 'category') {
      expect(setup.collapsed).toBe(false);
      expect(setup.items.map((i) => i.type !== 'html' && i.label)).toEqual(['Install']);
    }
  });

  it('finds the site pages: .tsx and .md, index as /', async () => {
    const g = await graph(false);
    expect(g.pages.map((p) => [p.route, p.kind]).sort()).toEqual([
      ['/', 'tsx'],
      ['/about', 'md'],
    ]);
  });
});
