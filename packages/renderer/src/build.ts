// One build: load and compile (core), render every route (theme), check the
// links of the rendered HTML (core), and write build/ (unless checking).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { checkLinks, loadSite, type CoreCache, type Diagnostic, type MarkdownCompiler, type SiteModel } from '@ctfdocs/core';
import { buildClientAssets, type ClientAssets } from './client-assets.ts';
import { renderPages, robotsTxt, sitemapXml, type RenderedRoute, type RenderMemo } from './render.ts';
import { writeOutputAtomic, type OutputFile } from './output.ts';
import { loadOtherLocales, renderOtherLocales } from './locales.ts';
import { buildSearchIndex, siteSearchRecords } from './search-index.ts';
import { contentSecurityPolicy, headersFile } from './headers.ts';
import { contentChunks, type ChunkMemo } from './content-chunks.ts';
import { headScript, searchContextOf } from '@ctfdocs/theme';

/** Kept by `serve` between rebuilds: unchanged work is not done again. */
export interface BuildCache {
  core: CoreCache;
  rendered: RenderMemo;
  assets?: ClientAssets;
  chunks: ChunkMemo;
}

export function createBuildCache(): BuildCache {
  return { core: { routesKey: '', compiled: new Map(), api: new Map() }, rendered: new Map(), chunks: new Map() };
}

export interface BuildOptions {
  rootDir: string;
  configPath: string;
  outDir: string;
  /** Development build: drafts shown, live reload on. */
  dev?: boolean;
  /** Write build/ (build, serve) or only check (check). */
  write: boolean;
  compiler?: MarkdownCompiler;
  cache?: BuildCache;
  onPhase?(phase: string): void;
  onProgress?(phase: string, done: number, total: number): void;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  model?: SiteModel;
  routes: RenderedRoute[];
  files: Map<string, OutputFile>;
  compiler?: MarkdownCompiler;
  timings: Record<string, number>;
}

async function listStatic(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

export async function buildSite(opts: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - t);
    t = now;
  };
  const loaded = await loadSite({
    rootDir: opts.rootDir,
    configPath: opts.configPath,
    dev: Boolean(opts.dev),
    compiler: opts.compiler,
    cache: opts.cache?.core,
    onPhase: opts.onPhase,
    onProgress: (d, n) => opts.onProgress?.('compile', d, n),
  });
  lap('load+compile');
  const files = new Map<string, OutputFile>();
  if (!loaded.model) return { ok: false, diagnostics: loaded.diagnostics, routes: [], files, timings };
  const { model } = loaded;
  const { config } = model.site;
  const diagnostics = [...loaded.diagnostics];

  opts.onPhase?.('render');
  const assets = opts.cache?.assets ?? (await buildClientAssets(config.baseUrl));
  if (opts.cache) opts.cache.assets = assets;
  files.set(assets.js.file, { contents: assets.js.contents });
  files.set(assets.css.file, { contents: assets.css.contents });
  for (const f of assets.extra) files.set(f.file, { contents: f.contents });
  const locales = { rootDir: opts.rootDir, configPath: opts.configPath, dev: Boolean(opts.dev), compiler: loaded.compiler };
  const others = await loadOtherLocales(config, locales, diagnostics);
  diagnostics.push(...others.diagnostics);
  let searchIndexUrl: string | undefined;
  if (config.themeConfig.search) {
    // One index per locale and docs version (see the theme's search/context.ts), over every locale's pages.
    const models = [model, ...others.locales.flatMap((l) => (l.model ? [l.model] : []))];
    const index = buildSearchIndex(models.flatMap(siteSearchRecords), config.baseUrl, Boolean(opts.dev), searchContextOf(model.site)!);
    for (const [file, contents] of index.files) files.set(file, { contents });
    searchIndexUrl = config.baseUrl + index.manifestFile;
  }
  lap('assets');
  const rendered = await renderPages(model, { rootDir: opts.rootDir, assets, searchIndexUrl, memo: opts.cache?.rendered, onProgress: (d, n) => opts.onProgress?.('render', d, n) });
  diagnostics.push(...rendered.diagnostics);
  // Client navigation fetches each route's chunk instead of the whole page.
  const chunks = contentChunks(rendered.routes.filter((r) => r.file !== '404.html'), opts.cache?.chunks);
  for (const r of rendered.routes) files.set(r.file, { contents: chunks.html.get(r.route) ?? r.html });
  for (const [file, contents] of chunks.files) files.set(file, { contents });
  const localized = await renderOtherLocales(config, others.locales, { ...locales, assets, searchIndexUrl, onProgress: opts.onProgress }, diagnostics);
  diagnostics.push(...localized.diagnostics);
  for (const [file, out] of localized.files) files.set(file, out);
  rendered.routes.push(...localized.routes);
  files.set('sitemap.xml', { contents: sitemapXml(model.site, rendered.routes) });
  files.set('_headers', { contents: headersFile(contentSecurityPolicy([headScript(config)], { analytics: Boolean(config.themeConfig.analytics) && !opts.dev }), config.baseUrl) });
  files.set('robots.txt', { contents: robotsTxt(model.site) });
  for (const img of model.images.byPath.values()) files.set(img.url.slice(config.baseUrl.length), { copyFrom: img.absPath });
  for (const dir of config.staticDirectories) {
    const absDir = path.resolve(opts.rootDir, dir);
    for (const rel of await listStatic(absDir)) {
      for (const prefix of localized.prefixes) if (!files.has(prefix + rel)) files.set(prefix + rel, { copyFrom: path.join(absDir, rel) });
    }
  }
  lap('render');

  opts.onPhase?.('check');
  const fileSet = new Set([...files.keys()].filter((f) => !f.endsWith('.html')).map((f) => `/${f}`));
  diagnostics.push(
    ...checkLinks(
      rendered.routes.map((r) => ({ route: r.route, source: r.source, html: r.html, contentLinks: r.contentLinks })),
      { baseUrl: config.baseUrl, onBrokenLinks: config.onBrokenLinks, onBrokenAnchors: config.onBrokenAnchors, onBrokenMarkdownLinks: config.onBrokenMarkdownLinks, files: fileSet },
    ),
  );
  lap('check');
  const ok = !diagnostics.some((d) => d.severity === 'error');
  if (ok && opts.write) {
    opts.onPhase?.('write');
    await writeOutputAtomic(opts.outDir, files);
    lap('write');
  }
  return { ok, diagnostics, model, routes: rendered.routes, files, compiler: loaded.compiler, timings };
}
