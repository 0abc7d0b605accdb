// A Docusaurus blog (the classic preset's `blog`, or a plugin-content-blog
// instance) as a ctfdocs `blog[]` entry: the options ctfdocs has take the same
// names and values; options that take code (components, remark plugins,
// readingTime, createFeedItems, processBlogPosts) and tags.yml are reported.
// The posts and authors.yml stay where they are.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Keys, type NotCarried, type Plain } from './keys.ts';
import { onProblem } from './values.ts';

const NO_CODE = "ctfdocs's config is YAML: it runs no component or function of the site's";
const COMPONENTS = ['blogListComponent', 'blogPostComponent', 'blogTagsListComponent', 'blogTagsPostsComponent', 'blogAuthorsPostsComponent', 'blogAuthorsListComponent', 'blogArchiveComponent'];
const PLUGINS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'];

export interface ConvertedBlog {
  /** The `blog[]` entry, or undefined when the blog is left out (each reason reported). */
  blog?: Plain;
}

/**
 * One blog's options at key path `at`. `pluginId` is Docusaurus's plugin
 * id (`default` for the preset's): ctfdocs names that blog `blog`.
 */
export function convertBlog(options: unknown, at: string, file: string, siteDir: string, notCarried: NotCarried[]): ConvertedBlog {
  const o = new Keys(options, at, file, notCarried);
  const pluginId = o.string('id') ?? 'default';
  const id = pluginId === 'default' ? 'blog' : pluginId;
  if (!/^[a-z0-9-]+$/.test(id)) {
    o.report('id', `ctfdocs blog ids are lower-case letters, digits and "-": the blog "${pluginId}" is left out; add it by hand under blog:`);
    return {};
  }
  const blogPath = o.string('path') ?? 'blog';
  if (!existsSync(path.join(siteDir, blogPath))) {
    o.report('path', `the blog folder ${blogPath} does not exist: the blog is left out`);
    return {};
  }
  const editUrl = o.take('editUrl');
  if (typeof editUrl === 'function') o.report('editUrl', 'a function: ctfdocs takes a URL that the file path is appended to');
  const marker = o.take('truncateMarker');
  if (marker !== undefined && !(marker instanceof RegExp)) o.report('truncateMarker', 'not a regular expression');
  const sortPosts = o.take('sortPosts');
  if (typeof sortPosts === 'function') o.report('sortPosts', `${NO_CODE}; posts are sorted by date`);
  const archive = o.take('archiveBasePath');
  const count = (key: string) => {
    const value = o.take(key);
    return value === 'ALL' || typeof value === 'number' ? value : undefined;
  };
  for (const key of COMPONENTS) o.drop(key, 'ctfdocs draws the blog with its own theme components');
  for (const key of PLUGINS) o.drop(key, "a blog has no plugin lists of its own in ctfdocs: its posts take the site's markdown.remarkPlugins and markdown.rehypePlugins, which every page takes");
  o.drop('recmaPlugins', 'ctfdocs runs no recma plugins');
  o.drop('admonitions', 'ctfdocs has its own admonitions, the same in docs and posts');
  o.drop('readingTime', `${NO_CODE}; reading time is words / 200, as Docusaurus's default`);
  o.drop('processBlogPosts', NO_CODE);
  o.drop('editLocalizedFiles', 'ctfdocs edit links lead to the untranslated file');
  o.drop('tags', 'ctfdocs reads no tags file: tags are the names posts give');
  o.drop('onInlineTags', 'ctfdocs reads no tags file: every tag is inline');
  const blog: Plain = {
    id,
    path: blogPath,
    routeBasePath: `/${(o.string('routeBasePath') ?? 'blog').replace(/^\/+|\/+$/g, '')}`,
    tagsBasePath: o.string('tagsBasePath'),
    archiveBasePath: archive === null || typeof archive === 'string' ? archive : undefined,
    pageBasePath: o.string('pageBasePath'),
    authorsBasePath: o.string('authorsBasePath'),
    include: o.strings('include'),
    exclude: o.strings('exclude'),
    postsPerPage: count('postsPerPage'),
    blogTitle: o.string('blogTitle'),
    blogDescription: o.string('blogDescription'),
    blogSidebarTitle: o.string('blogSidebarTitle'),
    blogSidebarCount: count('blogSidebarCount'),
    showReadingTime: o.boolean('showReadingTime'),
    truncateMarker: marker instanceof RegExp ? marker.source : undefined,
    authorsMapPath: o.string('authorsMapPath'),
    editUrl: typeof editUrl === 'string' ? editUrl : undefined,
    sortPosts: typeof sortPosts === 'string' ? sortPosts : undefined,
    showLastUpdateTime: o.boolean('showLastUpdateTime'),
    showLastUpdateAuthor: o.boolean('showLastUpdateAuthor'),
    feedOptions: o.obj.feedOptions === undefined ? undefined : feedOptions(o.child('feedOptions')),
    onInlineAuthors: onProblem(o.string('onInlineAuthors')),
    onUntruncatedBlogPosts: onProblem(o.string('onUntruncatedBlogPosts')),
  };
  o.rest('not a blog option in ctfdocs');
  return { blog };
}

function feedOptions(f: Keys): Plain {
  const type = f.take('type');
  const limit = f.take('limit');
  f.drop('createFeedItems', NO_CODE);
  f.drop('xslt', 'ctfdocs writes its feeds without a stylesheet');
  const out: Plain = {
    type: type === null || type === 'all' || typeof type === 'string' || Array.isArray(type) ? type : undefined,
    title: f.string('title'),
    description: f.string('description'),
    copyright: f.string('copyright'),
    language: f.string('language'),
    limit: limit === null || limit === false || typeof limit === 'number' ? limit : undefined,
  };
  f.rest('not a feed option in ctfdocs');
  return out;
}
