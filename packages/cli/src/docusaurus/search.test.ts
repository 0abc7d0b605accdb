import { describe, expect, it } from 'vitest';
import { convertConfig } from './config.ts';

const site = (extra: Record<string, unknown>) => ({ title: 'T', url: 'https://t.example', ...extra });
const convert = (raw: unknown) => convertConfig(raw, 'docusaurus.config.js', '/nonexistent-site');
const navbarItems = (config: Record<string, unknown>) => ((config.themeConfig as { navbar: { items?: unknown[] } }).navbar.items ?? []) as Array<Record<string, unknown>>;
const search = (config: Record<string, unknown>) => (config.themeConfig as { search?: unknown }).search;

describe('search, imported from Docusaurus', () => {
  for (const [what, raw] of [
    ['@easyops-cn/docusaurus-search-local as a theme', { themes: [['@easyops-cn/docusaurus-search-local', { hashed: true }]] }],
    ['@easyops-cn/docusaurus-search-local named by require.resolve', { themes: [['/site/node_modules/@easyops-cn/docusaurus-search-local/dist/server/server/index.js', { hashed: true }]] }],
    ['docusaurus-lunr-search as a plugin', { plugins: [['docusaurus-lunr-search', { hashed: true }]] }],
    ['@cmfcmf/docusaurus-search-local as a plugin', { plugins: [['@cmfcmf/docusaurus-search-local', { hashed: true }]] }],
  ] as const) {
    it(`${what}: ctfdocs's local search, a search item at the right of the navbar, and the options reported`, () => {
      const { config, notCarried } = convert(site(raw));
      expect(search(config)).toEqual({ provider: 'local' });
      expect(navbarItems(config)).toEqual([{ type: 'search', position: 'right' }]);
      const list = 'themes' in raw ? 'themes' : 'plugins';
      expect(notCarried).toEqual([expect.objectContaining({ key: `${list}[0][1].hashed`, reason: expect.stringContaining("ctfdocs's local search") })]);
    });
  }

  it('Algolia: its keys carried and a search item added after the navbar items; the Algolia theme itself is not reported', () => {
    const { config, notCarried } = convert(
      site({
        themes: ['@docusaurus/theme-search-algolia'],
        themeConfig: { algolia: { appId: 'A', apiKey: 'k', indexName: 'i' }, navbar: { items: [{ to: '/docs', label: 'Docs' }] } },
      }),
    );
    expect(search(config)).toEqual({ provider: 'algolia', appId: 'A', apiKey: 'k', indexName: 'i' });
    expect(navbarItems(config)).toEqual([
      { to: '/docs', label: 'Docs' },
      { type: 'search', position: 'right' },
    ]);
    expect(notCarried).toEqual([]);
  });

  it('keeps the search item a navbar places itself, and adds none to a site without search', () => {
    const placed = convert(
      site({
        themes: ['docusaurus-lunr-search'],
        themeConfig: {
          navbar: {
            items: [
              { type: 'search', position: 'left' },
              { to: '/a', label: 'A' },
            ],
          },
        },
      }),
    );
    expect(navbarItems(placed.config)).toEqual([
      { type: 'search', position: 'left' },
      { to: '/a', label: 'A' },
    ]);
    const none = convert(site({ themes: ['@docusaurus/theme-mermaid'], themeConfig: { navbar: { items: [{ to: '/a', label: 'A' }] } } }));
    expect(search(none.config)).toBeUndefined();
    expect(navbarItems(none.config)).toEqual([{ to: '/a', label: 'A' }]);
    expect(none.notCarried).toEqual([expect.objectContaining({ key: 'themes[0]', reason: '"@docusaurus/theme-mermaid": ctfdocs has one theme of its own' })]);
  });

  it('with Algolia and a local-search theme both, carries Algolia and names the theme', () => {
    const { config, notCarried } = convert(site({ plugins: ['docusaurus-lunr-search'], themeConfig: { algolia: { appId: 'A', apiKey: 'k', indexName: 'i' } } }));
    expect((search(config) as { provider: string }).provider).toBe('algolia');
    expect(notCarried).toEqual([expect.objectContaining({ key: 'plugins[0]', reason: expect.stringContaining('docusaurus-lunr-search: the site configures Algolia DocSearch too') })]);
  });
});
