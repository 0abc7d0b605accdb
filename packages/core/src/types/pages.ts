// The site's routes and what the renderer needs about the page of each
// (site/): a doc, a markdown or React page, a plugin's route, a generated
// index, an API reference, search, a redirect, or a blog's pages
// (blog-pages.ts).
import type { Verified } from '../schemas/verified.ts';
import type { VisibilityFlags } from '../site/visibility.ts';
import type { ApiDocument, ApiOperation } from '../api/document-types.ts';
import type { BlogPageData } from './blog-pages.ts';
import type { CompiledMarkdown, TocItem } from './markdown.ts';

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

export type PageData = DocPageData | MarkdownPageData | ReactPageData | PluginRouteData | GeneratedIndexData | ApiReferencePageData | SearchPageData | RedirectPageData | BlogPageData;
