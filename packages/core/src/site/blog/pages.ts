// The pages of every blog, as Docusaurus's blog plugin makes them: a page
// per post (with the newer and older posts), the blog's paginated list of
// posts (each a summary: the part before its truncate marker), its tags and
// each tag's list, its authors and each author's list (for authors the
// authors file gives a page), and its archive. Which posts each page lists
// is their visibility's answer (site/visibility.ts).
import path from 'node:path';
import type { ImageRegistry } from '../../assets/images.ts';
import type { SiteConfig } from '../../config/schema.ts';
import type { LastUpdate } from '../../git/last-update.ts';
import { joinRoute } from '../../routes/join.ts';
import { formatText, pluralForm, type ThemeTexts } from '../../shared/theme-texts.ts';
import type { BlogInstance, BlogListItem, BlogPost, BlogPostHeader, BlogPostPageData, CompiledMarkdown, ContentGraph, Diagnostic } from '../../types.ts';
import { shownLastUpdate } from '../last-update.ts';
import { frontMatterImage } from '../page-image.ts';
import type { SitePart } from '../site-part.ts';
import { flagsOf, type Output } from '../visibility.ts';
import { excerptKey } from './content-keys.ts';
import { paginatedList } from './lists.ts';
import { summaryOf } from './summary.ts';
import { blogTags } from './tags.ts';

export interface BlogPagesInput {
  graph: ContentGraph;
  config: SiteConfig;
  rootDir: string;
  /** Each compiled markdown file, by source, and each excerpt by its key (CompiledSources.bySource). */
  compiled: ReadonlyMap<string, CompiledMarkdown>;
  /** The shell's texts in the locale: the titles of tag, author and archive pages are made from them. */
  texts: ThemeTexts;
  locale: string;
  /** Git's last update of each file shown with one, by absolute path. */
  lastUpdates: ReadonlyMap<string, LastUpdate>;
  /** Where `image` front matter is published. */
  images: ImageRegistry;
}

export function blogPages(input: BlogPagesInput): SitePart {
  const part: SitePart = { pages: [], routes: [], diagnostics: [] };
  for (const blog of input.graph.blogs) {
    const made = oneBlog(blog, input, part.diagnostics);
    for (const page of made) {
      part.pages.push(page);
      part.routes.push({ path: page.route, kind: 'blog', source: page.kind === 'blog-post' ? page.source : blog.config.path });
    }
    for (const post of blog.posts) if (post.visibility.html) part.diagnostics.push(...(input.compiled.get(post.source)?.diagnostics ?? []));
  }
  return part;
}

function oneBlog(blog: BlogInstance, input: BlogPagesInput, diagnostics: Diagnostic[]): SitePart['pages'] {
  const { config: b } = blog;
  const { texts, locale } = input;
  const posts = blog.posts.filter((p) => p.visibility.html);
  const listedIn = (output: Output) => posts.filter((p) => p.visibility[output]);
  const nPosts = (count: number) => formatText(pluralForm(texts['theme.blog.post.plurals'], count, locale), { count });
  const tags = blogTags(b, listedIn('tagPages'), texts['theme.tags.tagsPageTitle']);
  const header = (post: BlogPost): BlogPostHeader => ({
    route: post.route,
    title: post.title,
    date: post.date,
    authors: post.authors,
    tags: [...new Set(post.frontMatter.tags ?? [])].map((label) => {
      const href = tags.hrefOf(label);
      return href ? { label, href } : { label };
    }),
    ...(post.readingTime === undefined ? {} : { readingTime: post.readingTime }),
  });
  const item = (post: BlogPost): BlogListItem => {
    const contentKey = post.excerpt === undefined ? post.source : excerptKey(post.source);
    return { ...header(post), source: post.source, content: input.compiled.get(contentKey)!, contentKey, truncated: post.excerpt !== undefined };
  };
  const pages: SitePart['pages'] = [];

  // Newer and older posts by date, whichever way the blog lists them.
  const inSequence = listedIn('prevNext').sort((x, y) => (x.date < y.date ? 1 : x.date > y.date ? -1 : 0));
  for (const post of posts) {
    const compiled = input.compiled.get(post.source)!;
    const fm = post.frontMatter;
    const at = inSequence.indexOf(post);
    const link = (other: BlogPost | undefined) => (other ? { label: other.title, href: other.route } : undefined);
    const image = frontMatterImage(post, { rootDir: input.rootDir, images: input.images, siteUrl: input.config.url }, diagnostics);
    const page: BlogPostPageData = {
      kind: 'blog-post',
      blogId: b.id,
      source: post.source,
      ...header(post),
      description: fm.description ?? summaryOf(compiled),
      compiled,
      toc: compiled.toc,
      hideToc: Boolean(fm.hide_table_of_contents),
      keywords: fm.keywords,
      ...(image ? { image } : {}),
      flags: flagsOf(fm),
      newer: at > 0 ? link(inSequence[at - 1]) : undefined,
      older: at >= 0 ? link(inSequence[at + 1]) : undefined,
      editUrl: b.editUrl ? b.editUrl.replace(/\/?$/, '/') + post.source : undefined,
      lastUpdate: shownLastUpdate(b, fm.last_update, input.lastUpdates.get(path.resolve(input.rootDir, post.source))),
    };
    pages.push(page);
  }

  const listed = listedIn('blogLists');
  pages.push(...paginatedList({ blog: b, route: b.routeBasePath, title: b.blogTitle, description: b.blogDescription, items: listed.map(item) }));

  if (tags.list) {
    pages.push(tags.list);
    for (const tag of tags.tags) {
      const title = formatText(texts['theme.blog.tagTitle'], { nPosts: nPosts(tag.posts.length), tagName: tag.label });
      pages.push(...paginatedList({ blog: b, route: tag.href, title, of: { tag: tag.label, allTags: tags.list.route }, items: tag.posts.map(item) }));
    }
  }

  const withPages = Object.values(blog.authors).filter((a): a is typeof a & { page: string } => a.page !== undefined);
  if (withPages.length) {
    const route = joinRoute(b.routeBasePath, b.authorsBasePath);
    const postsBy = (key: string | undefined) => listed.filter((p) => p.authors.some((a) => a.key === key));
    pages.push({
      kind: 'blog-authors',
      blogId: b.id,
      route,
      source: b.path,
      title: texts['theme.blog.authorsList.pageTitle'],
      authors: withPages.map((a) => ({ ...a, count: postsBy(a.key).length })),
    });
    for (const author of withPages) {
      const by = postsBy(author.key);
      const title = formatText(texts['theme.blog.author.pageTitle'], { authorName: author.name ?? author.key ?? '', nPosts: nPosts(by.length) });
      pages.push(...paginatedList({ blog: b, route: author.page, title, description: author.description, of: { author, allAuthors: route }, items: by.map(item) }));
    }
  }

  if (b.archiveBasePath !== null && listed.length) {
    pages.push({
      kind: 'blog-archive',
      blogId: b.id,
      route: joinRoute(b.routeBasePath, b.archiveBasePath),
      source: b.path,
      title: texts['theme.blog.archive.title'],
      description: texts['theme.blog.archive.description'],
      posts: listed.map((p) => ({ title: p.title, href: p.route, date: p.date })),
    });
  }
  return pages;
}
