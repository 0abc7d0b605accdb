import { describe, expect, it } from 'vitest';
import { convertConfig } from './config.ts';
import type { SourcePage } from './pages.ts';

/** Pages as sourcePages lists them: the VitePress route and ctfdocs's id and route of each file. */
const pages: SourcePage[] = ['index.md', 'guide/index.md', 'guide/intro.md', 'guide/setup.md', 'api/index.md', 'api/options.md'].map((rel) => {
  const noExt = rel.replace(/\.md$/, '');
  const route = `/${noExt.replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');
  return { rel, vitepressRoute: route, docId: noExt, route, excluded: false };
});

const site = { root: '/nonexistent-vitepress-site', file: '.vitepress/config.ts' };
const convert = (raw: Record<string, unknown>) => convertConfig({ title: 'Site', sitemap: { hostname: 'https://site.example' }, ...raw }, site, pages);
const theme = (raw: Record<string, unknown>) => convert({ themeConfig: raw });
const themeOut = (r: ReturnType<typeof convert>) => r.config.themeConfig as Record<string, unknown> & { navbar: { items?: unknown[] } };

describe('a VitePress sidebar as ctfdocs sidebars', () => {
  it('makes one sidebar per path prefix, links to pages doc items, and keeps links elsewhere as links', () => {
    const { sidebars, notCarried } = theme({
      sidebar: {
        '/guide/': [
          {
            text: 'Start',
            items: [
              { text: 'Intro', link: '/guide/intro' },
              { text: 'Setup', link: '/guide/setup.md#install' },
              { text: 'Blog', link: 'https://blog.example.com' },
            ],
          },
        ],
        '/api/': {
          base: '/api/',
          items: [
            { text: 'Options', link: 'options' },
            // VitePress puts the base in front of an absolute link too.
            { text: 'Overview', link: '/index' },
          ],
        },
      },
    });
    expect(sidebars.sidebars).toEqual({
      guide: [
        {
          type: 'category',
          label: 'Start',
          collapsible: false,
          items: [
            { type: 'doc', id: 'guide/intro', label: 'Intro' },
            // A link to a heading stays a link: a doc item names a whole page.
            { type: 'link', label: 'Setup', href: '/guide/setup.md#install' },
            { type: 'link', label: 'Blog', href: 'https://blog.example.com' },
          ],
        },
      ],
      api: [
        { type: 'doc', id: 'api/options', label: 'Options' },
        { type: 'doc', id: 'api/index', label: 'Overview' },
      ],
    });
    expect(sidebars.prefixes.map((p) => [p.id, p.prefix, [...p.listed]])).toEqual([
      ['guide', '/guide', ['guide/intro.md']],
      ['api', '/api', ['api/options.md', 'api/index.md']],
    ]);
    expect(notCarried).toEqual([]);
  });

  it("reads `collapsed` as VitePress does: unset cannot fold, false starts open, true starts folded; a group's link is its page; an item's base goes in front of its link", () => {
    const { sidebars } = theme({
      sidebar: [
        { text: 'Fixed', items: [{ text: 'A', link: '/guide/intro' }] },
        { text: 'Open', collapsed: false, items: [{ text: 'B', link: '/guide/setup' }] },
        { text: 'Folded', collapsed: true, link: '/guide/', items: [{ text: 'C', link: '/options', base: '/api/' }] },
        // A group without a title is a run of items.
        { items: [{ text: 'D', link: '/api/' }] },
      ],
    });
    expect(sidebars.sidebars.main).toEqual([
      { type: 'category', label: 'Fixed', collapsible: false, items: [{ type: 'doc', id: 'guide/intro', label: 'A' }] },
      { type: 'category', label: 'Open', items: [{ type: 'doc', id: 'guide/setup', label: 'B' }] },
      { type: 'category', label: 'Folded', collapsed: true, link: { type: 'doc', id: 'guide/index' }, items: [{ type: 'doc', id: 'api/options', label: 'C' }] },
      { type: 'doc', id: 'api/index', label: 'D' },
    ]);
  });

  it('names what a sidebar item has that ctfdocs has not', () => {
    const { notCarried } = theme({ sidebar: { '/guide/': [{ text: 'Intro', link: '/guide/intro', target: '_self', docFooterText: 'Intro page' }] } });
    expect(notCarried.map((n) => n.key)).toEqual(['themeConfig.sidebar["/guide/"][0].target', 'themeConfig.sidebar["/guide/"][0].docFooterText']);
  });
});

describe('the VitePress navbar as ctfdocs navbar items', () => {
  it('keeps links (as routes of their pages), dropdowns (groups inside flattened) and activeMatch; social links become text links; search goes first', () => {
    const r = theme({
      search: { provider: 'local', options: { detailedView: true } },
      nav: [
        { text: 'Guide', link: '/guide/intro.md', activeMatch: '^/guide/' },
        {
          text: 'More',
          items: [
            { text: 'API', link: '/api/' },
            { text: 'Links', items: [{ text: 'Site', link: 'https://example.com' }] },
          ],
        },
        { component: 'VersionSwitcher' },
      ],
      socialLinks: [
        { icon: 'github', link: 'https://github.com/o/r' },
        { icon: { svg: '<svg/>' }, link: 'https://e.example' },
      ],
    });
    expect(themeOut(r).navbar.items).toEqual([
      { type: 'search', position: 'left' },
      { label: 'Guide', to: '/guide/intro', position: 'right', activeBaseRegex: '^/guide/' },
      {
        type: 'dropdown',
        label: 'More',
        position: 'right',
        items: [
          { label: 'API', to: '/api' },
          { label: 'Site', href: 'https://example.com' },
        ],
      },
      { label: 'GitHub', href: 'https://github.com/o/r', position: 'right' },
    ]);
    expect(themeOut(r).search).toEqual({ provider: 'local' });
    expect(r.notCarried.map((n) => n.key)).toEqual([
      'themeConfig.search.options.detailedView',
      'themeConfig.nav[1].items[1].text',
      'themeConfig.nav[2].component',
      'themeConfig.socialLinks[0].icon',
      'themeConfig.socialLinks[1].icon',
    ]);
  });
});

describe('site settings from a VitePress config', () => {
  it('edit link: the pattern before :path, less the srcDir the doc path brings', () => {
    const docs = (r: ReturnType<typeof convert>) => (r.config.docs as Array<Record<string, unknown>>)[0];
    expect(docs(convert({ srcDir: 'docs', themeConfig: { editLink: { pattern: 'https://github.com/o/r/edit/main/docs/:path' } } })).editUrl).toBe('https://github.com/o/r/edit/main/');
    expect(docs(convert({ themeConfig: { editLink: { pattern: 'https://github.com/o/r/edit/main/docs/:path' } } })).editUrl).toBe('https://github.com/o/r/edit/main/docs/');
    const other = convert({ srcDir: 'src', themeConfig: { editLink: { pattern: 'https://e.example/:path?plain=1' } } });
    expect(docs(other).editUrl).toBeUndefined();
    expect(other.notCarried.map((n) => n.key)).toContain('themeConfig.editLink.pattern');
  });

  it("outline levels: VitePress's h2 alone by default, a number, a pair, deep", () => {
    const toc = (outline: unknown) => themeOut(theme(outline === undefined ? {} : { outline })).tableOfContents;
    expect(toc(undefined)).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 2 });
    expect(toc(3)).toEqual({ minHeadingLevel: 3, maxHeadingLevel: 3 });
    expect(toc([2, 4])).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 4 });
    expect(toc({ level: 'deep', label: 'On this page' })).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 6 });
  });

  it('appearance as the colour mode', () => {
    const mode = (appearance: unknown) => themeOut(convert({ appearance })).colorMode;
    expect(mode(undefined)).toEqual({ respectPrefersColorScheme: true });
    expect(mode('dark')).toEqual({ defaultMode: 'dark', respectPrefersColorScheme: true });
    expect(mode(false)).toEqual({ defaultMode: 'light', disableSwitch: true });
    expect(mode('force-dark')).toEqual({ defaultMode: 'dark', disableSwitch: true });
  });

  it('title, description, base, titleTemplate, favicon, locale and the keys it cannot carry', () => {
    const r = convert({
      description: 'About it',
      base: '/docs/',
      titleTemplate: ':title - Site',
      lang: 'de-DE',
      head: [
        ['link', { rel: 'icon', href: '/favicon.ico' }],
        ['meta', { name: 'theme-color', content: '#fff' }],
      ],
      sitemap: { hostname: 'https://site.example' },
      markdown: { math: true, lineNumbers: true },
    });
    expect(r.config).toMatchObject({
      title: 'Site',
      tagline: 'About it',
      url: 'https://site.example',
      baseUrl: '/docs/',
      titleDelimiter: '-',
      favicon: '/favicon.ico',
      i18n: { defaultLocale: 'de-DE', locales: ['de-DE'] },
      markdown: { headingIds: 'vitepress' },
    });
    expect(r.notCarried.map((n) => n.key)).toEqual(['head[1][0]', 'markdown.lineNumbers', 'markdown.math']);
  });

  it("carries markdown.attrs' delimiters, and names the attrs options it cannot take", () => {
    const r = convert({ markdown: { attrs: { leftDelimiter: '%{', rightDelimiter: '}%', allowedAttributes: ['id'] } } });
    expect(r.config).toMatchObject({ markdown: { headingIds: 'vitepress', attrs: { leftDelimiter: '%{', rightDelimiter: '}%' } } });
    expect(r.notCarried.map((n) => n.key)).toEqual(['markdown.attrs.allowedAttributes']);
    expect(convert({}).config).not.toHaveProperty('markdown.attrs');
  });
});
