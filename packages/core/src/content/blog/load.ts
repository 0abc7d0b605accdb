// The posts of each blog the config names, as Docusaurus reads them: every
// markdown file of the blog's folder that its include/exclude globs take
// (a locale's translations under `i18n/<locale>/blog-<id>/` over them), dated
// by front matter or file name, routed by slug or file name, with its
// authors, its excerpt (the part before the truncate marker) and its reading
// time, in the blog's order.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import readingTime from 'reading-time';
import type { BlogConfig } from '../../schemas/blog.ts';
import type { SiteConfig } from '../../config/schema.ts';
import type { BlogInstance, BlogPost, Diagnostic } from '../../types.ts';
import { joinRoute } from '../../routes/join.ts';
import { unsafeRouteProblem } from '../../routes/url-unsafe.ts';
import { flagsOf, visibility, type VisibilityContext } from '../../site/visibility.ts';
import type { ReadRules } from '../../util/read-roots.ts';
import { isDocFile } from '../doc-files.ts';
import { frontMatterReader } from '../frontmatter.ts';
import { overlayFiles, readPageFile } from '../files.ts';
import { postAuthors, readAuthorsFile, type AuthorsFile } from './authors.ts';
import { excerptOf } from './excerpt.ts';
import { parsePostFileName } from './file-name.ts';
import { blogPostFrontMatterSchema } from '../../schemas/blog-post-front-matter.ts';
import { pageTitle } from '../page-title.ts';

export const splitPostFile = frontMatterReader(blogPostFrontMatterSchema);

export interface LoadBlogsOptions {
  rootDir: string;
  /** The config file's folder, relative to rootDir: translations are in its `i18n/`. */
  configDir: string;
  /** The locale whose translations are read over the posts, when not the default. */
  locale?: string;
  rules: ReadRules;
  ctx: VisibilityContext;
}

export async function loadBlogs(config: SiteConfig, opts: LoadBlogsOptions, diagnostics: Diagnostic[]): Promise<BlogInstance[]> {
  return Promise.all(config.blog.map((blog) => loadBlog(blog, config.baseUrl, opts, diagnostics)));
}

async function loadBlog(blog: BlogConfig, siteBase: string, opts: LoadBlogsOptions, diagnostics: Diagnostic[]): Promise<BlogInstance> {
  const translated = opts.locale ? path.posix.join(opts.configDir, 'i18n', opts.locale, `blog-${blog.id}`) : undefined;
  const [files, authorsFile] = await Promise.all([overlayFiles(opts.rootDir, blog.path, translated, opts.rules, diagnostics), readAuthorsFile(blog, opts.rootDir, opts.rules, siteBase)]);
  diagnostics.push(...authorsFile.diagnostics);
  const marker = new RegExp(blog.truncateMarker);
  const posts: BlogPost[] = [];
  await Promise.all(
    [...files].map(async ([rel, from]) => {
      if (!isDocFile(blog, rel)) return;
      const abs = path.resolve(opts.rootDir, from, rel);
      const source = path.relative(opts.rootDir, abs).split(path.sep).join('/');
      const post = await loadPost({ blog, rel, abs, source, siteBase, authorsFile, marker, ctx: opts.ctx }, diagnostics);
      if (post) posts.push(post);
    }),
  );
  return { config: blog, ...(translated ? { translationPath: translated } : {}), posts: sortPosts(posts, blog.sortPosts), authors: authorsFile.authors };
}

interface PostInput {
  blog: BlogConfig;
  rel: string;
  abs: string;
  source: string;
  siteBase: string;
  authorsFile: AuthorsFile;
  marker: RegExp;
  ctx: VisibilityContext;
}

async function loadPost({ blog, rel, abs, source, siteBase, authorsFile, marker, ctx }: PostInput, diagnostics: Diagnostic[]): Promise<BlogPost | undefined> {
  const { text, diagnostic } = await readPageFile(abs, source);
  if (diagnostic) return void diagnostics.push(diagnostic);
  const split = splitPostFile(text!, source);
  diagnostics.push(...split.diagnostics);
  const fm = split.frontMatter;
  const named = parsePostFileName(rel);
  const date = fm.date !== undefined ? new Date(fm.date) : (named.date ?? (await undated(abs, source, diagnostics)));
  const route = joinRoute(blog.routeBasePath, fm.slug ?? named.slug);
  const unsafe = unsafeRouteProblem(route, source, fm.slug !== undefined ? 'slug' : 'file name');
  if (unsafe) return void diagnostics.push(unsafe);
  const located = postAuthors({ frontMatter: fm, file: source, locate: split.locate, blog, authorsFile, siteBase });
  diagnostics.push(...located.diagnostics);
  const shown = visibility(flagsOf(fm), ctx);
  const excerpt = excerptOf(split.body, marker);
  if (excerpt === undefined && shown.blogLists && blog.onUntruncatedBlogPosts !== 'ignore') {
    diagnostics.push({
      severity: blog.onUntruncatedBlogPosts === 'throw' ? 'error' : 'warning',
      code: 'blog/untruncated',
      message: 'post has no truncate marker: list pages show it whole',
      file: source,
      hint: 'Write <!-- truncate --> (in MDX, {/* truncate */}) after the summary, or set onUntruncatedBlogPosts: ignore.',
    });
  }
  return {
    blogId: blog.id,
    source,
    relPath: rel,
    frontMatter: fm,
    bodyLine: split.bodyLine,
    body: split.body,
    frontMatterSource: split.frontMatterSource,
    ...(excerpt === undefined ? {} : { excerpt }),
    route,
    title: pageTitle(fm.title, split.body, path.posix.basename(named.text)),
    date: date.toISOString(),
    authors: located.authors,
    ...(blog.showReadingTime ? { readingTime: readingTime(split.body).minutes } : {}),
    visibility: shown,
  };
}

/** A post dated neither by front matter nor by file name: Docusaurus takes the file's time; so does ctfdocs, saying so, since a checkout changes it. */
async function undated(abs: string, source: string, diagnostics: Diagnostic[]): Promise<Date> {
  diagnostics.push({
    severity: 'warning',
    code: 'blog/undated',
    message: 'post has no date: it is dated by the time its file was last written, which a new checkout changes',
    file: source,
    hint: 'Add date: 2024-05-01 to its front matter, or start its file name with the date (2024-05-01-title.md).',
  });
  return (await stat(abs)).mtime;
}

/** Newest first, as Docusaurus lists them (or oldest first); posts of one date by file, so two builds agree. */
function sortPosts(posts: BlogPost[], order: BlogConfig['sortPosts']): BlogPost[] {
  const sorted = posts.sort((a, b) => (a.date === b.date ? (a.source < b.source ? -1 : 1) : a.date < b.date ? 1 : -1));
  return order === 'ascending' ? sorted.reverse() : sorted;
}
