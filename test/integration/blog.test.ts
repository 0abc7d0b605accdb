// The blog fixture (test/fixtures/blog): 25 posts by 3 authors, with tags,
// a draft, an unlisted post, an MDX post, a post in a folder with its
// picture, one dated by front matter with its own slug, and one without a
// truncate marker. Built once; its pages' HTML, its pagination and
// summaries, its feeds (read back by a real XML parser and as JSON Feed
// 1.1), and the site-wide outputs it reaches (search, sitemap, llms.txt).
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '@ctfdocs/renderer';
import { copyFixture, repoRoot } from '../helpers/fixture.ts';
import { readAtom, readJsonFeed, readRss } from '../helpers/feeds.ts';

let out: string;
let result: BuildResult;
const read = (file: string) => readFile(path.join(out, file), 'utf8');
const SITE = 'https://blog.example.com';

/** The h2 titles of a list page's posts, in order. */
const listed = (html: string) => [...html.matchAll(/<h2 class="blog-post-title"><a href="([^"]*)">([^<]*)<\/a><\/h2>/g)].map((m) => m[2]);
/** The posts of the fixture's list pages, newest first: 25 less the draft and the unlisted one. */
const LISTED = [
  'A short note',
  'Posts in MDX',
  'Community call',
  'Pictures in posts',
  'Year in review',
  'Scaling',
  'Release 2.2',
  'Notifications',
  'Brackets',
  'Release 2.1',
  'Backups',
  'API tokens',
  'Release 2.0',
  'Themes',
  'Running an event',
  'Release 1.2',
  'Plugins 101',
  'Dynamic challenges',
  'Hints that help',
  'Release 1.1',
  'Team mode',
  'Scoring explained',
  'Release 1.0',
];

beforeAll(async () => {
  const dir = await copyFixture('blog');
  out = await mkdtemp(path.join(repoRoot, 'test/tmp', 'blog-out-'));
  result = await buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: out, write: true });
}, 120_000);

describe('the blog fixture', () => {
  it('builds with no warning, the MDX post named as code that runs at build time', () => {
    expect(result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}`)).toEqual(['notice build/runs-code site/blog/mdx/2025-02-03-interactive.mdx']);
    expect(result.ok).toBe(true);
  });

  it('lists 23 posts, newest first, 10 to a page, with links to the newer and older pages', async () => {
    const pages = [await read('blog.html'), await read('blog/page/2.html'), await read('blog/page/3.html')];
    expect(pages.flatMap(listed)).toEqual(LISTED);
    expect(pages.map((p) => listed(p).length)).toEqual([10, 10, 3]);
    expect(existsSync(path.join(out, 'blog/page/4.html'))).toBe(false);
    const nav = (html: string) => /<nav class="pagination-nav" aria-label="Blog list page navigation">(.*?)<\/nav>/.exec(html)?.[1];
    expect(nav(pages[0])).toBe('<span></span><a class="pagination-link pagination-next" href="/blog/page/2" rel="next"><span class="pagination-label">Older entries<!-- --> »</span></a>');
    expect(nav(pages[1])).toContain('href="/blog" rel="prev"');
    expect(nav(pages[1])).toContain('href="/blog/page/3" rel="next"');
    expect(nav(pages[2])).toBe('<a class="pagination-link pagination-prev" href="/blog/page/2" rel="prev"><span class="pagination-label">« <!-- -->Newer entries</span></a>');
  });

  it('shows each post on a list page up to its truncate marker, with "Read more", and a post without one whole', async () => {
    const page3 = await read('blog/page/3.html');
    expect(page3).toContain('<div class="markdown"><p>Scoring explained is post number 2 of the fixture blog. It says what changed and why.</p></div>');
    expect(page3).not.toContain('which only the post&#x27;s page shows');
    expect(page3).toContain('<a class="blog-read-more" href="/blog/2024/01/22/scoring-explained" aria-label="Read more about Scoring explained">Read more</a>');
    const first = await read('blog.html');
    const note = first.slice(first.indexOf('>A short note</a></h2>'), first.indexOf('>Posts in MDX</a></h2>'));
    expect(note).toContain('Back up before you upgrade.');
    expect(note).toContain('ctfd');
    expect(note).not.toContain('blog-read-more');
    // The MDX post's summary is rendered from its excerpt's module; its component is after the marker.
    const mdx = first.slice(first.indexOf('>Posts in MDX</a></h2>'), first.indexOf('>Community call</a></h2>'));
    expect(mdx).toContain('<p>An MDX post, summarised like any other.</p>');
    expect(mdx).not.toContain('Written in MDX');
    // A picture beside a post is published with the post and shown in its summary.
    expect(first).toMatch(/<img src="\/assets\/images\/diagram\.[0-9a-f]{10}\.png" alt="A blue diagram" width="64" height="32"/);
  });

  it('gives a post its header, content, tags, edit link and the newer and older posts', async () => {
    const html = await read('blog/2024/01/22/scoring-explained.html');
    expect(html).toContain('<title>Scoring explained | Fixture Blog</title>');
    expect(html).toContain('<meta name="description" content="Scoring explained is post number 2 of the fixture blog. It says what changed and why."/>');
    expect(html).toContain(
      '<h1 class="blog-post-title">Scoring explained</h1><div class="blog-post-meta"><time dateTime="2024-01-22T00:00:00.000Z">January 22, 2024</time> · <span class="blog-reading-time">One min read</span></div>',
    );
    expect(html).toContain(
      '<div class="blog-author"><img class="blog-author-image" src="/img/grace.svg" alt="" width="40" height="40" loading="lazy"/><div class="blog-author-info"><span class="blog-author-name"><a href="/blog/authors/grace">Grace Hopper</a></span><span class="blog-author-title">Release manager</span></div></div>',
    );
    expect(html).toContain('<h2 id="what-changed">What changed</h2>');
    expect(html).toContain('<a href="/blog/2024/01/08/release-1-0">the first release</a> and <a href="/guide/intro">the guide</a>');
    expect(html).toContain('<a class="doc-tag" href="/blog/tags/scoring" rel="tag">scoring</a>');
    expect(html).toContain('href="https://github.com/fixture/blog/edit/main/site/blog/2024-01-22-scoring-explained.md"');
    expect(html).toContain('<a class="pagination-link pagination-prev" href="/blog/2024/02/05/team-mode" rel="prev"><span class="pagination-sublabel">Newer post</span>');
    expect(html).toContain('<a class="pagination-link pagination-next" href="/blog/2024/01/08/release-1-0" rel="next"><span class="pagination-sublabel">Older post</span>');
    expect(html).toContain('<aside class="toc-desktop"');
    // The recent posts beside it, and offered in the navbar's drawer.
    expect(html).toContain('<aside class="doc-sidebar blog-sidebar" aria-label="Recent posts">');
    expect([...html.matchAll(/<li class="menu-list-item"><a class="menu-link" href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      '/blog/2025/03/17/short-note',
      '/blog/2025/02/03/mdx/interactive',
      '/blog/community-call',
      '/blog/2025/01/06/welcome-images',
      '/blog/2024/09/16/year-in-review',
    ]);
    expect(html).toContain('data-show-secondary=""');
    // The docs link to posts as to any page.
    expect(await read('guide/intro.html')).toContain('<a href="/blog/2024/01/08/release-1-0">first release</a>');
  });

  it("takes a post's title from its body's h1 out of the body, as Docusaurus's blog does: the header shows it once", async () => {
    const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[0]);
    // Titled by its h1 alone.
    const review = await read('blog/2024/09/16/year-in-review.html');
    expect(h1s(review)).toEqual(['<h1 class="blog-post-title">Year in review</h1>']);
    expect(review).toContain('<title>Year in review | Fixture Blog</title>');
    // Titled by its front matter, its h1 (after an MDX import) left out all the same.
    expect(h1s(await read('blog/2025/02/03/mdx/interactive.html'))).toEqual(['<h1 class="blog-post-title">Posts in MDX</h1>']);
    // Nor does a summary or the markdown copy repeat it.
    const list = await read('blog.html');
    expect(list).toContain('Year in review is post number 19');
    expect(list).not.toContain('Interactive posts');
    expect(h1s(list)).toEqual(['<h1>News</h1>']);
    expect((await read('blog/2024/09/16/year-in-review.md')).match(/^# .*/gm)).toEqual(['# Year in review']);
    expect((await read('blog/2025/02/03/mdx/interactive.md')).match(/^# .*/gm)).toEqual(['# Posts in MDX']);
    expect(await searchText()).not.toContain('Interactive posts');
  });

  it("gives a post its image front matter as its social image, published beside it, and its feeds' picture", async () => {
    const html = await read('blog/2025/01/06/welcome-images.html');
    const image = /<meta property="og:image" content="(https:\/\/blog\.example\.com\/assets\/images\/diagram\.[0-9a-f]{10}\.png)"\/>/.exec(html)?.[1];
    expect(image).toBeDefined();
    expect(html).toContain('<meta property="og:image:width" content="64"/><meta property="og:image:height" content="32"/>');
    expect(html).toContain(`<meta name="twitter:image" content="${image}"/>`);
    const json = JSON.parse(await read('blog/feed.json')) as { items: Array<{ title: string; image?: string }> };
    expect(json.items.find((i) => i.title === 'Pictures in posts')?.image).toBe(image);
  });

  it('routes a post by its front matter slug and date, and one in a dated folder under that folder', async () => {
    const call = await read('blog/community-call.html');
    expect(call).toContain('<time dateTime="2025-01-20T00:00:00.000Z">January 20, 2025</time>');
    expect(call).toContain('<meta name="description" content="Join the monthly call with the maintainers."/>');
    expect(call).toContain('<meta name="keywords" content="call, community"/>');
    // A key with a field of the post's own over the authors file's.
    expect(call).toContain('<a href="https://linus.example.com" target="_blank" rel="noopener noreferrer">Linus Example</a></span><span class="blog-author-title">Guest editor</span>');
    expect(await read('blog/2025/02/03/mdx/interactive.html')).toContain('<p class="admonition-title">Written in MDX</p>');
  });

  it('publishes no draft, and an unlisted post only at its URL', async () => {
    expect(existsSync(path.join(out, 'blog/2025/02/17/draft-plans.html'))).toBe(false);
    const secret = await read('blog/2025/03/03/secret-preview.html');
    expect(secret).toContain('<meta name="robots" content="noindex"/>');
    // Its tag only it carries has no page: shown, not linked.
    expect(secret).toContain('<span class="doc-tag">preview</span>');
    for (const file of [
      'blog.html',
      'blog/tags/release.html',
      'blog/archive.html',
      'blog/authors/grace.html',
      'blog/rss.xml',
      'blog/atom.xml',
      'blog/feed.json',
      'sitemap.xml',
      'llms.txt',
      'llms-full.txt',
    ]) {
      expect(await read(file), file).not.toMatch(/secret-preview|draft-plans|Secret preview|Draft plans/);
    }
    expect(existsSync(path.join(out, 'blog/tags/preview.html'))).toBe(false);
    expect((await searchText()).toLowerCase()).not.toMatch(/secret preview|draft plans/);
  });

  it('makes tag pages, author pages and the archive', async () => {
    const tags = await read('blog/tags.html');
    expect([...tags.matchAll(/<a class="doc-tag" href="([^"]*)" rel="tag">([^<]*)(?:<!-- -->)? <span class="blog-tag-count">(\d+)<\/span>/g)].map((m) => `${m[2]} ${m[3]} ${m[1]}`)).toEqual([
      'api 1 /blog/tags/api',
      'events 4 /blog/tags/events',
      'guide 5 /blog/tags/guide',
      'operations 3 /blog/tags/operations',
      'plugins 3 /blog/tags/plugins',
      'release 6 /blog/tags/release',
      'scoring 3 /blog/tags/scoring',
      'teams 2 /blog/tags/teams',
    ]);
    const release = await read('blog/tags/release.html');
    expect(release).toContain('<title>6 posts tagged with &quot;release&quot; | Fixture Blog</title>');
    expect(release).toContain('<a href="/blog/tags">View all tags</a>');
    expect(listed(release)).toEqual(['Release 2.2', 'Release 2.1', 'Release 2.0', 'Release 1.2', 'Release 1.1', 'Release 1.0']);
    const authors = await read('blog/authors.html');
    expect([...authors.matchAll(/<a href="(\/blog\/authors\/[^"]*)">([^<]*)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`)).toEqual(['Ada Lovelace /blog/authors/ada', 'Grace Hopper /blog/authors/grace']);
    const ada = await read('blog/authors/ada.html');
    expect(ada).toContain('<title>Ada Lovelace - 10 posts | Fixture Blog</title>');
    expect(ada).toContain('<h1 class="blog-author-name">Ada Lovelace</h1>');
    expect(ada).toContain('<p>10 posts</p>');
    expect(listed(ada)[0]).toBe('A short note');
    // Linus has no page: the authors file gives him none.
    expect(existsSync(path.join(out, 'blog/authors/linus.html'))).toBe(false);
    const archive = await read('blog/archive.html');
    expect([...archive.matchAll(/<h2>(\d{4})<\/h2>/g)].map((m) => m[1])).toEqual(['2025', '2024']);
    expect([...archive.matchAll(/<\/time> <a href="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1])).toEqual(LISTED);
  });

  it('writes RSS 2.0, Atom 1.0 and JSON Feed 1.1 of the 20 newest posts, each valid, and names them in every page', async () => {
    const feeds = { rss: readRss(await read('blog/rss.xml')), atom: readAtom(await read('blog/atom.xml')), json: readJsonFeed(await read('blog/feed.json')) };
    for (const [type, feed] of Object.entries(feeds)) {
      expect(feed.problems, type).toEqual([]);
      expect(feed.title, type).toBe('Fixture Blog');
      expect(
        feed.items.map((i) => i.title),
        type,
      ).toEqual(LISTED.slice(0, 20));
      expect(feed.items[2].url, type).toBe(`${SITE}/blog/community-call`);
      expect(feed.items[2].authors, type).toEqual(type === 'rss' ? ['Ada Lovelace', 'grace@example.com (Grace Hopper)', 'Linus Example'] : ['Ada Lovelace', 'Grace Hopper', 'Linus Example']);
      expect(feed.items[2].tags, type).toEqual(['events']);
      // The whole post, its links and pictures absolute: a feed reader resolves no path of the site.
      const pictures = feed.items.find((i) => i.title === 'Pictures in posts')!.html;
      expect(pictures, type).toMatch(/<img src="https:\/\/blog\.example\.com\/assets\/images\/diagram\.[0-9a-f]{10}\.png"/);
      expect(pictures, type).toContain(`<a href="${SITE}/blog/2024/01/22/scoring-explained">link to the scoring post</a>`);
      expect(feed.items[0].html, type).not.toContain('<button');
    }
    expect(feeds.rss.items[0].date).toBe('Mon, 17 Mar 2025 00:00:00 GMT');
    for (const file of ['index.html', 'blog.html', 'guide/intro.html']) {
      const head = (await read(file)).split('</head>')[0];
      expect(head, file).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Fixture Blog RSS Feed"/>');
      expect(head, file).toContain('<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title="Fixture Blog Atom Feed"/>');
      expect(head, file).toContain('<link rel="alternate" type="application/feed+json" href="/blog/feed.json" title="Fixture Blog JSON Feed"/>');
    }
  });

  it('puts posts in search, the sitemap and llms.txt, each with its markdown copy', async () => {
    expect(await searchText()).toContain('The details of backups');
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain(`<loc>${SITE}/blog/2024/01/22/scoring-explained</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/blog/page/2</loc>`);
    const llms = await read('llms.txt');
    expect(llms).toContain('\n## News\n');
    expect(llms).toContain(`- [Community call](${SITE}/blog/community-call.md): Join the monthly call with the maintainers.`);
    expect((await read('blog/llms.txt')).match(/^- /gm)).toHaveLength(LISTED.length);
    expect(await read('blog/community-call.md')).toContain('## Agenda');
    expect(await read('blog/2025/02/03/mdx/interactive.md')).toContain('This box is a theme component.');
    expect(await read('blog/community-call.html')).toContain('<link rel="alternate" type="text/markdown" href="/blog/community-call.md"/>');
  });
});

async function searchText(): Promise<string> {
  const dir = path.join(out, 'assets/search');
  const shards = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.json'));
  return (await Promise.all(shards.map((f) => readFile(path.join(dir, f), 'utf8')))).join('\n');
}
