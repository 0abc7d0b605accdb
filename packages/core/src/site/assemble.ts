// Turn the content graph into one PageData per route, the route table and the
// site-wide data the shell renders from. Compiles every markdown file once.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiDocument, ContentGraph, Diagnostic, PageData, RouteEntry, SiteData, CoreCache, ImageStamp } from '../types.ts';
import type { ApiReferenceConfig } from '../config/api-reference.schema.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { MarkdownCompiler } from '../markdown/compile.ts';
import { ImageRegistry } from '../assets/images.ts';
import { readRoots } from '../util/read-roots.ts';
import { findDuplicateRoutes } from '../routes/duplicates.ts';
import { loadApiDocument } from '../api/load.ts';
import { compileApiDescriptions } from '../api/descriptions.ts';
import { fetchRemoteSpec, isRemoteSpec } from '../api/remote.ts';
import { apiReferencePages } from '../api/pages.ts';
import { checkReferencePaths } from './api-paths.ts';
import { checkNameLists } from './name-lists.ts';
import { CompileCache, type CompileCacheOptions } from '../markdown/compile-cache.ts';
import { formatKeyPath } from '../util/yaml-source.ts';
import { readLastUpdates } from '../git/last-update.ts';
import { markdownCopyBase } from '../routes/markdown-copy.ts';
import { markdownRoutes } from './markdown-routes.ts';
import { compileSources } from './compile-sources.ts';
import { docPages, showsLastUpdate } from './doc-pages.ts';
import { sitePages } from './site-pages.ts';
import { siteData } from './site-data.ts';
import { validateNavbar } from './navbar-check.ts';

export interface AssembleOptions {
  rootDir: string;
  config: SiteConfig;
  configFile: string;
  locateConfig(path: Array<string | number>): { line: number; column: number } | undefined;
  dev: boolean;
  /** Results kept from the previous build (serve). */
  cache?: CoreCache;
  /** Keep compiled pages on disk between runs. */
  compileCache?: CompileCacheOptions;
  /** Called after each page is compiled, for progress output. */
  onProgress?(done: number, total: number): void;
  /** The locale being built, when not the default (its copy of the site lives under `/<locale>/`). */
  locale?: SiteData['locale'];
  /**
   * Compile and keep only the pages of these routes (serve's first pages,
   * rendered before the rest). `routes` still lists every route but those
   * of API references none of whose pages is wanted: those are not loaded.
   */
  only?: ReadonlySet<string>;
}

export interface SiteModel {
  site: SiteData;
  pages: PageData[];
  routes: RouteEntry[];
  images: ImageRegistry;
  /** The config file, relative to the site root: MDX's `@site/` is its folder, as in Docusaurus. */
  configFile: string;
  diagnostics: Diagnostic[];
  /** Writes to the compile cache still under way: they overlap rendering, and a build waits for them before it ends. */
  cacheWrites?: Promise<void>;
}

export async function assembleSite(graph: ContentGraph, compiler: MarkdownCompiler, opts: AssembleOptions): Promise<SiteModel> {
  const { config, rootDir } = opts;
  const diagnostics: Diagnostic[] = [];
  const roots = readRoots(rootDir, config);
  const images = new ImageRegistry(config.baseUrl, roots);

  const routesOfMarkdown = markdownRoutes(graph, config, rootDir, opts.locale);
  const mdRoutes = routesOfMarkdown.bySource;
  const routesKey = routesOfMarkdown.key;
  const wanted = (route: string) => !opts.only || opts.only.has(route);
  const disk = opts.compileCache && new CompileCache(opts.compileCache, `${opts.locale?.current ?? 'default'}${opts.dev ? '-dev' : ''}`, `${JSON.stringify(config)}\0${routesKey}`);
  // git runs while the pages compile: one log for every instance that shows last-update dates.
  const lastUpdates = readLastUpdates(
    rootDir,
    graph.instances.filter(showsLastUpdate).flatMap((i) => [i.config.path, i.translationPath ?? []].flat()),
  );
  const sources = await compileSources({
    graph,
    compiler,
    config,
    rootDir,
    readRoots: roots,
    routes: routesOfMarkdown,
    images,
    copyBase: markdownCopyBase(config, opts.locale?.current ?? config.i18n.defaultLocale),
    wanted,
    partial: Boolean(opts.only),
    memory: opts.cache?.compiled,
    disk,
    onProgress: opts.onProgress,
  });

  const docs = docPages({ graph, config, rootDir, configFile: opts.configFile, locateConfig: opts.locateConfig, compiled: sources.bySource, lastUpdates: await lastUpdates, wanted });
  const own = sitePages({ graph, config, rootDir, configFile: opts.configFile, compiled: sources.bySource, wanted });
  const pages: PageData[] = [...docs.pages, ...own.pages];
  const routes: RouteEntry[] = [...docs.routes, ...own.routes];
  diagnostics.push(...docs.diagnostics, ...own.diagnostics);

  const apiResults = await Promise.all(
    config.apiReferences.map(async (ref, i): Promise<{ ref: ApiReferenceConfig; absPath: string; result: LoadedApi }> => {
      let absPath = path.resolve(rootDir, ref.spec);
      if (opts.only && !apiWanted(ref, opts.only)) return { ref, absPath, result: { diagnostics: [] } };
      const fetched: Diagnostic[] = [];
      if (isRemoteSpec(ref.spec)) {
        const keyPath = ['apiReferences', i, 'spec'];
        const remote = await fetchRemoteSpec(ref.spec, { rootDir, configFile: opts.configFile, configPath: formatKeyPath(keyPath), ...opts.locateConfig(keyPath) });
        fetched.push(...remote.diagnostics);
        if (!remote.absPath) return { ref, absPath, result: { diagnostics: fetched } };
        absPath = remote.absPath;
      }
      // Validating the document and compiling its descriptions is most of a
      // warm build's time for a large reference: the result is kept between
      // runs when the document stands alone (no $ref into another file, which
      // could change while this one does not).
      const diskText =
        disk && !fetched.length
          ? await readFile(absPath, 'utf8').then(
              (t) => (refersOutside(t) ? undefined : t),
              () => undefined,
            )
          : undefined;
      // serve holds the document it described last in memory: reading it back
      // from disk on every save cost tens of milliseconds.
      const memoryKey = diskText !== undefined ? `${routesKey}\0${diskText}` : undefined;
      const inMemory = memoryKey !== undefined ? opts.cache?.described.get(absPath) : undefined;
      if (inMemory && inMemory.key === memoryKey && !inMemory.diagnostics.length && images.unchanged(inMemory.images)) {
        return { ref, absPath, result: { kept: inMemory.api, diagnostics: [] } };
      }
      const stored = diskText !== undefined ? disk?.readMade<KeptApi>(`api\0${absPath}`, diskText) : undefined;
      if (stored && images.unchanged(stored.images)) {
        if (memoryKey !== undefined) opts.cache?.described.set(absPath, { key: memoryKey, api: stored.api, diagnostics: [], images: stored.images });
        return { ref, absPath, result: { kept: stored.api, diagnostics: [] } };
      }
      const result = await loadApiDocument(absPath, ref.spec, opts.cache?.api);
      return { ref, absPath, result: { ...result, diskText, diagnostics: [...fetched, ...result.diagnostics] } };
    }),
  );
  diagnostics.push(...(await checkNameLists(config, graph, opts)));
  const addApiPages = (ref: ApiReferenceConfig, api: ApiDocument, absPath: string) => {
    // The document itself is offered for download, copied like a linked file (content-hashed name).
    const download = images.add(absPath);
    for (const page of apiReferencePages(ref, api, download && 'url' in download ? download.url : undefined)) {
      pages.push(page);
      routes.push({ path: page.route, kind: 'api', source: ref.spec });
    }
  };
  for (const [index, { ref, absPath, result }] of apiResults.entries()) {
    if (result.kept) {
      // Between runs: the document as validated and described last time.
      diagnostics.push(...checkReferencePaths(ref, index, result.kept, graph, opts));
      addApiPages(ref, result.kept, absPath);
      continue;
    }
    diagnostics.push(...result.diagnostics);
    if (!result.api) continue;
    diagnostics.push(...checkReferencePaths(ref, index, result.api, graph, opts));
    // Descriptions link to this build's routes and images: serve reuses them
    // only while the document's text, the routes and the images are all unchanged.
    const key = result.text !== undefined ? `${routesKey}\0${result.text}` : undefined;
    const kept = key !== undefined ? opts.cache?.described.get(absPath) : undefined;
    let api: ApiDocument;
    if (kept && kept.key === key && images.unchanged(kept.images)) {
      api = kept.api;
      diagnostics.push(...kept.diagnostics);
    } else {
      // A copy: the loaded document is shared with serve's cache and must not carry one build's links.
      api = { ...result.api };
      const used: string[] = [];
      const found = await compileApiDescriptions(api, compiler, {
        file: ref.spec,
        absPath,
        resolveMarkdown: (abs) => mdRoutes.get(abs),
        addAsset: (abs) => (used.push(abs), images.add(abs)),
        markdown: config.markdown,
      });
      diagnostics.push(...found);
      if (key !== undefined) opts.cache?.described.set(absPath, { key, api, diagnostics: found, images: images.stamp(used) });
      // Kept on disk only when nothing was reported, as pages are.
      if (result.diskText !== undefined && !found.length && !result.diagnostics.length) disk?.writeMade(`api\0${absPath}`, result.diskText, { api, images: images.stamp(used) } satisfies KeptApi);
    }
    addApiPages(ref, api, absPath);
  }
  // Pruned after every entry of this run has been read or written.
  const cacheWrites = sources.writes?.then(() => {
    // Only when every page went through the disk cache: in serve's rebuilds
    // the unchanged pages come from memory, and their entries must stay for
    // the next start. (Entries of pages edited while serving are pruned by
    // the next run.) A build of some pages (serve's first) prunes nothing.
    if (!sources.fromMemory && !opts.only) disk?.prune();
  });

  diagnostics.push(...findDuplicateRoutes(routes, config.onDuplicateRoutes));

  const site = siteData(config, graph, opts.dev, opts.locale);
  diagnostics.push(...validateNavbar(config, graph, opts));
  return { site, pages: opts.only ? pages.filter((p) => wanted(p.route)) : pages, routes, images, configFile: opts.configFile, diagnostics, cacheWrites };
}

/** Whether one of `routes` is a page of this API reference (its own route, or a tag page under it). */
function apiWanted(ref: ApiReferenceConfig, routes: ReadonlySet<string>): boolean {
  const under = `${ref.route.replace(/\/$/, '')}/`;
  return [...routes].some((r) => r === ref.route || r.startsWith(under));
}

/** An API reference as kept in the compile cache: its document with the descriptions compiled, and the images they use. */
interface KeptApi {
  api: ApiDocument;
  images: ImageStamp[];
}

/** An API document as loaded (`diskText`: its text, when it may be kept on disk), or as kept from the last run. */
type LoadedApi =
  | (Awaited<ReturnType<typeof loadApiDocument>> & { kept?: undefined; diskText?: string })
  | { kept: ApiDocument; diagnostics: Diagnostic[]; api?: undefined; text?: undefined; diskText?: undefined };

/** Whether a document's `$ref`s lead into another file (anything but `#/…` within itself). */
function refersOutside(text: string): boolean {
  for (const m of text.matchAll(/["']?\$ref["']?\s*:\s*["']?([^"'\s,}]*)/g)) if (!m[1]!.startsWith('#')) return true;
  return false;
}
