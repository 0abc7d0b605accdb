import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config/load.ts';

const site = (blog: string) => `title: Site\nurl: https://example.com\nblog:\n${blog}`;

describe('blog[]', () => {
  it("takes Docusaurus's defaults for a blog given only its folder", () => {
    const { config, diagnostics } = parseConfig(site('  - path: blog\n'), 'site/ctfdocs.config.yaml');
    expect(diagnostics).toEqual([]);
    expect(config?.blog).toEqual([
      {
        id: 'blog',
        path: 'site/blog',
        routeBasePath: '/blog',
        tagsBasePath: 'tags',
        archiveBasePath: 'archive',
        pageBasePath: 'page',
        authorsBasePath: 'authors',
        include: ['**/*.{md,mdx}'],
        exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'],
        postsPerPage: 10,
        blogTitle: 'Blog',
        blogDescription: 'Blog',
        blogSidebarTitle: 'Recent posts',
        blogSidebarCount: 5,
        showReadingTime: true,
        truncateMarker: '<!--\\s*truncate\\s*-->|\\{\\/\\*\\s*truncate\\s*\\*\\/\\}',
        authorsMapPath: 'authors.yml',
        sortPosts: 'descending',
        showLastUpdateTime: false,
        showLastUpdateAuthor: false,
        feedOptions: { type: ['rss', 'atom'], limit: 20 },
        onInlineAuthors: 'warn',
        onUntruncatedBlogPosts: 'warn',
      },
    ]);
  });

  it("reads feedOptions.type as Docusaurus does: 'all', one type, a list, or null for none", () => {
    const types = (type: string) => parseConfig(site(`  - feedOptions:\n      type: ${type}\n`), 'c.yaml').config?.blog[0].feedOptions.type;
    expect(types('all')).toEqual(['rss', 'atom', 'json']);
    expect(types('json')).toEqual(['json']);
    expect(types('[atom, rss, atom]')).toEqual(['atom', 'rss']);
    expect(types('null')).toEqual([]);
    const limit = (value: string) => parseConfig(site(`  - feedOptions:\n      limit: ${value}\n`), 'c.yaml').config?.blog[0].feedOptions.limit;
    expect(limit('false')).toBe(false);
    expect(limit('null')).toBe(null);
    expect(limit('5')).toBe(5);
  });

  it("takes 'ALL' for the posts per page and the sidebar's count, and a truncate marker as a regular expression", () => {
    const { config, diagnostics } = parseConfig(site("  - postsPerPage: ALL\n    blogSidebarCount: ALL\n    truncateMarker: '<!-- more -->'\n    archiveBasePath: null\n"), 'c.yaml');
    expect(diagnostics).toEqual([]);
    expect(config?.blog[0]).toMatchObject({ postsPerPage: 'ALL', blogSidebarCount: 'ALL', truncateMarker: '<!-- more -->', archiveBasePath: null });
  });

  it('names the key of a bad value, a marker that is no regular expression, and two blogs with one id or route', () => {
    const bad = parseConfig(site("  - postsPerPage: 0\n    truncateMarker: '(unclosed'\n    feedOptions:\n      type: xml\n    tagsBasePath: '../x'\n"), 'c.yaml');
    expect(bad.diagnostics.map((d) => d.configPath).sort()).toEqual(['blog[0].feedOptions.type', 'blog[0].postsPerPage', 'blog[0].tagsBasePath', 'blog[0].truncateMarker']);
    const twice = parseConfig(site('  - path: news\n  - path: changelog\n    routeBasePath: /blog\n'), 'c.yaml');
    expect(twice.diagnostics.map((d) => `${d.configPath} ${d.message}`)).toEqual([
      'blog[1].id blog[1].id: "blog" is the id of blog[0] too: give each blog an id of its own',
      'blog[1].routeBasePath blog[1].routeBasePath: "/blog" is the route of blog[0] too: give each blog a route of its own',
    ]);
  });

  it('refuses an unknown key, as Docusaurus options ctfdocs does not have are', () => {
    const { diagnostics } = parseConfig(site('  - blogListComponent: "@theme/BlogListPage"\n'), 'c.yaml');
    expect(diagnostics.map((d) => d.configPath)).toEqual(['blog[0].blogListComponent']);
  });
});
