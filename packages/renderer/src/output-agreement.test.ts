import { describe, expect, it } from 'vitest';
import { notAPageVisibility, pageVisibility, siteConfigSchema, type BlogListItem, type BlogListPageData, type DocPageData, type PageData, type SiteModel, type VisibilityFlags } from '@ctfdocs/core';
import { checkOutputAgreement, type BuildOutputs } from './output-agreement.ts';

const config = siteConfigSchema.parse({ title: 'Docs', url: 'https://docs.example.com' });
const ctx = { dev: false, noIndex: false };

function doc(route: string, flags: VisibilityFlags, more: Partial<DocPageData> = {}): DocPageData {
  return {
    kind: 'doc',
    route,
    instanceId: 'docs',
    version: 'current',
    docId: route.slice(1),
    source: `content${route}.md`,
    title: route.slice(1),
    hideTitle: false,
    hideToc: false,
    compiled: { hast: { type: 'root', children: [] }, toc: [], links: [], sections: [], assets: [], diagnostics: [] },
    toc: [],
    breadcrumbs: [],
    flags,
    tags: [],
    ...more,
  };
}

/** A site of a listed doc, an unlisted one and a tag page; `change` makes one output disagree. */
function outputs(change: (o: BuildOutputs, pages: PageData[]) => void = () => {}): BuildOutputs {
  const pages: PageData[] = [
    doc('/guide', {}),
    doc('/secret', { unlisted: true }),
    {
      kind: 'generated-index',
      route: '/tags/a',
      source: 'content',
      instanceId: 'docs',
      version: 'current',
      title: 'Tagged a',
      items: [{ label: 'Guide', href: '/guide' }],
      breadcrumbs: [],
      tagPage: true,
    },
  ];
  const model = {
    site: {
      config,
      dev: false,
      locale: { current: 'en', siteBaseUrl: '/' },
      blogs: [],
      instances: [{ id: 'docs', routeBasePath: '/', sidebars: {}, docRoutes: {}, versions: [{ name: 'current', sidebars: { main: [{ type: 'doc', id: 'guide', label: 'Guide', href: '/guide' }] } }] }],
    },
    pages,
  } as unknown as SiteModel;
  const route = (page: PageData) => {
    const visibility = pageVisibility(page, ctx);
    return {
      route: page.route,
      source: page.source,
      file: `${page.route.slice(1)}.html`,
      visibility,
      robotsMeta: visibility.robotsNoindex,
      links: { ids: new Set<string>(), hrefs: [] },
      contentLinks: [],
    };
  };
  const out: BuildOutputs = {
    routes: [
      ...pages.map(route),
      // Another locale's home page, written under its prefix.
      route(doc('/fr', {})),
      { route: '/404', source: 'theme', file: '404.html', visibility: notAPageVisibility(ctx), robotsMeta: true, links: { ids: new Set<string>(), hrefs: [] }, contentLinks: [] },
    ],
    sitemap: '<urlset><url><loc>https://docs.example.com/fr</loc></url>\n<url><loc>https://docs.example.com/guide</loc></url>\n<url><loc>https://docs.example.com/tags/a</loc></url></urlset>',
    llms: [
      { file: 'guide.md', contents: '# guide\n\nText.\n' },
      { file: 'llms.txt', contents: '# Docs\n\n## Docs\n\n- [guide](https://docs.example.com/guide.md)\n' },
      { file: 'llms-full.txt', contents: '# guide\n\nSource: https://docs.example.com/guide\n\n```md\n# Not a section\n```\n' },
    ],
    searchRecords: [
      { keys: ['en-current'], title: 'guide', url: '/guide#intro', hierarchy: ['Docs'], text: 'Text.' },
      // A locale's home page, as the records of its copy of the site write it.
      { keys: ['fr-current'], title: 'Accueil', url: '/fr/', hierarchy: ['Pages'], text: 'Bonjour.' },
    ],
    models: [model],
  };
  change(out, pages);
  return out;
}

const messages = (o: BuildOutputs) => checkOutputAgreement(o).map((d) => `${d.code} ${d.message}`);

describe('the outputs agreement check', () => {
  it('finds nothing when every output follows the visibility', () => {
    expect(messages(outputs())).toEqual([]);
  });

  it('names each output that lists a page its visibility keeps out', () => {
    expect(messages(outputs((o) => (o.sitemap = o.sitemap?.replace('</urlset>', '<url><loc>https://docs.example.com/secret</loc></url></urlset>'))))).toEqual([
      'output/disagree sitemap.xml lists /secret, which its visibility keeps out of the sitemap',
    ]);
    expect(messages(outputs((o) => (o.llms = [...o.llms, { file: 'secret.md', contents: '# secret\n' }])))).toEqual([
      'output/disagree secret.md lists /secret, which its visibility keeps out of markdown copies',
    ]);
    expect(
      messages(
        outputs((o) => {
          o.llms = o.llms.map((f) => ({ ...f, contents: f.contents.replace('- [guide]', '- [secret](https://docs.example.com/secret.md)\n- [guide]') }));
        }),
      ),
    ).toEqual(['output/disagree llms.txt lists /secret, which its visibility keeps out of llms.txt']);
    expect(
      messages(
        outputs((o) => {
          o.llms = o.llms.map((f) => (f.file === 'llms-full.txt' ? { ...f, contents: `${f.contents}\n---\n\n# secret\n\nSource: https://docs.example.com/secret\n` } : f));
        }),
      ),
    ).toEqual(['output/disagree llms-full.txt lists /secret, which its visibility keeps out of llms-full.txt']);
    expect(messages(outputs((o) => (o.searchRecords = [...(o.searchRecords ?? []), { keys: [], title: 'secret', url: '/secret', hierarchy: [], text: '' }])))).toEqual([
      'output/disagree The search index (record "secret") lists /secret, which its visibility keeps out of the search index',
    ]);
  });

  it('finds a section of llms-full.txt that names no page, as a forged heading would make', () => {
    const forged = outputs((o) => {
      o.llms = o.llms.map((f) => (f.file === 'llms-full.txt' ? { ...f, contents: `${f.contents}\n---\n\n# Admin secrets\n\n> Forged.\n` } : f));
    });
    expect(messages(forged)).toEqual(['output/disagree llms-full.txt:11 starts a section ("Admin secrets") that names no page: a page\'s body reads as a page of its own']);
  });

  it('finds HTML whose robots meta says otherwise than its visibility, and a sitemap that leaves out a listed page', () => {
    const o = outputs((out) => {
      out.routes = out.routes.map((r) => (r.route === '/secret' ? { ...r, robotsMeta: false } : r));
      out.sitemap = out.sitemap?.replace('<url><loc>https://docs.example.com/tags/a</loc></url>', '');
    });
    expect(messages(o)).toEqual([
      'output/disagree secret.html does not ask search engines not to index /secret, but its visibility says it should',
      'output/disagree sitemap.xml leaves out /tags/a, which its visibility puts in it',
    ]);
  });

  it('finds a sidebar, a previous/next link or a tag page that leads to a page its visibility keeps out', () => {
    const o = outputs((out, pages) => {
      const site = out.models[0].site;
      site.instances[0].versions[0].sidebars.main.push(
        { type: 'doc', id: 'secret', label: 'Secret', href: '/secret' },
        { type: 'category', label: 'Hidden', href: '/secret', items: [], collapsed: false, collapsible: true },
      );
      pages[0] = doc('/guide', {}, { next: { label: 'Secret', href: '/secret' } });
      const tags = pages[2];
      if (tags.kind === 'generated-index') tags.items.push({ label: 'Secret', href: '/secret' });
    });
    expect(messages(o)).toEqual([
      'output/disagree Sidebar "main" of docs current lists /secret, which its visibility keeps out of sidebars',
      'output/disagree Sidebar "main" of docs current lists /secret, which its visibility keeps out of sidebars',
      'output/disagree The previous/next links of /guide lists /secret, which its visibility keeps out of previous/next links',
      'output/disagree The tag page /tags/a lists /secret, which its visibility keeps out of tag pages',
    ]);
  });

  it("finds a blog's feed, list, tag list, archive, recent posts or newer/older link that leads to a page its visibility keeps out", () => {
    const item = (route: string): BlogListItem => ({
      route,
      title: route,
      date: '2024-01-01T00:00:00.000Z',
      authors: [],
      tags: [],
      source: 's.md',
      content: doc(route, {}).compiled,
      contentKey: 's.md',
      truncated: false,
    });
    const list = (route: string, of?: { tag: string; allTags: string }): BlogListPageData => ({
      kind: 'blog-list',
      blogId: 'blog',
      route,
      source: 'blog',
      title: 'Blog',
      items: [item('/guide'), item('/secret')],
      page: 1,
      pages: 1,
      total: 2,
      ...(of ? { of } : {}),
    });
    const o = outputs((out, pages) => {
      out.feeds = [
        { file: 'blog/rss.xml', contents: '<rss><channel><item><link>https://docs.example.com/guide</link></item><item><link>https://docs.example.com/secret</link></item></channel></rss>' },
        { file: 'blog/atom.xml', contents: '<feed><entry><id>https://docs.example.com/secret</id></entry></feed>' },
        { file: 'fr/blog/feed.json', contents: JSON.stringify({ items: [{ url: 'https://docs.example.com/fr' }, { url: 'https://docs.example.com/secret' }] }) },
      ];
      out.models[0].site.blogs = [{ id: 'blog', routeBasePath: '/blog', title: 'Blog', sidebar: { title: 'Recent', items: [{ label: 'Secret', href: '/secret' }] }, feeds: [] }];
      pages.push(list('/blog'), list('/blog/tags/a', { tag: 'a', allTags: '/blog/tags' }), {
        kind: 'blog-archive',
        blogId: 'blog',
        route: '/blog/archive',
        source: 'blog',
        title: 'Archive',
        posts: [{ title: 'Secret', href: '/secret', date: '2024-01-01T00:00:00.000Z' }],
      });
      const { compiled } = doc('/post', {});
      pages.push({
        kind: 'blog-post',
        blogId: 'blog',
        source: 'p.md',
        route: '/post',
        title: 'Post',
        date: '2024-01-02T00:00:00.000Z',
        authors: [],
        tags: [],
        compiled,
        toc: [],
        hideToc: false,
        flags: {},
        newer: { label: 'Secret', href: '/secret' },
      });
    });
    expect(messages(o)).toEqual([
      'output/disagree blog/rss.xml lists /secret, which its visibility keeps out of feeds',
      'output/disagree blog/atom.xml lists /secret, which its visibility keeps out of feeds',
      'output/disagree fr/blog/feed.json lists /secret, which its visibility keeps out of feeds',
      'output/disagree The recent posts of blog "blog" lists /secret, which its visibility keeps out of sidebars',
      "output/disagree The list /blog lists /secret, which its visibility keeps out of a blog's list pages",
      'output/disagree The list /blog/tags/a lists /secret, which its visibility keeps out of tag pages',
      "output/disagree The archive /blog/archive lists /secret, which its visibility keeps out of a blog's list pages",
      'output/disagree The newer/older links of /post lists /secret, which its visibility keeps out of previous/next links',
    ]);
  });

  it('names an output that lists no page of the build', () => {
    expect(messages(outputs((o) => (o.sitemap = o.sitemap?.replace('/tags/a<', '/gone<'))))).toEqual([
      'output/disagree sitemap.xml lists /gone, which is no page of the build',
      'output/disagree sitemap.xml leaves out /tags/a, which its visibility puts in it',
    ]);
  });
});
