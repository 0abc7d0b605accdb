// renderToString for every route with the theme's shell, plus the files a
// static host needs: 404.html, sitemap.xml, robots.txt, assets.
import type { ReactElement } from 'react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Diagnostic, PageData, SiteData, SiteModel } from '@ctfdocs/core';
import {
  ApiReferencePage,
  DocPage,
  Document,
  GeneratedIndexPage,
  Layout,
  MarkdownPage,
  NotFoundPage,
  SearchPage,
  ShellProvider,
  SidebarTree,
  findSidebar,
  headScript,
  openCategoriesKey,
  withBase,
  type ShellContext,
} from '@ctfdocs/theme';
import type { ClientAssets } from './client-assets.ts';
import { routeToFile } from './route-file.ts';
import { renderCrashPage } from './crash-page.ts';
import { loadPageModules, type ReactPageModule } from './page-modules.ts';

export interface RenderedRoute {
  route: string;
  source: string;
  file: string;
  html: string;
  contentLinks: Array<{ url: string; line?: number; column?: number; brokenMarkdownTarget?: string }>;
}

/** What the shell knows of a docs page: its instance, version, doc and sidebar. */
type PageContext = Pick<ShellContext, 'instanceId' | 'version' | 'docId' | 'sidebarId'>;

export type RenderMemo = Map<string, { anchor?: object; sig: string; html: string }>;

export interface RenderOptions {
  /** The site's folder: compiled React pages are cached under it. */
  rootDir: string;
  assets: ClientAssets;
  searchIndexUrl?: string;
  /**
   * HTML kept from the previous build (serve), by route: reused when the
   * page's signature (shell, page data) and its anchor (its compiled content,
   * API document or React module) are unchanged.
   */
  memo?: RenderMemo;
  onProgress?(done: number, total: number): void;
}

export async function renderPages(model: SiteModel, opts: RenderOptions): Promise<{ routes: RenderedRoute[]; diagnostics: Diagnostic[] }> {
  const { site } = model;
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  const pages = model.pages.filter((p) => (seen.has(p.route) ? false : (seen.add(p.route), true)));
  const loaded = await loadPageModules(
    pages.flatMap((p) => (p.kind === 'react-page' ? [p.modulePath] : [])),
    opts.rootDir,
  );
  const { modules } = loaded;
  diagnostics.push(...loaded.diagnostics);
  const routes: RenderedRoute[] = [];
  const sidebars = new Map<string, string>();
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
      shell: (inner) => shell(site, route, inner, { title: 'This page crashed.', noindex: true }, opts),
      inlineScript: () => headScript(site.config),
    });
    // A broken shell breaks every page: say so once.
    if (crash.where === 'content' || !shellCrashed) diagnostics.push(crash.diagnostic);
    shellCrashed ||= crash.where === 'shell';
    return site.dev ? crash.html : undefined;
  };
  const shellSig = opts.memo ? JSON.stringify([site, opts.assets.css.url, opts.assets.js.url, opts.searchIndexUrl]) : '';
  for (const page of pages) {
    try {
      const anchor =
        page.kind === 'doc' || page.kind === 'markdown-page' ? page.compiled : page.kind === 'api-reference' ? page.api : page.kind === 'react-page' ? modules.get(page.modulePath) : undefined;
      const sig = opts.memo ? shellSig + JSON.stringify(page, (k, v) => (k === 'compiled' || k === 'api' ? undefined : v)) : '';
      const kept = opts.memo?.get(page.route);
      const html = kept && kept.sig === sig && kept.anchor === anchor ? kept.html : renderPage(site, page, opts, modules, sidebars);
      if (html !== undefined && opts.memo) opts.memo.set(page.route, { anchor, sig, html });
      // Without a serve cache nothing reads the tree again: let it go.
      if (!opts.memo && (page.kind === 'doc' || page.kind === 'markdown-page')) page.compiled.hast = { type: 'root', children: [] };
      if (html !== undefined) {
        routes.push({
          route: page.route,
          source: page.source,
          file: routeToFile(page.route),
          html,
          contentLinks: page.kind === 'doc' || page.kind === 'markdown-page' ? page.compiled.links : [],
        });
      }
    } catch (err) {
      const html = crashed(page.route, page.source, err);
      if (html !== undefined) routes.push({ route: page.route, source: page.source, file: routeToFile(page.route), html, contentLinks: [] });
    }
    opts.onProgress?.(++done, pages.length);
  }
  // The not-found page depends on the shell only; its memo key is no route.
  const NOT_FOUND_KEY = '\0not-found';
  if (opts.memo) for (const route of opts.memo.keys()) if (!seen.has(route) && route !== NOT_FOUND_KEY) opts.memo.delete(route);
  const notFoundSource = '(theme: not-found page)';
  let notFound: string | undefined;
  try {
    const kept = opts.memo?.get(NOT_FOUND_KEY);
    notFound = kept && kept.sig === shellSig ? kept.html : renderNotFound(site, opts);
    opts.memo?.set(NOT_FOUND_KEY, { sig: shellSig, html: notFound });
  } catch (err) {
    notFound = crashed('/404', notFoundSource, err);
  }
  if (notFound !== undefined) routes.push({ route: '/404', source: notFoundSource, file: '404.html', html: notFound, contentLinks: [] });
  return { routes, diagnostics };
}

/**
 * A docs sidebar is the same HTML for every page that opens the same
 * categories, apart from the current link: render it once per such set and
 * mark the link by replacing its exact href attribute.
 */
function sidebarHtml(site: SiteData, route: string, ctx: PageContext, cache: Map<string, string>): string | undefined {
  const items = findSidebar(site, ctx.instanceId, ctx.version, ctx.sidebarId);
  if (!items) return undefined;
  const key = `${ctx.instanceId}\u0000${ctx.version}\u0000${ctx.sidebarId}\u0000${openCategoriesKey(items, route)}`;
  let html = cache.get(key);
  if (html === undefined) {
    html = renderToString(createElement(ShellProvider, { value: { site, route } }, createElement(SidebarTree, { items, openFor: route, activeRoute: '\u0000none' })));
    cache.set(key, html);
  }
  const attr = `href="${escapeAttr(withBase(site.config.baseUrl, route))}"`;
  return html.replace(attr, `${attr} aria-current="page"`);
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function shell(site: SiteData, route: string, inner: ReactElement, meta: { title?: string; description?: string; keywords?: string[]; noindex?: boolean }, opts: RenderOptions, ctx: PageContext = {}, sidebars?: Map<string, string>): string {
  const tree = createElement(
    ShellProvider,
    { value: { site, route, ...ctx, sidebarHtml: sidebars ? sidebarHtml(site, route, ctx, sidebars) : undefined } },
    createElement(Document, { site, route, ...meta, css: opts.assets.css.url, js: opts.assets.js.url, searchIndex: opts.searchIndexUrl, version: ctx.version, children: createElement(Layout, null, inner) }),
  );
  return '<!DOCTYPE html>' + renderToString(tree);
}

export function renderNotFound(site: SiteData, opts: RenderOptions): string {
  return shell(site, '/404', createElement(NotFoundPage), { title: 'Page not found', noindex: true }, opts);
}

function renderPage(site: SiteData, page: PageData, opts: RenderOptions, modules: Map<string, ReactPageModule>, sidebars: Map<string, string>): string | undefined {
  switch (page.kind) {
    case 'doc':
      return shell(site, page.route, createElement(DocPage, { page }), { title: page.title, description: page.description, keywords: page.keywords }, opts, { instanceId: page.instanceId, version: page.version, docId: page.docId, sidebarId: page.sidebarId }, sidebars);
    case 'generated-index':
      return shell(site, page.route, createElement(GeneratedIndexPage, { page }), { title: page.title, description: page.description }, opts, { instanceId: page.instanceId, version: page.version, sidebarId: page.sidebarId }, sidebars);
    case 'markdown-page':
      return shell(site, page.route, createElement(MarkdownPage, { page }), { title: page.title, description: page.description }, opts);
    case 'search':
      return shell(site, page.route, createElement(SearchPage), { title: 'Search', noindex: true }, opts);
    case 'api-reference':
      return shell(site, page.route, createElement(ApiReferencePage, { page }), { title: page.title, description: page.description ?? `Reference for every operation of the ${page.api.title}.` }, opts);
    case 'react-page': {
      const mod = modules.get(page.modulePath);
      if (!mod) return undefined;
      const inner = createElement('main', { id: 'main-content', className: 'page-main', tabIndex: -1 }, createElement(mod.default, { site }));
      return shell(site, page.route, inner, { title: mod.meta?.title, description: mod.meta?.description }, opts);
    }
    case 'redirect':
      return redirectHtml(site.config.baseUrl, page.to);
  }
}

function redirectHtml(baseUrl: string, to: string): string {
  const target = baseUrl.replace(/\/$/, '') + to;
  const esc = target.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title><link rel="canonical" href="${esc}"><meta http-equiv="refresh" content="0; url=${esc}"><meta name="robots" content="noindex"></head><body><p>This page has moved to <a href="${esc}">${esc}</a>.</p></body></html>`;
}

export function sitemapXml(site: SiteData, routes: RenderedRoute[]): string {
  const base = site.config.url.replace(/\/$/, '') + site.config.baseUrl.replace(/\/$/, '');
  const urls = routes
    .filter((r) => r.file !== '404.html' && !r.html.includes('name="robots" content="noindex"'))
    .map((r) => `<url><loc>${base}${r.route === '/' ? '/' : r.route}</loc></url>`)
    .sort();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: SiteData): string {
  const base = site.config.url.replace(/\/$/, '') + site.config.baseUrl;
  return `User-agent: *\nAllow: /\n\nSitemap: ${base}sitemap.xml\n`;
}
