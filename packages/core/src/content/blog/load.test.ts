import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config/load.ts';
import { loadContent } from '../load.ts';

const dirs: string[] = [];
afterEach(async () => Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true }))));

async function site(files: Record<string, string>, blog = '  - path: blog\n', dev = false) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-blog-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
  const loaded = parseConfig(`title: T\nurl: https://example.com\nbaseUrl: /docs/\nblog:\n${blog}`, 'ctfdocs.config.yaml');
  expect(loaded.diagnostics).toEqual([]);
  return loadContent(loaded.config!, { rootDir: dir, includeDrafts: dev, configFile: 'ctfdocs.config.yaml' });
}

const AUTHORS = [
  'ada:',
  '  name: Ada Lovelace',
  '  title: Engineer',
  '  url: https://ada.example',
  '  image_url: /img/ada.png',
  '  socials: { github: ada, x: "@ada", newsletter: "https://news.example/ada" }',
  '  page: true',
  'grace:',
  '  name: Grace Hopper',
  '  image_url: https://img.example/grace.png',
  '',
].join('\n');

describe('blog posts', () => {
  it('dates and routes each post by its file name or front matter, newest first, with its title, excerpt and reading time', async () => {
    const g = await site({
      'blog/2024-05-01-launch.md': '---\nauthors: ada\n---\n\n# We launched\n\nSummary.\n\n<!-- truncate -->\n\nThe rest.\n',
      'blog/2024/06/02/second/index.md': '---\ntitle: Second\nauthors: [ada, grace]\n---\n\nShort.\n\n<!-- truncate -->\n',
      'blog/notes.md': `---\ndate: 2024-07-03\nslug: /custom/notes\nauthors:\n  - key: grace\n    title: Admiral\n---\n\n${'word '.repeat(400)}\n\n<!-- truncate -->\n`,
      'blog/authors.yml': AUTHORS,
      'blog/_partial.md': 'Not a post.\n',
    });
    expect(g.diagnostics).toEqual([]);
    const [blog] = g.blogs;
    expect(blog.posts.map((p) => [p.route, p.title, p.date, p.excerpt?.trim()])).toEqual([
      ['/blog/custom/notes', 'notes', '2024-07-03T00:00:00.000Z', `${'word '.repeat(400).trimEnd()}`],
      ['/blog/2024/06/02/second', 'Second', '2024-06-02T00:00:00.000Z', 'Short.'],
      ['/blog/2024/05/01/launch', 'We launched', '2024-05-01T00:00:00.000Z', '# We launched\n\nSummary.'],
    ]);
    // Words of the markdown as written, as Docusaurus counts them: the 400 words and the marker's three, at 200 a minute.
    expect(blog.posts[0].readingTime).toBe(403 / 200);
    expect(blog.posts[0].authors).toEqual([{ key: 'grace', name: 'Grace Hopper', title: 'Admiral', imageURL: 'https://img.example/grace.png' }]);
    expect(blog.posts[2].authors).toEqual([
      {
        key: 'ada',
        name: 'Ada Lovelace',
        title: 'Engineer',
        url: 'https://ada.example',
        imageURL: '/docs/img/ada.png',
        socials: { github: 'https://github.com/ada', x: 'https://x.com/ada', newsletter: 'https://news.example/ada' },
        page: '/blog/authors/ada',
      },
    ]);
    expect(blog.authors.grace.page).toBeUndefined();
  });

  it('keeps a draft out of a build and in serve, and an unlisted post out of the lists', async () => {
    const files = { 'blog/2024-01-01-draft.md': '---\ndraft: true\n---\n\nDraft.\n\n<!-- truncate -->\n', 'blog/2024-01-02-quiet.md': '---\nunlisted: true\n---\n\nQuiet.\n' };
    const built = (await site(files)).blogs[0].posts;
    expect(built.map((p) => [p.title, p.visibility.html, p.visibility.blogLists, p.visibility.feeds])).toEqual([
      ['quiet', true, false, false],
      ['draft', false, false, false],
    ]);
    expect((await site(files, undefined, true)).blogs[0].posts.find((p) => p.title === 'draft')?.visibility.html).toBe(true);
  });

  it('reports an unknown author with the keys there are, an author written in the post, and a URL that is no web address', async () => {
    const g = await site({
      'blog/authors.yml': `${AUTHORS}mallory:\n  name: Mallory\n  url: "javascript:alert(1)"\n  twitter_handle: m\n`,
      'blog/2024-01-01-a.md': '---\ntitle: A\nauthors:\n  - ada\n  - adda\n---\n\nA.\n\n<!-- truncate -->\n',
      'blog/2024-01-02-b.md': '---\ntitle: B\nauthors:\n  name: Guest Writer\n  url: "data:text/html,x"\n---\n\nB.\n\n<!-- truncate -->\n',
    });
    expect(g.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line} ${d.message}`)).toEqual([
      'warning blog/authors-unknown-key blog/authors.yml:14 mallory.twitter_handle: not an author field ctfdocs shows',
      'error blog/author-url blog/authors.yml:13 mallory.url: "javascript:alert(1)" is not an http(s) address or a path of the site',
      'error blog/unknown-author blog/2024-01-01-a.md:5 no author "adda" in blog/authors.yml',
      'warning blog/inline-author blog/2024-01-02-b.md:3 author "Guest Writer" is written in the post, not in blog/authors.yml',
      'error blog/author-url blog/2024-01-02-b.md:3 url: "data:text/html,x" is not an http(s) address or a path of the site',
    ]);
    expect(g.diagnostics[2].hint).toBe('The authors in blog/authors.yml are: ada, grace, mallory.');
    expect(g.blogs[0].authors.mallory).toEqual({ key: 'mallory', name: 'Mallory' });
  });

  it('warns of a post without a truncate marker or a date, and sorts oldest first when asked', async () => {
    const g = await site({ 'blog/2024-01-01-a.md': 'A.\n', 'blog/b.md': 'B.\n\n<!-- truncate -->\n' }, '  - sortPosts: ascending\n');
    expect(g.diagnostics.map((d) => `${d.code} ${d.file}`).sort()).toEqual(['blog/undated blog/b.md', 'blog/untruncated blog/2024-01-01-a.md']);
    expect(g.blogs[0].posts[0].title).toBe('a');
  });

  it("reads a locale's translation of a post over the post", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-blog-'));
    dirs.push(dir);
    await mkdir(path.join(dir, 'blog'));
    await mkdir(path.join(dir, 'i18n/fr/blog-blog'), { recursive: true });
    await writeFile(path.join(dir, 'blog/2024-01-01-hello.md'), '# Hello\n\nHi.\n\n<!-- truncate -->\n');
    await writeFile(path.join(dir, 'i18n/fr/blog-blog/2024-01-01-hello.md'), '# Bonjour\n\nSalut.\n\n<!-- truncate -->\n');
    const loaded = parseConfig('title: T\nurl: https://example.com\ni18n: { defaultLocale: en, locales: [en, fr] }\nblog:\n  - {}\n', 'ctfdocs.config.yaml');
    const g = await loadContent(loaded.config!, { rootDir: dir, includeDrafts: false, configFile: 'ctfdocs.config.yaml', locale: 'fr' });
    expect(g.blogs[0].posts.map((p) => [p.title, p.source, p.route])).toEqual([['Bonjour', 'i18n/fr/blog-blog/2024-01-01-hello.md', '/blog/2024/01/01/hello']]);
  });
});
