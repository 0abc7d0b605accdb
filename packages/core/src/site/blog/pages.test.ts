import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../pipeline.ts';
import type { BlogListPageData, BlogPostPageData, PageData } from '../../types.ts';
import type { SiteModel } from '../assemble.ts';

let dir: string;
let model: SiteModel;
const post = (date: string, title: string, extra = '', body = `${title} summary.\n\n<!-- truncate -->\n\n${title} rest.\n`) =>
  [`blog/${date}-${title.toLowerCase()}.md`, `---\ntitle: ${title}\nauthors: [ada]\n${extra}---\n\n${body}`] as const;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-blog-pages-'));
  const files = new Map<string, string>([
    ['ctfdocs.config.yaml', 'title: T\nurl: https://example.com\nblog:\n  - postsPerPage: 2\n    blogSidebarCount: 2\n'],
    ['blog/authors.yml', 'ada:\n  name: Ada\n  page: true\ngrace:\n  name: Grace\n  page: { permalink: /admiral }\n'],
    post('2024-01-01', 'First', 'tags: [news]\n'),
    post('2024-02-01', 'Second', 'tags: [news, deep dive]\n'),
    post('2024-03-01', 'Third', 'tags: [secret]\nunlisted: true\n'),
    post('2024-04-01', 'Fourth', '', 'Whole post, no marker.\n'),
    post('2024-05-01', 'Fifth', 'draft: true\ntags: [news]\n'),
  ]);
  for (const [rel, text] of files) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
  const loaded = await loadSite({ rootDir: dir, configPath: 'ctfdocs.config.yaml', dev: false });
  model = loaded.model!;
  expect(loaded.diagnostics.map((d) => `${d.code} ${d.file}`)).toEqual(['blog/untruncated blog/2024-04-01-fourth.md']);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const page = <K extends PageData['kind']>(route: string, kind: K) => {
  const found = model.pages.find((p) => p.route === route);
  expect(found?.kind, route).toBe(kind);
  return found as Extract<PageData, { kind: K }>;
};

describe("a blog's pages", () => {
  it('makes a page per post but drafts, the lists, tags, authors and archive, each a route of the blog', () => {
    expect(model.routes.filter((r) => r.kind === 'blog').map((r) => r.path)).toEqual([
      '/blog/2024/04/01/fourth',
      '/blog/2024/03/01/third',
      '/blog/2024/02/01/second',
      '/blog/2024/01/01/first',
      '/blog',
      '/blog/page/2',
      '/blog/tags',
      '/blog/tags/deep-dive',
      '/blog/tags/news',
      '/blog/authors',
      '/blog/authors/ada',
      '/blog/authors/ada/page/2',
      '/blog/authors/admiral',
      '/blog/archive',
    ]);
  });

  it('paginates the list, newest first, leaving unlisted posts out, each a summary up to its truncate marker', () => {
    const first = page('/blog', 'blog-list') as BlogListPageData;
    expect([first.page, first.pages, first.newer, first.older]).toEqual([1, 2, undefined, '/blog/page/2']);
    expect(first.items.map((i) => [i.title, i.truncated])).toEqual([
      ['Fourth', false],
      ['Second', true],
    ]);
    const text = (i: BlogListPageData['items'][number]) => JSON.stringify(i.content.hast);
    expect(text(first.items[1])).toContain('Second summary.');
    expect(text(first.items[1])).not.toContain('Second rest.');
    expect(text(first.items[0])).toContain('Whole post, no marker.');
    const second = page('/blog/page/2', 'blog-list') as BlogListPageData;
    expect([second.page, second.newer, second.older, second.items.map((i) => i.title)]).toEqual([2, '/blog', undefined, ['First']]);
  });

  it('links each listed post to the newer and older ones by date, and gives an unlisted post none', () => {
    const second = page('/blog/2024/02/01/second', 'blog-post') as BlogPostPageData;
    expect([second.newer, second.older]).toEqual([
      { label: 'Fourth', href: '/blog/2024/04/01/fourth' },
      { label: 'First', href: '/blog/2024/01/01/first' },
    ]);
    const third = page('/blog/2024/03/01/third', 'blog-post') as BlogPostPageData;
    expect([third.newer, third.older, third.flags.unlisted]).toEqual([undefined, undefined, true]);
    // Its tag is on no tag page: only unlisted posts carry it.
    expect(third.tags).toEqual([{ label: 'secret' }]);
    expect(second.tags).toEqual([
      { label: 'news', href: '/blog/tags/news' },
      { label: 'deep dive', href: '/blog/tags/deep-dive' },
    ]);
    expect(second.description).toBe('Second summary.');
  });

  it('titles tag and author pages with the theme texts, and counts listed posts only', () => {
    expect(page('/blog/tags', 'blog-tags').tags).toEqual([
      { label: 'deep dive', href: '/blog/tags/deep-dive', count: 1 },
      { label: 'news', href: '/blog/tags/news', count: 2 },
    ]);
    expect(page('/blog/tags/news', 'blog-list').title).toBe('2 posts tagged with "news"');
    expect(page('/blog/tags/deep-dive', 'blog-list').title).toBe('One post tagged with "deep dive"');
    expect(page('/blog/authors', 'blog-authors').authors.map((a) => [a.name, a.page, a.count])).toEqual([
      ['Ada', '/blog/authors/ada', 3],
      ['Grace', '/blog/authors/admiral', 0],
    ]);
    expect(page('/blog/authors/ada', 'blog-list').title).toBe('Ada - 3 posts');
    expect(page('/blog/archive', 'blog-archive').posts.map((p) => p.title)).toEqual(['Fourth', 'Second', 'First']);
  });

  it('gives the shell the recent posts and the feeds', () => {
    expect(model.site.blogs).toEqual([
      {
        id: 'blog',
        routeBasePath: '/blog',
        title: 'Blog',
        sidebar: {
          title: 'Recent posts',
          items: [
            { label: 'Fourth', href: '/blog/2024/04/01/fourth' },
            { label: 'Second', href: '/blog/2024/02/01/second' },
          ],
        },
        feeds: [
          { type: 'rss', mime: 'application/rss+xml', href: '/blog/rss.xml', title: 'T RSS Feed' },
          { type: 'atom', mime: 'application/atom+xml', href: '/blog/atom.xml', title: 'T Atom Feed' },
        ],
      },
    ]);
  });
});

describe("a blog's own routes and options", () => {
  it('follow tagsBasePath, pageBasePath, authorsBasePath and archiveBasePath, show no recent posts at 0, and the last update when asked', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-blog-options-'));
    try {
      const config = [
        'title: T',
        'url: https://example.com',
        'blog:',
        '  - id: news',
        '    path: posts',
        '    routeBasePath: /news',
        '    tagsBasePath: topics',
        '    pageBasePath: p',
        '    authorsBasePath: people',
        '    archiveBasePath: null',
        '    postsPerPage: 1',
        '    blogSidebarCount: 0',
        '    showReadingTime: false',
        '    showLastUpdateTime: true',
        '    feedOptions: { type: null }',
        '',
      ].join('\n');
      const files: Record<string, string> = {
        'ctfdocs.config.yaml': config,
        'posts/authors.yml': 'ada:\n  name: Ada\n  page: true\n',
        'posts/2024-01-01-a.md': '---\nauthors: ada\ntags: [x]\nlast_update: { date: 2024-06-01 }\n---\n\nA.\n\n<!-- truncate -->\n',
        'posts/2024-01-02-b.md': '---\nauthors: ada\ntags: [x]\n---\n\nB.\n\n<!-- truncate -->\n',
      };
      for (const [rel, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(site, rel)), { recursive: true });
        await writeFile(path.join(site, rel), text);
      }
      const loaded = await loadSite({ rootDir: site, configPath: 'ctfdocs.config.yaml', dev: false });
      expect(loaded.diagnostics).toEqual([]);
      const m = loaded.model!;
      expect(m.routes.filter((r) => r.kind === 'blog').map((r) => r.path)).toEqual([
        '/news/2024/01/02/b',
        '/news/2024/01/01/a',
        '/news',
        '/news/p/2',
        '/news/topics',
        '/news/topics/x',
        '/news/topics/x/p/2',
        '/news/people',
        '/news/people/ada',
        '/news/people/ada/p/2',
      ]);
      expect(m.site.blogs).toEqual([{ id: 'news', routeBasePath: '/news', title: 'Blog', feeds: [] }]);
      const a = m.pages.find((p) => p.route === '/news/2024/01/01/a') as BlogPostPageData;
      expect([a.readingTime, a.lastUpdate]).toEqual([undefined, { date: '2024-06-01T00:00:00.000Z' }]);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('a blog with no post yet', () => {
  it('has its list page, empty, and nothing else', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-blog-empty-'));
    try {
      await mkdir(path.join(site, 'blog'));
      await writeFile(path.join(site, 'ctfdocs.config.yaml'), 'title: T\nurl: https://example.com\nblog:\n  - {}\n');
      const loaded = await loadSite({ rootDir: site, configPath: 'ctfdocs.config.yaml', dev: false });
      expect(loaded.diagnostics).toEqual([]);
      expect(loaded.model!.pages.filter((p) => p.kind.startsWith('blog-')).map((p) => [p.route, p.kind, 'items' in p ? p.items.length : undefined])).toEqual([['/blog', 'blog-list', 0]]);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  }, 60_000);
});
