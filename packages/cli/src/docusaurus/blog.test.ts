import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '@ctfdocs/core';
import { convertBlog } from './blog.ts';
import { compact, type NotCarried } from './keys.ts';

let site: string;
beforeAll(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-import-blog-'));
  await mkdir(path.join(site, 'blog'));
  await mkdir(path.join(site, 'news'));
});
afterAll(() => rm(site, { recursive: true, force: true }));

const convert = (options: unknown) => {
  const out: NotCarried[] = [];
  const { blog } = convertBlog(options, 'presets[0][1].blog', 'docusaurus.config.js', site, out);
  return { blog: blog && compact(blog), reported: out.map((n) => `${n.key}: ${n.reason}`) };
};

describe("a Docusaurus blog's options", () => {
  it("carry over under the same names, a RegExp marker as its source and Docusaurus's log as warn, into a config ctfdocs accepts", () => {
    const { blog, reported } = convert({
      path: 'news',
      routeBasePath: '/news/',
      archiveBasePath: null,
      postsPerPage: 'ALL',
      blogSidebarCount: 0,
      truncateMarker: /<!--\s*more\s*-->/,
      sortPosts: 'ascending',
      editUrl: 'https://github.com/x/y/edit/main/',
      onInlineAuthors: 'log',
      onUntruncatedBlogPosts: 'throw',
      feedOptions: { type: ['rss', 'json'], limit: false, language: 'fr' },
    });
    expect(reported).toEqual([]);
    expect(blog).toEqual({
      id: 'blog',
      path: 'news',
      routeBasePath: '/news',
      archiveBasePath: null,
      postsPerPage: 'ALL',
      blogSidebarCount: 0,
      truncateMarker: '<!--\\s*more\\s*-->',
      editUrl: 'https://github.com/x/y/edit/main/',
      sortPosts: 'ascending',
      feedOptions: { type: ['rss', 'json'], language: 'fr', limit: false },
      onInlineAuthors: 'warn',
      onUntruncatedBlogPosts: 'throw',
    });
    const loaded = parseConfig(JSON.stringify({ title: 'T', url: 'https://example.com', blog: [blog] }), 'ctfdocs.config.yaml');
    expect(loaded.diagnostics).toEqual([]);
  });

  it('report what takes code or a tags file, with the key path', () => {
    const { reported } = convert({
      blogPostComponent: '@site/src/Post',
      remarkPlugins: [],
      readingTime: () => 1,
      editUrl: () => 'x',
      sortPosts: () => [],
      tags: 'tags.yml',
      feedOptions: { createFeedItems: () => [], xslt: true, type: 'rss' },
    });
    expect(reported).toEqual([
      'presets[0][1].blog.editUrl: a function: ctfdocs takes a URL that the file path is appended to',
      "presets[0][1].blog.sortPosts: ctfdocs's config is YAML: it runs no component or function of the site's; posts are sorted by date",
      'presets[0][1].blog.blogPostComponent: ctfdocs draws the blog with its own theme components',
      "presets[0][1].blog.remarkPlugins: a blog has no plugin lists of its own in ctfdocs: its posts take the site's markdown.remarkPlugins and markdown.rehypePlugins, which every page takes",
      "presets[0][1].blog.readingTime: ctfdocs's config is YAML: it runs no component or function of the site's; reading time is words / 200, as Docusaurus's default",
      'presets[0][1].blog.tags: ctfdocs reads no tags file: tags are the names posts give',
      "presets[0][1].blog.feedOptions.createFeedItems: ctfdocs's config is YAML: it runs no component or function of the site's",
      'presets[0][1].blog.feedOptions.xslt: ctfdocs writes its feeds without a stylesheet',
    ]);
  });

  it('leave out a blog whose folder is missing or whose id ctfdocs cannot take, saying so', () => {
    expect(convert({ path: 'posts' })).toEqual({ blog: undefined, reported: ['presets[0][1].blog.path: the blog folder posts does not exist: the blog is left out'] });
    expect(convert({ id: 'Team_Blog' }).reported).toEqual([
      'presets[0][1].blog.id: ctfdocs blog ids are lower-case letters, digits and "-": the blog "Team_Blog" is left out; add it by hand under blog:',
    ]);
    expect(convert({ id: 'news', path: 'news' }).blog).toMatchObject({ id: 'news', path: 'news', routeBasePath: '/blog' });
  });
});
