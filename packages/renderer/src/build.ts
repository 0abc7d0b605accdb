// One build: load and compile (core), render every route (theme) and write
// each page as it comes (to a staged build/ or, for serve and check, to
// memory), check the links of the rendered HTML (core), and swap the staged
// build/ in when nothing failed.
import { statSync } from 'node:fs';
import { readdir, realpath } from 'node:fs/promises';
import type { Dirent } from 'node:fs';
import path from 'node:path';
import {
  checkLinks,
  insideRoots,
  isAbsoluteUrl,
  linkOutsideRoots,
  loadSite,
  localeBaseUrl,
  notContent,
  type CodeBundle,
  type CompileCacheOptions,
  type Diagnostic,
  type MarkdownCompiler,
  type ReadRules,
  type SiteModel,
} from '@ctfdocs/core';
import { buildClientAssets } from './client-assets.ts';
import { renderPages, robotsTxt, sitemapXml } from './render.ts';
import { keepAssets, type BuildCache } from './build-cache.ts';
import { LlmsOutput } from './llms.ts';
import { outputHoldsSources } from './output-overlap.ts';
import { MemoryOutput, OutputError, StagedOutput, writeOutputAtomic, type OutputFile, type OutputSink } from './output.ts';
import { loadOtherLocales, renderOtherLocales } from './locales.ts';
import { DEV_SEARCH_MANIFEST, buildSearchIndex, searchManifestFile } from './search-index.ts';
import { siteSearchRecords } from './search-records.ts';
import { buildSearchIndexFiles } from './search-index-thread.ts';
import { contentSecurityPolicy, headersFile, metaContentSecurityPolicy } from './headers.ts';
import { PageOutput, type RenderedRoute } from './page-output.ts';
import { PageUses } from './vendor-assets.ts';
import { checkDiagrams } from './diagram-check.ts';
import { checkOutputAgreement } from './output-agreement.ts';
import type { SearchRecord } from './search-index.ts';
import { SecretScan } from './secret-scan.ts';
import { headScript, searchContextOf, sidebarFile } from '@ctfdocs/theme';

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
  /** Keep compiled markdown on disk between runs. */
  compileCache?: CompileCacheOptions;
  /** The bundled ctfdocs that runs (bin/ctfdocs): where worker threads start, and the code version the search manifest is named with. */
  bundle?: CodeBundle;
  /**
   * serve: leave the search index to `finishSearchIndex`, so the pages can be
   * sent first (a dev build's manifest has one name, so pages do not depend on it).
   */
  deferSearchIndex?: boolean;
  /**
   * serve's first pages: compile and render only the pages written to these
   * files (and what they need: assets, sidebars, images), with the default
   * locale only, and check their links against every route.
   */
  only?: readonly string[];
  /** The files changed since the last build with this cache (serve's saves; see LoadSiteOptions.changed). */
  changed?: readonly string[];
  onPhase?(phase: string): void;
  onProgress?(phase: string, done: number, total: number): void;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  model?: SiteModel;
  routes: RenderedRoute[];
  /** The output, when kept in memory (serve, check); a build streams it to disk. */
  files: Map<string, OutputFile>;
  compiler?: MarkdownCompiler;
  timings: Record<string, number>;
  /** With `deferSearchIndex`: builds the search index's files (path → contents), for the caller to serve. */
  searchIndex?(): Map<string, string>;
}

/**
 * The files of a static folder that are content (core's util/read-roots.ts:
 * not a dotfile or dot-folder but `.nojekyll` and `.well-known/`, nor
 * node_modules, the output folder or what the config excludes). Symbolic
 * links are not followed; one that leads outside the folders pages may read
 * is reported, since copying it would publish whatever it points at.
 */
async function listStatic(dir: string, rootDir: string, rules: ReadRules, diagnostics: Diagnostic[]): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  for (const e of entries.filter((e) => e.isSymbolicLink())) {
    const abs = path.join(e.parentPath, e.name);
    const real = await realpath(abs).catch(() => undefined);
    if (real && !insideRoots(real, rules.roots)) {
      diagnostics.push(
        linkOutsideRoots({ abs, real, rootDir }, 'static/outside-site', 'Static folders are copied without following symbolic links; remove this one, or copy the file it points at into the folder.'),
      );
    }
  }
  const realDir = await realpath(dir);
  return entries
    .filter((e) => e.isFile() && notContent(path.join(realDir, path.relative(dir, e.parentPath), e.name), rules, { staticFile: true }) === undefined)
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
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
    compileCache: opts.compileCache,
    bundle: opts.bundle,
    onPhase: opts.onPhase,
    onProgress: (d, n) => opts.onProgress?.('compile', d, n),
    only: opts.only && new Set(opts.only.flatMap(fileToRoute)),
    changed: opts.changed,
    outDir: opts.outDir,
  });
  lap('load+compile');
  if (!loaded.model) return { ok: false, diagnostics: loaded.diagnostics, routes: [], files: new Map(), timings };
  const { model } = loaded;
  const { config } = model.site;
  const diagnostics = [...loaded.diagnostics];
  const overlap = opts.write ? outputHoldsSources(opts.outDir, opts.rootDir, config, loaded.loaded.file) : undefined;
  if (overlap) return { ok: false, diagnostics: [...diagnostics, overlap], routes: [], files: new Map(), timings };
  let staged: StagedOutput | undefined;
  try {
    // `build` streams pages into a staged build/ as they are rendered; `serve`
    // (which keeps its cache) and `check` (which writes nothing) keep them in memory.
    staged = opts.write && !opts.cache ? await StagedOutput.open(opts.outDir) : undefined;
    const memory = staged ? undefined : new MemoryOutput();
    // Every file on its way to the output passes the secret scan.
    const sink = new SecretScan(staged ?? memory!, config.checkSecrets, opts.rootDir, opts.cache?.secrets);
    const { routes, searchIndex, models, diagramCheck } = await renderAll(model, loaded.compiler, diagnostics, sink, opts);
    lap('render');
    opts.onPhase?.('check');
    // HTML included: a static page (static/legacy.html) or an API reference's
    // operation details file is a file a link may name.
    const assetFiles = new Set([...sink.paths()].map((f) => `/${f}`));
    const { onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks } = config;
    const otherRoute = opts.only ? otherRoutes(model, config) : undefined;
    const unpublishedFile = (source: string, href: string) => fileBeside(path.resolve(opts.rootDir, source), href);
    diagnostics.push(
      ...checkLinks(routes, { baseUrl: config.baseUrl, onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks, files: assetFiles, configFile: loaded.loaded.file, otherRoute, unpublishedFile }),
    );
    diagnostics.push(...(await diagramCheck));
    const secrets = sink.report({ models, routes, configFile: loaded.loaded.file, outputDir: path.relative(opts.rootDir, path.resolve(opts.outDir)), partial: Boolean(opts.only) });
    diagnostics.push(...secrets.diagnostics);
    lap('check');
    timings.secrets = Math.round(secrets.ms);
    const ok = !diagnostics.some((d) => d.severity === 'error');
    await model.cacheWrites;
    if (opts.write) {
      opts.onPhase?.('write');
      if (!ok) await staged?.discard();
      else diagnostics.push(...(staged ? await staged.commit() : await writeOutputAtomic(opts.outDir, memory!.files)));
      lap('write');
    }
    return { ok, diagnostics, model, routes, files: memory?.files ?? new Map(), compiler: loaded.compiler, timings, searchIndex };
  } catch (err) {
    await staged?.discard();
    // A folder the build cannot write is a problem with the site's setup, reported like the others.
    if (err instanceof OutputError) return { ok: false, diagnostics: [...diagnostics, err.diagnostic], model, routes: [], files: new Map(), timings };
    throw err;
  }
}

/** Whether a relative href, read as a path from the page's file, names a file there. */
function fileBeside(pageFile: string, href: string): boolean {
  if (href.startsWith('/') || isAbsoluteUrl(href)) return false;
  let rel: string;
  try {
    rel = decodeURIComponent(href.split(/[?#]/)[0]);
  } catch {
    return false;
  }
  return rel !== '' && statSync(path.resolve(path.dirname(pageFile), rel), { throwIfNoEntry: false })?.isFile() === true;
}

/** The route a page file is written for (route-file.ts), or none for a path that is no page file. */
function fileToRoute(file: string): string[] {
  if (!file.endsWith('.html')) return [];
  return [file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`];
}

/** For a build of some pages: whether a path is a route of the site, other locales' included (they are not loaded). */
function otherRoutes(model: SiteModel, config: SiteModel['site']['config']): (path: string) => boolean {
  const routes = new Set(model.routes.map((r) => r.path));
  const locales = config.i18n.locales.filter((l) => l !== config.i18n.defaultLocale).map((l) => `/${localeBaseUrl(config, l).slice(config.baseUrl.length).replace(/\/$/, '')}`);
  // API references not loaded (none of their pages was wanted): their routes are paths under their own.
  const apis = config.apiReferences.map((ref) => ref.route);
  return (p) => routes.has(p) || [...locales, ...apis].some((prefix) => p === prefix || p.startsWith(`${prefix.replace(/\/$/, '')}/`));
}

/** Every file of the build, into `sink`; returns the routes, for the link check. */
async function renderAll(
  model: SiteModel,
  compiler: MarkdownCompiler | undefined,
  diagnostics: Diagnostic[],
  sink: OutputSink,
  opts: BuildOptions,
): Promise<{ routes: RenderedRoute[]; searchIndex?: () => Map<string, string>; models: SiteModel[]; diagramCheck: Promise<Diagnostic[]> }> {
  const { config } = model.site;
  opts.onPhase?.('render');
  // esbuild makes the client bundle in its own process, on the core the
  // compile workers have just left; the search index is built meanwhile.
  const assetsMade = opts.cache?.assets ?? keepAssets(opts.cache, buildClientAssets(config.baseUrl));
  // Awaited below; a failure must not count as unhandled before then.
  assetsMade.catch(() => undefined);
  const locales = { rootDir: opts.rootDir, configPath: opts.configPath, dev: Boolean(opts.dev), compiler, compileCache: opts.compileCache, bundle: opts.bundle, outDir: opts.outDir };
  const others = opts.only ? { locales: [], diagnostics: [] } : await loadOtherLocales(config, locales, diagnostics);
  diagnostics.push(...others.diagnostics);
  const models = [model, ...others.locales.flatMap((l) => (l.model ? [l.model] : []))];
  // Mermaid parses the diagrams on another thread while the pages render.
  const diagramCheck = checkDiagrams(models, { compileCache: opts.compileCache, bundle: opts.bundle, partial: Boolean(opts.only) });
  diagramCheck.catch(() => undefined);
  let searchIndexUrl: string | undefined;
  let searchIndex: (() => Map<string, string>) | undefined;
  let searchFiles: Promise<Map<string, string>> | undefined;
  let searchRecords: SearchRecord[] | undefined;
  if (config.themeConfig.search) {
    // One index per locale and docs version (see the theme's search/context.ts), over every locale's pages.
    const records = () => models.flatMap(siteSearchRecords);
    const dev = Boolean(opts.dev);
    const defaultKey = searchContextOf(model.site)!;
    if (opts.deferSearchIndex && dev) {
      searchIndex = () => buildSearchIndex(records(), config.baseUrl, dev, defaultKey).files;
      searchIndexUrl = config.baseUrl + DEV_SEARCH_MANIFEST;
    } else {
      const job = { records: records(), baseUrl: config.baseUrl, dev, defaultKey, manifestFile: '' };
      searchRecords = job.records;
      job.manifestFile = searchManifestFile(job.records, job.baseUrl, dev, defaultKey, opts.bundle?.version);
      // Built beside the rendering (another thread, for a large site) and written after the pages.
      searchFiles = buildSearchIndexFiles(job, { bundle: opts.bundle });
      searchFiles.catch(() => undefined);
      searchIndexUrl = config.baseUrl + job.manifestFile;
    }
  }
  const assets = await assetsMade;
  for (const f of [assets.js, assets.css, ...assets.extra]) await sink.put(f.file, { contents: f.contents });
  const uses = new PageUses(assets.vendor);
  const pages = new PageOutput(sink, opts.cache?.pages, (html) => uses.see(html));
  // One policy: in _headers for hosts that read it, and in every page.
  const policy = contentSecurityPolicy([headScript(config)], { analytics: Boolean(config.themeConfig.analytics) && !opts.dev });
  const csp = metaContentSecurityPolicy(policy);
  const llms = new LlmsOutput(model.site);
  const rendered = await renderPages(model, {
    rootDir: opts.rootDir,
    assets,
    searchIndexUrl,
    csp,
    memo: opts.cache?.rendered,
    emit: (page) => pages.add(page),
    emitFile: (file, contents) => sink.put(file, { contents }),
    onPage: (page, html) => llms.add(page, html),
    onProgress: (d, n) => opts.onProgress?.('render', d, n),
  });
  diagnostics.push(...rendered.diagnostics);
  for (const s of rendered.sidebars) await sink.put(sidebarFile(s.key), { contents: s.html });
  const prefixes = await renderOtherLocales(config, others.locales, { ...locales, assets, searchIndexUrl, csp, onProgress: opts.onProgress }, sink, pages, diagnostics);
  pages.pruneMemo();
  for (const f of uses.files()) await sink.put(f.file, { contents: f.contents });
  if (searchFiles) for (const [file, contents] of await searchFiles) await sink.put(file, { contents });
  // The sitemap and the llms.txt indexes list the whole site: a build of some
  // pages (serve's first pages) leaves them to the whole build.
  const sitemap = opts.only ? undefined : sitemapXml(model.site, pages.routes);
  if (sitemap !== undefined) await sink.put('sitemap.xml', { contents: sitemap });
  await sink.put('_headers', { contents: headersFile(policy, config.baseUrl) });
  await sink.put('robots.txt', { contents: robotsTxt(model.site) });
  const llmsFiles = llms.files({ indexes: !opts.only });
  for (const f of llmsFiles) await sink.put(f.file, { contents: f.contents });
  diagnostics.push(...checkOutputAgreement({ routes: pages.routes, sitemap, llms: llmsFiles, searchRecords, models }));
  for (const img of model.images.byPath.values()) await sink.put(img.url.slice(config.baseUrl.length), img.published);
  for (const dir of config.staticDirectories) {
    const absDir = path.resolve(opts.rootDir, dir);
    // Generated files come first: a static file never replaces one.
    for (const rel of await listStatic(absDir, opts.rootDir, model.readRules, diagnostics)) for (const prefix of prefixes) await sink.put(prefix + rel, { copyFrom: path.join(absDir, rel) });
  }
  await Promise.all(others.locales.map((l) => l.model?.cacheWrites));
  return { routes: pages.routes, searchIndex, models, diagramCheck };
}
