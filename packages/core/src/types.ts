// The data that passes between the stages of a build. Declared once here and
// imported by every other package, so a stage can only hand on plain data.
import type { Root as HastRoot } from 'hast';
import type { ApiPathCheckConfig } from './config/schema.ts';
import type { MarkdownConfig } from './config/schema.ts';

export type { MarkdownConfig };

/** A problem found by any stage. Printed by the CLI, never thrown at a user. */
export interface Diagnostic {
  severity: 'error' | 'warning';
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

export type OnProblem = 'throw' | 'warn' | 'ignore';

/** `markdown.format`: `detect` compiles `.mdx` files and `.md` files that use MDX syntax as MDX. */
export type MarkdownFormat = MarkdownConfig['format'];

export interface NavbarItem {
  type:
    | 'default'
    | 'dropdown'
    | 'search'
    | 'html'
    | 'doc'
    | 'docSidebar'
    | 'docsVersion'
    | 'docsVersionDropdown'
    | 'localeDropdown';
  label?: string;
  to?: string;
  href?: string;
  position: 'left' | 'right';
  items?: NavbarItem[];
  activeBasePath?: string;
  activeBaseRegex?: string;
  /** Markup of an `html` item (Docusaurus calls it `value`). */
  value?: string;
  docId?: string;
  sidebarId?: string;
  docsPluginId?: string;
  className?: string;
}

export interface FooterLinkItem {
  label: string;
  to?: string;
  href?: string;
}

export interface FooterColumn {
  title: string;
  items: FooterLinkItem[];
}

export interface LogoConfig {
  alt: string;
  src: string;
  srcDark?: string;
  href?: string;
  width?: number;
  height?: number;
}

export interface DocsInstanceConfig {
  id: string;
  /** Folder of the instance's markdown, relative to the site root. */
  path: string;
  routeBasePath: string;
  /** Optional YAML sidebars file; without one the sidebar is generated from folders. */
  sidebarPath?: string;
  editUrl?: string;
  /** Show "Last updated on …" under each doc, from git (or `last_update` in front matter). */
  showLastUpdateTime?: boolean;
  /** Show "… by <author>" with it. */
  showLastUpdateAuthor?: boolean;
  /** The doc that the instance's root route lands on when no index doc exists. */
  landingDocId?: string;
  /** Released version served at routeBasePath; the newest in versions.json by default. */
  lastVersion?: string;
  /** Build only these versions (`current` is the unreleased docs). */
  onlyIncludeVersions?: string[];
  /** Per-version overrides, keyed by `current` or a name from versions.json. */
  versions?: Record<string, DocsVersionOptions>;
}

export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

export interface DocsVersionOptions {
  label?: string;
  /** Route segment under routeBasePath; "" serves the version at routeBasePath. */
  path?: string;
  banner?: VersionBanner;
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

export interface LocaleConfig {
  label?: string;
  direction: 'ltr' | 'rtl';
  /** Value of `<html lang>`; the locale name by default. */
  htmlLang?: string;
}

export interface ApiReferenceConfig {
  route: string;
  title: string;
  /**
   * An OpenAPI 3.x or Swagger 2.0 document (JSON or YAML): a path relative to
   * the site root, or an http(s) URL fetched at build time and cached.
   */
  spec: string;
  description?: string;
  /**
   * One page per tag (`<route>/tag/<slug>`) under an overview page, for very
   * large documents. Unset: split when the document has more than 300 operations.
   */
  splitByTag?: boolean;
  /** Check every API path written in pages against this spec (`ctfdocs check`, `build`). */
  checkPaths?: ApiPathCheckConfig;
}

export interface SiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  titleDelimiter: string;
  copyright?: string;
  i18n: { defaultLocale: string; locales: string[]; localeConfigs: Record<string, LocaleConfig> };
  onBrokenLinks: OnProblem;
  onBrokenMarkdownLinks: OnProblem;
  onDuplicateRoutes: OnProblem;
  onBrokenAnchors: OnProblem;
  /** Markdown the pipeline does not render (unknown directives, removed HTML, unknown code meta and front matter keys). */
  onUnsupportedSyntax: OnProblem;
  markdown: MarkdownConfig;
  docs: DocsInstanceConfig[];
  apiReferences: ApiReferenceConfig[];
  staticDirectories: string[];
  /** `<route>.md` copies of every doc, `/llms.txt` and `/llms-full.txt` (and per docs instance). */
  llms: { markdownFiles: boolean; llmsTxt: boolean; llmsFullTxt: boolean };
  themeConfig: ThemeConfig;
}

export interface ThemeConfig {
  navbar: {
    title?: string;
    logo?: LogoConfig;
    hideOnScroll: boolean;
    items: NavbarItem[];
  };
  footer?: {
    style: 'light' | 'dark';
    links: Array<FooterColumn | FooterLinkItem>;
    logo?: LogoConfig;
    copyright?: string;
  };
  announcementBar?: {
    id: string;
    content: string;
    backgroundColor: string;
    textColor: string;
    isCloseable: boolean;
  };
  colorMode: {
    defaultMode: 'light' | 'dark';
    disableSwitch: boolean;
    respectPrefersColorScheme: boolean;
  };
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  docs: { sidebar: { hideable: boolean; autoCollapseCategories: boolean } };
  search?: {
    provider: 'local' | 'algolia';
    appId?: string;
    apiKey?: string;
    indexName?: string;
    contextualSearch: boolean;
    searchPagePath: string;
    reportUrl?: string;
  };
  /** Client-side navigation's progress bar (nprogress's options) and when it appears. */
  progressBar: { delay: number; minimum: number; speed: number; trickleRate: number; trickleSpeed: number };
  /** The spinner shown while a page's content loads, after `delay` ms. */
  pageLoader: { delay: number };
  analytics?: { trackingID: string; anonymizeIP: boolean };
}

/** Front matter as Docusaurus names it. Unknown keys are warnings (`unsupported/front-matter`). */
export type { FrontMatter } from './content/frontmatter.ts';
import type { FrontMatter } from './content/frontmatter.ts';

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

/**
 * The local search index as the build writes it and the search worker reads
 * it: `manifest` names one index per locale and docs version (key
 * `<locale>-<version>`, e.g. `en-current`); each lives in its own folder.
 */
export interface SearchManifest {
  indexes: Record<string, SearchIndexInfo>;
  /** The index a page without `data-search-context` queries: the default locale's default version, or `all`. */
  default: string;
}

export interface SearchIndexInfo {
  /** Folder URL, ending in "/", named by a hash of its contents. */
  base: string;
  /** Term shards per field: `t<n>.json` (titles, headings) and `b<n>.json` (body text). */
  buckets: number;
  /** Record n is in `d<floor(n / docsPerShard)>.json`. */
  docsPerShard: number;
  records: number;
  /** A few page titles to offer when a query finds nothing. */
  suggestions: string[];
}

/** A term shard: term → postings, pairs of (record id minus the previous id, weight). */
export type SearchTermShard = Record<string, number[]>;

/** A record as results show it: title, URL with anchor, hierarchy (section, page), text for the snippet. */
export type SearchDocRow = [title: string, url: string, hierarchy: string[], text: string];

/** What the markdown pipeline makes of one file: parsed once, reused by every later stage. */
export interface CompiledMarkdown {
  hast: HastRoot;
  /** The first h1, when the body starts with one (it is removed from the body). */
  title?: string;
  toc: TocItem[];
  links: SourceLink[];
  /** Every id the body defines (headings, raw HTML), for anchor checks. */
  ids: string[];
  sections: SearchSection[];
  /** Local files the page refers to (images), resolved to absolute paths. */
  assets: string[];
  diagnostics: Diagnostic[];
  /**
   * Set for an MDX page: its compiled ES module (imports left as written),
   * which the renderer bundles and renders into `hast`. `toc`, `links`,
   * `ids` and `sections` come from the markdown parts of the page.
   */
  mdx?: { code: string };
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
  route: string;
  title: string;
  sidebarLabel: string;
  sidebarPosition?: number;
  /** A draft left out of this build (`build`, `check`); drafts are kept in `serve`. */
  draft: boolean;
}

export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  link?: { type: 'doc'; id: string } | { type: 'generated-index'; slug?: string; title?: string; description?: string };
  description?: string;
  className?: string;
  customProps?: Record<string, unknown>;
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
}

export interface ContentGraph {
  instances: DocsInstance[];
  pages: PageFile[];
  diagnostics: Diagnostic[];
}

export type RouteKind = 'doc' | 'page' | 'api' | 'redirect' | 'generated-index';

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
  /** Built and reachable by its URL, but in no sidebar, sitemap, search or previous/next, and marked noindex. */
  unlisted: boolean;
  /** Its tags, each linking to the tag's page. */
  tags: Array<{ label: string; href: string }>;
  /** When the doc was last changed and by whom, when the instance shows it. */
  lastUpdate?: { date?: string; author?: string };
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
  /** Built and reachable by its URL, but in no sitemap or search, and marked noindex. */
  unlisted: boolean;
}

export interface ReactPageData {
  kind: 'react-page';
  route: string;
  source: string;
  /** Absolute path of the .tsx module whose default export renders the page. */
  modulePath: string;
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
  /** Where the build put a copy of the API description, for readers to download (baseUrl included). */
  specUrl?: string;
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

export type PageData =
  | DocPageData
  | MarkdownPageData
  | ReactPageData
  | GeneratedIndexData
  | ApiReferencePageData
  | SearchPageData
  | RedirectPageData;

/** A normalised, dereferenced API description, ready to render. */
export interface ApiDocument {
  title: string;
  version: string;
  description?: string;
  servers: string[];
  security: ApiSecurityScheme[];
  tags: Array<{ name: string; slug: string; description?: string; operations: ApiOperation[] }>;
  /** The document's `externalDocs.url`: where its root-relative description links point. */
  externalDocsUrl?: string;
  /** Each distinct description text (markdown) → its compiled tree; set by the site assembly. */
  markdown?: Map<string, HastRoot>;
}

/** A security scheme, with what a code sample needs to send its credential. */
export interface ApiSecurityScheme {
  name: string;
  /** `apiKey`, `http`, `oauth2` or `openIdConnect`. */
  type: string;
  /** Where an apiKey goes: `header`, `query` or `cookie`. */
  in?: string;
  /** The apiKey's header, query parameter or cookie name. */
  headerName?: string;
  /** The `http` scheme's name (`bearer`, `basic`). */
  scheme?: string;
  description?: string;
  /** The environment variable samples read the credential from: `x-ctfdocs-variable`, else the scheme's name in capitals. */
  variable: string;
  /** Text sent before the credential: `x-ctfdocs-prefix`, else `Bearer ` for bearer tokens and nothing for API keys. */
  prefix: string;
}

export interface ApiParameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema?: SchemaNode;
  /** The parameter's own example (`example`, or the first of `examples`), else its schema's. */
  example?: unknown;
}

export interface ApiOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  deprecated: boolean;
  /** The security schemes any of which authenticates the call. */
  security: string[];
  /** The call may be made without credentials (`security: []`, or `{}` among the alternatives). */
  anonymous: boolean;
  parameters: ApiParameter[];
  requestBody?: { contentType: string; required: boolean; description?: string; schema?: SchemaNode; example?: unknown; examples?: ApiExample[] };
  responses: ApiResponse[];
}

export interface ApiResponse {
  status: string;
  description: string;
  contentType?: string;
  schema?: SchemaNode;
  /** The first example, which code samples and the contract test's stub use. */
  example?: unknown;
  /** Every example the document gives, named. */
  examples?: ApiExample[];
  headers?: Array<{ name: string; description?: string; schema?: SchemaNode }>;
}

export interface ApiExample {
  name: string;
  summary?: string;
  value: unknown;
}

/** A schema reduced to what a reader needs, with cycles cut. */
export interface SchemaNode {
  /** The schema's `title`, shown on oneOf/anyOf variants. */
  title?: string;
  type?: string;
  format?: string;
  /** OpenAPI 3.1's way to say a string is a file's content (3.0 says `format: binary`). */
  contentMediaType?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  required?: string[];
  properties?: Array<{ name: string; schema: SchemaNode }>;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  /** The values of a map (`additionalProperties`); `{}` when any value is allowed. */
  additionalProperties?: SchemaNode;
  circular?: string;
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

/**
 * What `serve` keeps between rebuilds so that a save recompiles one page:
 * compiled markdown by content, and API documents by file content.
 */
export interface CoreCache {
  /** The routes the compiled results were resolved against. */
  routesKey: string;
  compiled: Map<string, CompiledMarkdown>;
  /** Each API document as loaded, by absolute path, while its file's text is unchanged. */
  api: Map<string, { text: string; api: ApiDocument }>;
  /**
   * Each API document with its descriptions compiled, by absolute path: reused
   * while `key` (its file's text and the routes its links resolve against) is
   * the same and its images are unchanged.
   */
  described: Map<string, { key: string; api: ApiDocument; diagnostics: Diagnostic[]; images: ImageStamp[] }>;
}

/**
 * What the client fetches to show another page without a full load
 * (`__chunks/<route>.json`, written by the renderer, read by the theme's
 * client router): the parts of the page that differ between routes.
 */
export interface ContentChunk {
  /** Stylesheet and script URLs of the build it belongs to; another build's chunk means a full page load. */
  assets: string;
  lang: string;
  dir: string;
  /** The page's `data-search-context`: the search index it queries. */
  searchContext?: string;
  /** <title> and the page's own meta and canonical tags. */
  head: string;
  /** The whole navbar (its active item and locale links depend on the page). */
  navbar: string;
  /** Inner HTML of .main-wrapper, the docs sidebar's contents left out. */
  main: string;
  /** The docs sidebar, sent once per key as `assets/sidebars/<key>.html`, and the href of its current link. */
  sidebar?: { key: string; current?: string };
}

declare module 'hast' {
  interface ElementData {
    /**
     * Markup the pipeline generated for this element (a highlighted code
     * block's tokens, see markdown/rehype-code.ts), which the theme writes as
     * HTML. Kept in node data, which raw HTML in a page cannot set, never in
     * an attribute.
     */
    highlighted?: string;
  }
}
