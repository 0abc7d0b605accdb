// renderToString for every route of one locale with the theme's shell, and
// the not-found page (404.html); the docs sidebars each once.
import path from 'node:path';
import type { ReactElement } from 'react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { CompiledMarkdown, Diagnostic, PageData, PageImage, SiteData, SiteModel, SourceLink } from '@ctfdocs/core';
import { contentKey, escapeHtml, markdownCopyUrl, markdownOptions, notAPageVisibility, pageVisibility, visibilityContext, type Memo, type Visibility } from '@ctfdocs/core';
import {
  ApiReferencePage,
  DocPage,
  Document,
  RedirectDocument,
  GeneratedIndexPage,
  Layout,
  MarkdownPage,
  NotFoundPage,
  SearchPage,
  ShellProvider,
  SidebarMenu,
  ThemeComponentsProvider,
  findSidebar,
  headScript,
  openCategoriesKey,
  sidebarPlan,
  withBase,
  type ShellContext,
} from '@ctfdocs/theme';
import { contentHash } from './client-assets.ts';
import { withHeadTags } from './head-tags.ts';
import { routeToFile } from './route-file.ts';
import type { RenderedPage } from './page-output.ts';
import { renderCrashPage } from './crash-page.ts';
import { loadPageModules, type ReactPageModule } from './page-modules.ts';
import { renderApiDetails } from './api-details.ts';
import { isMdxPage, loadMdxModules, mdxListItems, withMdxContent, withMdxListItems } from './mdx-modules.ts';
import { blogPageParts } from './blog-pages.ts';
import { compiledContent } from './compiled-content.ts';
import { dataPageMeta } from './page-meta.ts';
import type { SiteComponents } from './theme-components.ts';
import type { VendorUrls } from './vendor-assets.ts';

/** What the shell knows of a docs page: its instance, version, doc and sidebar. */
type PageContext = Pick<ShellContext, 'instanceId' | 'version' | 'docId' | 'sidebarId' | 'pageMenu'>;

/** A docs sidebar's menu rendered for one set of open categories, and the content hash that names it. */
export interface RenderedSidebar {
  key: string;
  html: string;
}

/** Files a page links to that are rendered with it (a large API reference's operation details): output path → HTML. */
type PageFiles = Map<string, string>;

/** A page as rendered: its HTML and the files rendered with it. */
export interface RenderedHtml {
  html: string;
  files?: PageFiles;
}

/** What `serve` keeps between renders (core's util/memo.ts): nothing is rendered twice from the same inputs. */
export interface RenderMemo {
  /** Each page, by a hash of the shell, the page's data and the key of what its content was made from (renderKey). */
  pages: Memo<RenderedHtml>;
  /** The docs sidebars drawn under one shell, by a hash of the shell; each by its open categories (sidebarFor). */
  sidebars: Memo<Map<string, RenderedSidebar>>;
}

/** The client script and the stylesheet every page loads, and KaTeX's and Mermaid's files, which pages that use them load. */
export interface PageAssets {
  js: { url: string };
  css: { url: string };
  vendor: VendorUrls;
}

export interface RenderOptions {
  /** The site's folder: compiled React pages are cached under it. */
  rootDir: string;
  assets: PageAssets;
  searchIndexUrl?: string;
  /** The Content-Security-Policy every page carries in a meta element (headers.ts). */
  csp: string;
  /** The config's head tags as HTML, at the end of every page's <head> (head-tags.ts). */
  headTags: string;
  /** Work kept from the previous render (serve). */
  memo?: RenderMemo;
  /** The site's components: its replacements of theme components and its MDX components (theme-components.ts). */
  components: SiteComponents;
  /** The social image of a page, from its own (`image` front matter) and its texts (social-cards/); its own otherwise. */
  imageOf?(page: { route: string; title?: string; description?: string; image?: PageImage }): PageImage | undefined;
  /** Takes each page as soon as it is rendered; the next waits until it is taken. */
  emit(page: RenderedPage): Promise<void>;
  /** Takes each file a page links to that is rendered with it, after the page. */
  emitFile(file: string, contents: string): Promise<void> | void;
  /** Sees each page while its compiled tree is still whole (it is let go after rendering, outside serve). */
  /** After each page; `html` is what it rendered to (undefined when it crashed in serve). */
  onPage?(page: PageData, html: string | undefined): void;
  onProgress?(done: number, total: number): void;
}

export interface RenderResult {
  diagnostics: Diagnostic[];
  /** Every docs sidebar the pages use, once each. */
  sidebars: Iterable<RenderedSidebar>;
}

export async function renderPages(model: SiteModel, opts: RenderOptions): Promise<RenderResult> {
  const { site } = model;
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  const pages = model.pages.filter((p) => (seen.has(p.route) ? false : (seen.add(p.route), true)));
  const loaded = await loadPageModules(
    {
      reactPages: pages.flatMap((p) => (p.kind === 'react-page' ? [p.modulePath] : [])),
      components: pages.flatMap((p) => (p.kind === 'plugin-route' ? [p.modulePath] : [])),
    },
    opts.rootDir,
  );
  const { modules } = loaded;
  diagnostics.push(...loaded.diagnostics);
  const mdxPages = [...pages.filter(isMdxPage), ...pages.flatMap(mdxListItems)];
  const routeOfFile = new Map(pages.flatMap((p) => (compiledContent(p) ? [[path.resolve(opts.rootDir, p.source), p.route] as const] : [])));
  const mdx = await loadMdxModules(mdxPages, {
    rootDir: opts.rootDir,
    configFile: model.configFile,
    rules: model.readRules,
    markdown: markdownOptions(site.config.markdown, site.texts, Object.keys(opts.components.mdx)),
    resolveMarkdown: (abs) => routeOfFile.get(abs),
    addAsset: (abs) => model.images.add(abs),
    pluginsOf: model.pluginsOf,
  });
  diagnostics.push(...mdx.diagnostics);
  let done = 0;
  let shellCrashed = false;
  /** The crash page in place of a page that threw (serve only; a build fails on the diagnostic). */
  const crashed = (route: string, source: string, err: unknown): string | undefined => {
    const crash = renderCrashPage(err, {
      route,
      source,
      rootDir: opts.rootDir,
      dev: site.dev,
      lang: site.config.i18n.defaultLocale,
      css: opts.assets.css.url,
      js: opts.assets.js.url,
      shell: (inner) => shell(site, route, inner, { title: site.texts['theme.ErrorPageContent.title'], noindex: true }, opts),
      inlineScript: () => headScript(site.config),
      csp: opts.csp,
      texts: site.texts,
      thrownIn: opts.components.thrownIn,
    });
    // A broken shell breaks every page: say so once.
    if (crash.where === 'content' || !shellCrashed) diagnostics.push(crash.diagnostic);
    shellCrashed ||= crash.where === 'shell';
    return site.dev ? crash.html : undefined;
  };
  // The shell is hashed once: joined to each page's key it cost a copy of the site's data per page.
  const shellKey = opts.memo ? contentKey(JSON.stringify([site, opts.assets.css.url, opts.assets.js.url, opts.assets.vendor, opts.searchIndexUrl, opts.csp, opts.headTags, opts.components.key])) : '';
  const sidebars = opts.memo?.sidebars.getOrMake(shellKey, () => ({ value: new Map(), diagnostics: [] })).value ?? new Map<string, RenderedSidebar>();
  const ctx = visibilityContext(site);
  const notAPage = notAPageVisibility(ctx);
  for (const page of pages) {
    const visibility = pageVisibility(page, ctx);
    try {
      const mdxModule = isMdxPage(page) ? mdx.modules.get(page.source) : undefined;
      const key = opts.memo && renderKey(shellKey, page, { react: loaded.keys, mdx: mdx.keys });
      const kept = key === undefined ? undefined : opts.memo?.pages.get(key)?.value;
      const files: PageFiles = kept?.files ?? new Map();
      const withMdx = (): PageData =>
        mdxModule && isMdxPage(page)
          ? withMdxContent(page, mdxModule, { site, route: page.route, ...pageContext(page) }, opts.components)
          : page.kind === 'blog-list'
            ? withMdxListItems(page, mdx.modules, { site, route: page.route }, opts.components)
            : page;
      const html = kept ? kept.html : renderPage(site, withMdx(), visibility, opts, modules, sidebars, files);
      if (!kept && html !== undefined && key !== undefined) opts.memo?.pages.set(key, { value: { html, ...(files.size ? { files } : {}) }, diagnostics: [] });
      opts.onPage?.(page, html);
      // Without a serve cache nothing reads the tree again: let it go. The
      // page gets a copy without it; the compiled result itself may still be
      // on its way into the compile cache and must stay whole.
      if (!opts.memo && (page.kind === 'doc' || page.kind === 'markdown-page' || page.kind === 'blog-post')) page.compiled = { ...page.compiled, hast: { type: 'root', children: [] } };
      if (html !== undefined) {
        const compiled = compiledContent(page);
        const contentLinks = compiled ? [...compiled.links, ...(mdx.partialLinks.get(page.source) ?? [])] : page.kind === 'blog-list' ? listLinks(page) : [];
        await opts.emit({ route: page.route, source: page.source, file: routeToFile(page.route), html, contentLinks, visibility, key });
        for (const [file, contents] of files) await opts.emitFile(file, contents);
      }
    } catch (err) {
      const html = crashed(page.route, page.source, err);
      if (html !== undefined) await opts.emit({ route: page.route, source: page.source, file: routeToFile(page.route), html, contentLinks: [], visibility: notAPage });
    }
    opts.onProgress?.(++done, pages.length);
  }
  const notFoundSource = '(theme: not-found page)';
  let notFound: string | undefined;
  let notFoundKey: string | undefined;
  try {
    // The not-found page depends on the shell alone.
    const make = () => ({ value: { html: renderNotFound(site, opts) }, diagnostics: [] });
    notFoundKey = opts.memo && contentKey(shellKey, notFoundSource);
    notFound = notFoundKey === undefined ? make().value.html : opts.memo?.pages.getOrMake(notFoundKey, make).value.html;
  } catch (err) {
    notFound = crashed('/404', notFoundSource, err);
  }
  if (notFound !== undefined) await opts.emit({ route: '/404', source: notFoundSource, file: '404.html', html: notFound, contentLinks: [], visibility: notAPage, key: notFoundKey });
  return { diagnostics, sidebars: sidebars.values() };
}

/**
 * A docs sidebar is the same HTML for every page that opens the same
 * categories, apart from the current link: render and hash it once per such
 * set and mark the link by replacing its exact href attribute. A sidebar
 * that draws categories closed (theme's sidebar-plan.ts) also has its whole
 * tree rendered once, which the client opens them from.
 */
function sidebarFor(site: SiteData, route: string, ctx: PageContext, cache: Map<string, RenderedSidebar>): RenderedSidebar | undefined {
  const items = findSidebar(site, ctx.instanceId, ctx.version, ctx.sidebarId);
  if (!items) return undefined;
  const sidebarId = `${ctx.instanceId}\u0000${ctx.version}\u0000${ctx.sidebarId}`;
  const render = (props: Parameters<typeof SidebarMenu>[0]): RenderedSidebar => {
    const html = renderToString(createElement(ShellProvider, { value: { site, route } }, createElement(SidebarMenu, props)));
    return { key: contentHash(html), html };
  };
  let tree: RenderedSidebar | undefined;
  if (sidebarPlan(items).needsTree) {
    tree = cache.get(`${sidebarId}\u0000tree`);
    if (!tree) cache.set(`${sidebarId}\u0000tree`, (tree = render({ items, whole: true, activeRoute: '\u0000none' })));
  }
  const id = `${sidebarId}\u0000${openCategoriesKey(items, route)}`;
  let made = cache.get(id);
  if (!made) cache.set(id, (made = render({ items, openFor: route, activeRoute: '\u0000none', tree: tree?.key })));
  const attr = `href="${escapeHtml(withBase(site.config.baseUrl, route))}"`;
  return { key: made.key, html: made.html.replace(attr, `${attr} aria-current="page"`) };
}

function shell(
  site: SiteData,
  route: string,
  inner: ReactElement,
  meta: { title?: string; description?: string; keywords?: string[]; noindex?: boolean; markdown?: string; image?: PageImage },
  opts: RenderOptions,
  ctx: PageContext = {},
  sidebars?: Map<string, RenderedSidebar>,
): string {
  const tree = createElement(
    ThemeComponentsProvider,
    { value: opts.components.theme },
    createElement(
      ShellProvider,
      { value: { site, route, ...ctx, sidebar: sidebars ? sidebarFor(site, route, ctx, sidebars) : undefined, mathStylesheet: opts.assets.vendor.mathStylesheet } },
      createElement(Document, {
        site,
        route,
        ...meta,
        image: opts.imageOf ? opts.imageOf({ route, title: meta.title, description: meta.description, image: meta.image }) : meta.image,
        css: opts.assets.css.url,
        js: opts.assets.js.url,
        csp: opts.csp,
        searchIndex: opts.searchIndexUrl,
        doc: ctx.instanceId && ctx.version ? { instanceId: ctx.instanceId, version: ctx.version } : undefined,
        // biome-ignore lint/correctness/noChildrenProp: DocumentProps types children as a prop; createElement passes it the same way.
        children: createElement(Layout, null, inner),
      }),
    ),
  );
  return withHeadTags('<!DOCTYPE html>' + renderToString(tree), opts.headTags);
}

export function renderNotFound(site: SiteData, opts: RenderOptions): string {
  return shell(site, '/404', createElement(NotFoundPage), { title: site.texts['theme.NotFound.title'], noindex: true }, opts);
}

/**
 * The memo key of a page's HTML: the shell's key, the page's data, and the
 * key of what its content was made from (its compiled markdown, bundled
 * module or API document); none when that is not known.
 */
function renderKey(shellKey: string, page: PageData, modules: { react: ReadonlyMap<string, string>; mdx: ReadonlyMap<string, string> }): string | undefined {
  const content = contentKeyOf(page, modules);
  if (content === undefined) return undefined;
  return contentKey(
    shellKey,
    // A page's compiled content (a list's posts' too) is named by its key below, not written out.
    JSON.stringify(page, (k, v) => (k === 'compiled' || k === 'api' || (k === 'content' && page.kind === 'blog-list') ? undefined : v)),
    content,
  );
}

function contentKeyOf(page: PageData, modules: { react: ReadonlyMap<string, string>; mdx: ReadonlyMap<string, string> }): string | undefined {
  switch (page.kind) {
    case 'doc':
    case 'markdown-page':
    case 'blog-post':
      return compiledKey(page.compiled, page.source, modules);
    case 'blog-list': {
      const items = page.items.map((i) => compiledKey(i.content, i.contentKey, modules));
      return items.includes(undefined) ? undefined : contentKey(...(items as string[]));
    }
    case 'api-reference':
      return page.documentKey;
    case 'react-page':
    case 'plugin-route':
      return modules.react.get(page.modulePath);
    default:
      // Made from its data and the shell alone.
      return '';
  }
}

/** What a compiled page's content renders from: the compile, and an MDX page's bundled module (which stands for the components it imports too). */
function compiledKey(compiled: CompiledMarkdown, moduleKey: string, modules: { mdx: ReadonlyMap<string, string> }): string | undefined {
  const mdx = compiled.mdx === undefined ? '' : modules.mdx.get(moduleKey);
  return compiled.key === undefined || mdx === undefined ? undefined : contentKey(compiled.key, mdx);
}

function pageContext(page: PageData): PageContext {
  return page.kind === 'doc' ? { instanceId: page.instanceId, version: page.version, docId: page.docId, sidebarId: page.sidebarId } : {};
}

function renderPage(
  site: SiteData,
  page: PageData,
  visibility: Visibility,
  opts: RenderOptions,
  modules: Map<string, ReactPageModule>,
  sidebars: Map<string, RenderedSidebar>,
  files: PageFiles,
): string | undefined {
  const noindex = visibility.robotsNoindex;
  switch (page.kind) {
    case 'doc':
      return shell(site, page.route, createElement(DocPage, { page }), { ...dataPageMeta(site, page), noindex, markdown: markdownCopyUrl(site, page) }, opts, pageContext(page), sidebars);
    case 'generated-index':
      return shell(
        site,
        page.route,
        createElement(GeneratedIndexPage, { page }),
        { ...dataPageMeta(site, page), noindex },
        opts,
        { instanceId: page.instanceId, version: page.version, sidebarId: page.sidebarId },
        sidebars,
      );
    case 'markdown-page':
      return shell(site, page.route, createElement(MarkdownPage, { page }), { ...dataPageMeta(site, page), noindex }, opts);
    case 'search':
      return shell(site, page.route, createElement(SearchPage), { ...dataPageMeta(site, page), noindex }, opts);
    case 'api-reference':
      return shell(site, page.route, createElement(ApiReferencePage, { page, detailsUrls: renderApiDetails(site, page, files) }), { ...dataPageMeta(site, page), noindex }, opts, {
        pageMenu: 'API operations',
      });
    case 'react-page':
    case 'plugin-route': {
      const mod = modules.get(page.modulePath);
      if (!mod) return undefined;
      // A plugin's props come first: `site` is the shell's, whatever the plugin passed.
      const props = page.kind === 'plugin-route' ? page.props : {};
      const meta = typeof mod.meta === 'function' ? mod.meta(props) : mod.meta;
      const inner = createElement('main', { id: 'main-content', className: 'page-main', tabIndex: -1 }, createElement(mod.default, { ...props, site }));
      return shell(site, page.route, inner, { title: meta?.title, description: meta?.description, noindex }, opts);
    }
    case 'redirect':
      // No head tags: a script the config adds (analytics) would count the moment before the refresh as a visit.
      return `<!DOCTYPE html>${renderToString(createElement(RedirectDocument, { site, target: site.config.baseUrl.replace(/\/$/, '') + page.to, css: opts.assets.css.url, csp: opts.csp }))}`;
    case 'blog-post':
    case 'blog-list':
    case 'blog-tags':
    case 'blog-authors':
    case 'blog-archive': {
      const parts = blogPageParts(site, page);
      return shell(site, page.route, parts.element, { ...parts.meta, noindex }, opts, parts.context);
    }
  }
}

/** The links a list page's posts write, each named by its post's file: a broken one is reported with its line. */
function listLinks(page: Extract<PageData, { kind: 'blog-list' }>): SourceLink[] {
  return page.items.flatMap((item) => item.content.links.map((link) => ({ ...link, file: link.file ?? item.source })));
}
