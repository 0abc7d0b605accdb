// The site-wide data every page's shell renders from: the config, the docs
// instances with their versions and sidebars, the blogs, the locale and the
// theme's texts.
import type { SiteConfig } from '../config/schema.ts';
import type { FeedType } from '../schemas/blog.ts';
import type { ThemeTexts } from '../shared/theme-texts.ts';
import type { DocsVersion, SidebarItem } from './content.ts';

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
