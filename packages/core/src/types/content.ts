// The content graph (content/): the docs instances with their versions,
// docs and sidebars, the blogs with their posts and authors, and the pages,
// as read from the site's files before anything is compiled.
import type { DocsInstanceConfig, VersionBanner } from '../schemas/docs-instance.ts';
import type { FrontMatter } from '../schemas/front-matter.ts';
import type { CategoryMeta } from '../schemas/category.ts';
import type { BlogConfig } from '../schemas/blog.ts';
import type { BlogPostFrontMatter } from '../schemas/blog-post-front-matter.ts';
import type { Visibility } from '../site/visibility.ts';
import type { Diagnostic } from './diagnostic.ts';

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

/** When a file was last changed and by whom (git/last-update.ts reads it from git). */
export interface LastUpdate {
  /** Seconds since the epoch. */
  timestamp?: number;
  author?: string;
}
