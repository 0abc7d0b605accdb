// Each blog's feeds (feedOptions.type: RSS 2.0, Atom 1.0, JSON Feed 1.1) at
// `<routeBasePath>/rss.xml`, `atom.xml` and `feed.json`: its newest posts
// (feedOptions.limit) whose visibility allows feeds, each with its content
// as its page shows it. Posts are collected as the render loop makes their
// pages (as the llms files collect docs), and the feeds written at the end.
import type { BlogAuthor, PageData, SiteData, VisibilityContext } from '@ctfdocs/core';
import { feedRoute, feedTitle, isExternalUrl, localeConfig, pageVisibility, singleLine, visibilityContext } from '@ctfdocs/core';
import type { GeneratedFile } from '../llms.ts';
import type { FeedAuthor, FeedData, FeedItem } from './feed-data.ts';
import { FEED_WRITERS } from './index.ts';
import { postContentHtml } from './post-content.ts';

export class FeedOutput {
  private readonly items = new Map<string, FeedItem[]>();
  private readonly ctx: VisibilityContext;
  /** The site's URL with its baseUrl (this locale's), without the trailing slash: routes follow it. */
  private readonly base: string;

  /** `prefix`: where this locale's files go in the output (`fr/`), "" for the default locale. */
  constructor(
    private readonly site: SiteData,
    private readonly prefix = '',
  ) {
    this.ctx = visibilityContext(site);
    this.base = site.config.url.replace(/\/$/, '') + site.config.baseUrl.replace(/\/$/, '');
  }

  /** `html`: the post's page as rendered (undefined when it crashed in serve). */
  add(page: PageData, html: string | undefined) {
    if (page.kind !== 'blog-post' || html === undefined || !pageVisibility(page, this.ctx).feeds) return;
    const url = this.base + page.route;
    const item: FeedItem = {
      url,
      title: singleLine(page.title),
      date: page.date,
      ...(page.description ? { description: singleLine(page.description) } : {}),
      html: postContentHtml(html, url),
      authors: page.authors.map((a) => this.author(a)),
      tags: page.tags.map((t) => singleLine(t.label)),
      ...(page.image ? { image: page.image.url } : {}),
    };
    this.items.set(page.blogId, [...(this.items.get(page.blogId) ?? []), item]);
  }

  /** The feeds of every blog. */
  files(): GeneratedFile[] {
    const { config } = this.site;
    const out: GeneratedFile[] = [];
    for (const blog of config.blog) {
      const { feedOptions } = blog;
      if (!feedOptions.type.length) continue;
      const newest = [...(this.items.get(blog.id) ?? [])].sort((a, b) => (a.date === b.date ? (a.url < b.url ? -1 : 1) : a.date < b.date ? 1 : -1));
      const items = feedOptions.limit ? newest.slice(0, feedOptions.limit) : newest;
      const feed: Omit<FeedData, 'self'> = {
        title: singleLine(feedTitle(blog, config)),
        description: singleLine(feedOptions.description ?? `${config.title} Blog`),
        link: this.base + blog.routeBasePath,
        // A fixed date for a blog with no post yet: two builds of one tree are the same bytes.
        updated: items[0]?.date ?? new Date(0).toISOString(),
        language: feedOptions.language ?? localeConfig(config, this.site.locale.current).htmlLang,
        ...(feedOptions.copyright ? { copyright: singleLine(feedOptions.copyright) } : {}),
        ...(config.favicon && this.url(config.favicon) ? { icon: this.url(config.favicon) } : {}),
        publisher: singleLine(config.title),
        items,
      };
      for (const type of feedOptions.type) {
        const route = feedRoute(blog, type);
        out.push({ file: this.prefix + route.slice(1), contents: FEED_WRITERS[type]({ ...feed, self: this.base + route }) });
      }
    }
    return out;
  }

  private author(a: BlogAuthor): FeedAuthor {
    const url = a.page ? this.base + a.page : a.url && this.url(a.url);
    return {
      ...(a.name ? { name: singleLine(a.name) } : {}),
      ...(url ? { url } : {}),
      ...(a.email ? { email: a.email } : {}),
      ...(a.imageURL ? { avatar: this.absolute(a.imageURL) } : {}),
    };
  }

  /** An http(s) URL as it is, a path of the site (`/img/x.png`) as an absolute URL; anything else none. */
  private url(value: string): string | undefined {
    if (isExternalUrl(value) && !value.startsWith('//')) return value;
    return value.startsWith('/') && !value.startsWith('//') ? this.base + value : undefined;
  }

  /** An author's picture: its path already holds the baseUrl. */
  private absolute(value: string): string | undefined {
    return value.startsWith('/') ? this.site.config.url.replace(/\/$/, '') + value : value;
  }
}
