// The data that passes between the stages of a build. Declared once here and
// imported by every other package, so a stage can only hand on plain data.
import type { Root as HastRoot } from 'hast';
// The config and front matter are not here: their types are inferred from
// their schemas (schemas/).
import type { SiteConfig } from './config/schema.ts';
import type { DocsInstanceConfig, VersionBanner } from './schemas/docs-instance.ts';
import type { FrontMatter } from './schemas/front-matter.ts';
import type { Verified } from './schemas/verified.ts';
import type { CategoryMeta } from './schemas/category.ts';
import type { BlogConfig, FeedType } from './schemas/blog.ts';
import type { BlogPostFrontMatter } from './schemas/blog-post-front-matter.ts';
import type { Visibility, VisibilityFlags } from './site/visibility.ts';
import type { ThemeTexts } from './shared/theme-texts.ts';
import type { ApiDocument, ApiOperation } from './api/document-types.ts';

export type { ContentChunk, SearchDocRow, SearchIndexInfo, SearchManifest, SearchTermShard } from './shared/client-data.ts';
export type { ApiDocument, ApiExample, ApiOperation, ApiParameter, ApiResponse, ApiSecurityScheme, SchemaNode } from './api/document-types.ts';

/** A problem found by any stage (or, as a notice, a fact worth a reviewer's eye). Printed by the CLI, never thrown at a user. */
export interface Diagnostic {
  /**
   * An error fails the build, a warning is a problem that does not, a notice
   * is no problem at all but what a reviewer should know (a page that runs
   * code at build time).
   */
  severity: 'error' | 'warning' | 'notice';
  /** Stable machine-readable kind, e.g. `config/unknown-key`, `link/broken`. */
  code: string;
  message: string;
  /** Path relative to the site root, when the problem is in a file. */
  file?: string;
  line?: number;
  column?: number;
  /** Key path inside a config or front matter, e.g. `themeConfig.navbar.items[2].docId`. */
  configPath?: string;
  /** How to fix it, in one sentence. */
  hint?: string;
}

/** One version of a docs instance as the build resolved it (spec §3 "Docs version"). */
export interface DocsVersion {
  /** `current` for the unreleased docs, otherwise the name from versions.json. */
  name: string;
  label: string;
  /** The version served at routeBasePath, that banners and unversioned links lead to. */
  isLast: boolean;
  /** Route base of the version, e.g. `/docs`, `/docs/next`, `/docs/1.0`. */
  path: string;
  /** Folder of its markdown, relative to the site root. */
  docs: string;
  /** Its sidebars file, relative to the site root, when it has one. */
  sidebars?: string;
  banner: VersionBanner;
}

export interface TocItem {
  id: string;
  text: string;
  level: number;
}

/** A link written in a page's source, with where it was written. */
export interface SourceLink {
  url: string;
  line?: number;
  column?: number;
  /** Set for links to markdown files (`./x.md`) that resolved to no doc. */
  brokenMarkdownTarget?: string;
  /** The file it is written in when that is not the page's own: a partial the MDX page imports. */
  file?: string;
}

/** One section of a page for the search index: the page itself or an h2/h3. */
export interface SearchSection {
  anchor: string;
  heading: string;
  level: number;
  text: string;
}

/** What the markdown pipeline makes of one file: parsed once, reused by every later stage. */
export interface CompiledMarkdown {
  hast: HastRoot;
  /**
   * The text of the body's content title: its first heading, when that is an
   * h1. The h1 stays in the body, which then shows it instead of a title
   * drawn by the theme (as Docusaurus's DocItem does).
   */
  title?: string;
  toc: TocItem[];
  links: SourceLink[];
  sections: SearchSection[];
  /** Local files the page refers to (images), resolved to absolute paths. */
  assets: string[];
  diagnostics: Diagnostic[];
  /**
   * Set for an MDX page: its compiled ES module (imports left as written),
   * which the renderer bundles and renders into `hast`. `toc`, `links`
   * and `sections` come from the markdown parts of the page.
   */
  mdx?: { code: string };
  /** The files the page includes (VitePress's `<!--@include:-->` and `<<<`), by real path: editing one rebuilds the page. */
  includes?: string[];
  /** The origins of the frames the page embeds (markdown/embeds/), when it has any: the Content-Security-Policy allows them. */
  embeds?: string[];
  /** The page's markdown copy (markdown-copy.ts), when the compile was asked for it, and the site base its links were made absolute with. */
  markdownCopy?: { siteBase: string; body: string };
  /**
   * A hash of what the result was made from and the images it shows
   * (site/compile-sources.ts): serve's render memo reuses the page's HTML
   * while it is the same.
   */
  key?: string;
  /** The page's diagrams (```mermaid blocks), when it has any: the build checks their syntax (the renderer's diagram-check.ts). */
  diagrams?: DiagramSource[];
}

/** A diagram as written in a page: its source and the line of the file it starts on. */
export interface DiagramSource {
  line: number;
  source: string;
  /** The file it was written in, when the page includes it from another (VitePress's `<!--@include:-->`). */
  file?: string;
}

export interface DocFile {
  instanceId: string;
  id: string;
  /** Path relative to the site root, e.g. `content/docs/challenges/flags.md`. */
  source: string;
  /** Path relative to the instance folder, e.g. `challenges/flags.md`. */
  relPath: string;
  frontMatter: FrontMatter;
  /** Line where the body starts (after front matter), 1-based. */
  bodyLine: number;
  body: string;
  /** The front matter as written (lines 1 to bodyLine − 1), for the checks that read the file's text; empty without front matter. */
  frontMatterSource: string;
  route: string;
  title: string;
  sidebarLabel: string;
  sidebarPosition?: number;
  /** Which outputs the doc goes into in this build (site/visibility.ts): a draft is in none outside `serve`. */
  visibility: Visibility;
}

/** What any sidebar item may carry besides its kind: a class for its element, and data for custom components. */
export interface SidebarItemCommon {
  className?: string;
  customProps?: Record<string, unknown>;
}

export type SidebarItem = SidebarItemCommon &
  (
    | { type: 'doc'; id: string; label: string; href: string }
    | { type: 'link'; label: string; href: string }
    /** Markup written in the sidebars file; `defaultStyle` gives it the spacing of a link. */
    | { type: 'html'; value: string; defaultStyle?: boolean; href?: undefined }
    | {
        type: 'category';
        label: string;
        items: SidebarItem[];
        href?: string;
        /** Set when the category's page is a generated list of its items. */
        generatedIndex?: { title: string; description?: string };
        collapsed: boolean;
        collapsible: boolean;
      }
  );

export interface DocsInstance {
  /**
   * The instance's config as one version sees it: `path`, `routeBasePath` and
   * `sidebarPath` are the version's own. `id` is shared by all versions.
   */
  config: DocsInstanceConfig;
  version: DocsVersion;
  /** The folder this locale's translations of the version are read from, when not the default locale. */
  translationPath?: string;
  docs: DocFile[];
  /** Folder → category metadata from `_category_.yml`, keyed by folder relative to the instance. */
  categories: Record<string, CategoryMeta>;
  sidebars: Record<string, SidebarItem[]>;
}

export interface PageFile {
  source: string;
  route: string;
  kind: 'tsx' | 'md';
  frontMatter: FrontMatter;
  body: string;
  bodyLine: number;
  /** As DocFile's. */
  frontMatterSource: string;
}

/** A page's markdown as the checks that scan it see it: site-relative path, body, and the file line the body starts on. */
export interface MarkdownSource {
  file: string;
  body: string;
  bodyLine: number;
}

/** A blog post's author: from the authors file (by `key`), from the post's front matter, or both (the post's fields win). */
export interface BlogAuthor {
  /** Its key in the authors file. */
  key?: string;
  name?: string;
  title?: string;
  /** A few words on the author, for their page. */
  description?: string;
  /** Where the author's name links to (http(s) or a path of the site). */
  url?: string;
  /** Its picture (http(s), or a path of the site with its baseUrl). */
  imageURL?: string;
  email?: string;
  /** Its profiles elsewhere, by platform (`github`, `x`, …), as URLs. */
  socials?: Record<string, string>;
  /** The route of the author's page, when the authors file gives it one (`page: true`). */
  page?: string;
}

export interface BlogPost {
  blogId: string;
  /** Path relative to the site root. */
  source: string;
  /** Path relative to the blog's folder. */
  relPath: string;
  frontMatter: BlogPostFrontMatter;
  bodyLine: number;
  body: string;
  /** As DocFile's. */
  frontMatterSource: string;
  /** The body before the truncate marker, when it has one: the post's summary on list pages, compiled on its own. */
  excerpt?: string;
  route: string;
  title: string;
  /** When it was published, as an ISO 8601 date and time. */
  date: string;
  authors: BlogAuthor[];
  /** Minutes to read it, as Docusaurus counts them (words / 200), when the blog shows reading times. */
  readingTime?: number;
  /** Which outputs the post goes into in this build (site/visibility.ts). */
  visibility: Visibility;
}

/** One blog as the build read it: its config, its posts in the blog's order, and its authors file. */
export interface BlogInstance {
  config: BlogConfig;
  /** The locale's translations of the posts (`i18n/<locale>/blog-<id>/`, relative to the site root), in a locale's build. */
  translationPath?: string;
  /** Newest first (oldest first with `sortPosts: ascending`); a draft is in a development build only. */
  posts: BlogPost[];
  /** The authors file, by key. */
  authors: Record<string, BlogAuthor>;
}

export interface ContentGraph {
  instances: DocsInstance[];
  blogs: BlogInstance[];
  pages: PageFile[];
  diagnostics: Diagnostic[];
}

export type RouteKind = 'doc' | 'page' | 'api' | 'redirect' | 'generated-index' | 'blog' | 'plugin';

export interface RouteEntry {
  path: string;
  kind: RouteKind;
  source: string;
  /** For doc routes, the instance, version and doc id; for redirects, the target. */
  instanceId?: string;
  version?: string;
  docId?: string;
  redirectTo?: string;
}

/** Everything the renderer needs about one doc page. */
export interface DocPageData {
  kind: 'doc';
  route: string;
  instanceId: string;
  /** Name of the docs version the page belongs to (`current` when unversioned). */
  version: string;
  docId: string;
  source: string;
  title: string;
  description?: string;
  hideTitle: boolean;
  hideToc: boolean;
  compiled: CompiledMarkdown;
  toc: TocItem[];
  sidebarId?: string;
  breadcrumbs: Array<{ label: string; href?: string }>;
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
  editUrl?: string;
  keywords?: string[];
  /** `draft`, `unlisted` and `noindex` as its front matter says: which outputs it goes into is `pageVisibility`'s answer (site/visibility.ts). */
  flags: VisibilityFlags;
  /** Its tags, each linking to the tag's page. */
  tags: Array<{ label: string; href: string }>;
  /** When the doc was last changed and by whom, when the instance shows it. */
  lastUpdate?: { date?: string; author?: string };
  /** Its `verified` front matter: the product version it was checked against, and the day (`YYYY-MM-DD`). */
  verified?: Verified;
  /** Its `image` front matter, published. */
  image?: PageImage;
}

/** A page's social image (og:image, twitter:image): an absolute URL, with its size when known. */
export interface PageImage {
  url: string;
  width?: number;
  height?: number;
}

export interface MarkdownPageData {
  kind: 'markdown-page';
  route: string;
  source: string;
  title: string;
  description?: string;
  compiled: CompiledMarkdown;
  toc: TocItem[];
  hideToc: boolean;
  /** Front matter `hide_title`: no title drawn above the body. */
  hideTitle: boolean;
  /** Front matter `custom_edit_url`: the page's "Edit this page" link. */
  editUrl?: string;
  keywords?: string[];
  /** `draft`, `unlisted` and `noindex` as its front matter says (see DocPageData.flags). */
  flags: VisibilityFlags;
  /** As DocPageData's. */
  verified?: Verified;
  /** Its `image` front matter, published. */
  image?: PageImage;
}

export interface ReactPageData {
  kind: 'react-page';
  route: string;
  source: string;
  /** Absolute path of the .tsx module whose default export renders the page. */
  modulePath: string;
}

/** A page a site plugin added (`actions.addRoute`): a React component rendered with the props the plugin gave. */
export interface PluginRouteData {
  kind: 'plugin-route';
  route: string;
  /** The component's module, relative to the site root: where a crash in it is reported. */
  source: string;
  /** Absolute path of the module whose default export renders the page. */
  modulePath: string;
  /** The name of the plugin that added it. */
  plugin: string;
  /** Given to the component, beside `site`. */
  props: Record<string, unknown>;
}

export interface GeneratedIndexData {
  kind: 'generated-index';
  route: string;
  source: string;
  instanceId: string;
  version: string;
  sidebarId?: string;
  title: string;
  description?: string;
  items: Array<{ label: string; href: string; description?: string }>;
  breadcrumbs: Array<{ label: string; href?: string }>;
  /** Set on tag pages (site/tags.ts), which list only docs whose visibility allows tag pages. */
  tagPage?: true;
}

export interface ApiReferencePageData {
  kind: 'api-reference';
  route: string;
  source: string;
  title: string;
  description?: string;
  /** The document, with only the operations this page shows (none on a split reference's overview). */
  api: ApiDocument;
  /** Set when the reference is split into one page per tag: every tag's page, for navigation and the overview. */
  tagPages?: ApiTagPage[];
  /** The route of the reference's first page (`apiReferences[].route`), which a tag page's title links back to. */
  overviewRoute: string;
  /** Where the build put a copy of the API description, for readers to download (baseUrl included). */
  specUrl?: string;
  /** Each operation's details go in a file of their own, loaded on expand (`apiReferences[].detailsOnExpand`). */
  detailsOnExpand: boolean;
  /**
   * A hash of the document's text, the routes its descriptions link to and
   * the images they show (site/api-references.ts), when the text could be
   * read: serve's render memo reuses the page's HTML while it is the same.
   */
  documentKey?: string;
}

export interface ApiTagPage {
  name: string;
  slug: string;
  route: string;
  operations: Array<Pick<ApiOperation, 'id' | 'method' | 'path' | 'summary'>>;
}

export interface SearchPageData {
  kind: 'search';
  route: string;
  source: string;
}

export interface RedirectPageData {
  kind: 'redirect';
  route: string;
  source: string;
  to: string;
}

/** What a post shows above its content, on its page and in lists. */
export interface BlogPostHeader {
  route: string;
  title: string;
  /** ISO 8601. */
  date: string;
  authors: BlogAuthor[];
  /** Its tags, each linking to its page when it has one (a tag only unlisted posts carry has none). */
  tags: Array<{ label: string; href?: string }>;
  /** Minutes, when the blog shows reading times. */
  readingTime?: number;
}

export interface BlogPostPageData extends BlogPostHeader {
  kind: 'blog-post';
  blogId: string;
  source: string;
  description?: string;
  compiled: CompiledMarkdown;
  toc: TocItem[];
  hideToc: boolean;
  keywords?: string[];
  /** Its `image` front matter, published: its social image, and its picture in feeds. */
  image?: PageImage;
  /** `draft`, `unlisted` and `noindex` as its front matter says (see DocPageData.flags). */
  flags: VisibilityFlags;
  /** The next post by date, and the one before: Docusaurus's "Newer post" and "Older post". */
  newer?: { label: string; href: string };
  older?: { label: string; href: string };
  editUrl?: string;
  lastUpdate?: { date?: string; author?: string };
}

/** A post as a list page shows it. */
export interface BlogListItem extends BlogPostHeader {
  source: string;
  /** The post's summary (the part before its truncate marker), or the whole post when it has no marker. */
  content: CompiledMarkdown;
  /** What `content` was compiled as: the post's source, or its excerpt's key (site/blog/content-keys.ts). */
  contentKey: string;
  /** `content` is a summary: the item links to the rest ("Read more"). */
  truncated: boolean;
}

/** A page of a blog's posts: the blog's own list, one tag's or one author's, paginated. */
export interface BlogListPageData {
  kind: 'blog-list';
  blogId: string;
  route: string;
  source: string;
  title: string;
  description?: string;
  /** What the list is of, when not the whole blog. */
  of?: { tag: string; allTags: string } | { author: BlogAuthor; allAuthors?: string };
  items: BlogListItem[];
  /** Page `page` of `pages` (from 1), and the routes of the newer and older pages. */
  page: number;
  pages: number;
  /** How many posts the list holds, on all its pages. */
  total: number;
  newer?: string;
  older?: string;
}

/** Every tag of a blog's listed posts, with how many posts carry it. */
export interface BlogTagsPageData {
  kind: 'blog-tags';
  blogId: string;
  route: string;
  source: string;
  title: string;
  tags: Array<{ label: string; href: string; count: number }>;
}

/** Every author of a blog who has a page, with their number of listed posts. */
export interface BlogAuthorsPageData {
  kind: 'blog-authors';
  blogId: string;
  route: string;
  source: string;
  title: string;
  authors: Array<BlogAuthor & { page: string; count: number }>;
}

/** Every listed post of a blog, newest first, by title and date. */
export interface BlogArchivePageData {
  kind: 'blog-archive';
  blogId: string;
  route: string;
  source: string;
  title: string;
  description?: string;
  posts: Array<{ title: string; href: string; date: string }>;
}

export type BlogPageData = BlogPostPageData | BlogListPageData | BlogTagsPageData | BlogAuthorsPageData | BlogArchivePageData;

export type PageData = DocPageData | MarkdownPageData | ReactPageData | PluginRouteData | GeneratedIndexData | ApiReferencePageData | SearchPageData | RedirectPageData | BlogPageData;

/** A blog as every page's shell knows it. */
export interface SiteBlog {
  id: string;
  routeBasePath: string;
  title: string;
  /** The recent posts the blog's pages list beside them (none with `blogSidebarCount: 0`). */
  sidebar?: { title: string; items: Array<{ label: string; href: string }> };
  /** Its feeds, named in every page's head (`<link rel="alternate">`). */
  feeds: Array<{ type: FeedType; mime: string; href: string; title: string }>;
}

/** The site-wide data every page's shell renders from. */
export interface SiteData {
  config: SiteConfig;
  instances: Array<{
    id: string;
    routeBasePath: string;
    sidebars: Record<string, SidebarItem[]>;
    /** doc id → route, for navbar doc items and active states. */
    docRoutes: Record<string, string>;
    /** Every built version, latest released first; `sidebars` and `docRoutes` above are the last version's. */
    versions: SiteVersion[];
  }>;
  /** The locale this copy of the site is rendered in; other locales are copies under `/<locale>/`. */
  locale: {
    current: string;
    /** baseUrl without the locale prefix. */
    siteBaseUrl: string;
  };
  /** Is this a development (`serve`) build: live reload on, analytics off. */
  dev: boolean;
  /** The shell's texts in this locale (shared/theme-texts.ts; site/theme-texts.ts reads the translations). */
  texts: ThemeTexts;
  /** What site plugins set with `actions.setGlobalData`, by plugin name (the theme's `usePluginData`). */
  globalData?: Record<string, unknown>;
  blogs: SiteBlog[];
}

export interface SiteVersion extends Omit<DocsVersion, 'docs' | 'sidebars'> {
  /** The doc the version's navbar items and banners lead to when a page has no counterpart. */
  mainDocId: string;
  sidebars: Record<string, SidebarItem[]>;
  /** doc id → route in this version. */
  docs: Record<string, string>;
}

/** A local image as it was registered: path, URL (named by its content) and size. */
export type ImageStamp = [absPath: string, url: string, width?: number, height?: number];

declare module 'hast' {
  interface ElementData {
    /**
     * Markup the pipeline generated for this element (a highlighted code
     * block's tokens, see markdown/rehype-code.ts), which the theme writes as
     * HTML. Kept in node data, which raw HTML in a page cannot set, never in
     * an attribute.
     */
    highlighted?: string;
    /** KaTeX's rendering of a math element (markdown/rehype-math.ts), written by the theme the same way. */
    katex?: string;
  }
}

/** When a file was last changed and by whom (git/last-update.ts reads it from git). */
export interface LastUpdate {
  /** Seconds since the epoch. */
  timestamp?: number;
  author?: string;
}
