// Turn the content graph into one PageData per route, the route table and the
// site-wide data the shell renders from, as a composition of stages (each a
// module of this folder taking plain data and returning new values): the
// markdown routes, every markdown file compiled once, the docs' pages, the
// site's own pages, the blogs' pages, the API references' pages, then
// site-wide data and checks (the verification of pages against the product
// among them).
import type { ContentGraph, Diagnostic, LastUpdate, PageData, RouteEntry, SiteData } from '../types.ts';
import type { CoreCache } from './core-cache.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { CompileWorkers } from '../markdown/compile-pool.ts';
import { ImageRegistry } from '../assets/images.ts';
import { readRules, type ReadRules } from '../util/read-roots.ts';
import { findDuplicateRoutes } from '../routes/duplicates.ts';
import { checkNameLists } from './name-lists.ts';
import { CompileCache, type CompileCacheOptions } from '../markdown/compile-cache.ts';
import { readLastUpdates } from '../git/last-update.ts';
import { highlightCacheFor } from '../markdown/highlight-cache.ts';
import { markdownCopyBase } from '../routes/markdown-copy.ts';
import { markdownRoutes } from './markdown-routes.ts';
import { compileSources } from './compile-sources.ts';
import { docPages } from './doc-pages.ts';
import { lastUpdateDirs } from './last-update.ts';
import { blogPages } from './blog/pages.ts';
import { sitePages } from './site-pages.ts';
import { apiReferences } from './api-references.ts';
import { siteData } from './site-data.ts';
import { validateNavbar } from './navbar-check.ts';
import { scanSiteSources, type SourceSecrets } from '../secrets/site-sources.ts';
import { themeTexts } from './theme-texts.ts';
import { configWithoutPlugins, pluginsOfFile, resolveSitePlugins, type PluginSet, type SitePluginMarkdown } from '../markdown/site-plugins/sets.ts';
import { checkVerification, pagesToVerify } from '../verification/check.ts';

export interface AssembleOptions {
  rootDir: string;
  config: SiteConfig;
  configFile: string;
  locateConfig(path: Array<string | number>): { line: number; column: number } | undefined;
  /** The config file's text, for the secret scan: given to one load of a build (the default locale's). */
  configText?: string;
  dev: boolean;
  /** The output folder, relative to rootDir: never read as content. */
  outDir?: string;
  /** Results kept from the previous build (serve). */
  cache?: CoreCache;
  /** git's last commit of each doc, when the content's load started reading it (pipeline.ts); read here otherwise. */
  lastUpdates?: Promise<Map<string, LastUpdate>>;
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
  /** The names of the components the site's `mdxComponents` module gives MDX pages (the renderer imports it before the load). */
  siteMdxComponents?: readonly string[];
  /** The markdown plugins the site plugins returned, after the config's own. */
  pluginMarkdown?: readonly SitePluginMarkdown[];
}

export interface SiteModel {
  site: SiteData;
  pages: PageData[];
  routes: RouteEntry[];
  images: ImageRegistry;
  /** What pages may read (util/read-roots.ts): static files and MDX imports are checked against it too. */
  readRules: ReadRules;
  /** The config file, relative to the site root: MDX's `@site/` is its folder, as in Docusaurus. */
  configFile: string;
  diagnostics: Diagnostic[];
  /** Secrets in the site's files (reported by the renderer with those in the output, secrets/report.ts). */
  secrets: SourceSecrets;
  /** Writes to the compile cache still under way: they overlap rendering, and a build waits for them before it ends. */
  cacheWrites?: Promise<void>;
  /** The local files the site's markdown plugins are loaded from (absolute): serve watches them. */
  pluginFiles: string[];
  /** The site's plugins a markdown file compiled apart from the pages (an MDX partial, by its absolute path) takes. */
  pluginsOf(absPath: string): PluginSet | undefined;
}

export async function assembleSite(graph: ContentGraph, workers: CompileWorkers, opts: AssembleOptions): Promise<SiteModel> {
  const { config, rootDir, configFile, locateConfig, only } = opts;
  const wanted = (route: string) => !only || only.has(route);
  const rules = readRules({ rootDir, configFile, config, outDir: opts.outDir });
  // Every stage that compiles markdown registers the images it uses here; the renderer copies them.
  const images = new ImageRegistry(config.baseUrl, rules);
  const texts = themeTexts({ config, rootDir, configFile, locale: opts.locale?.current ?? config.i18n.defaultLocale, rules });
  const routes = markdownRoutes(graph, config, rootDir, opts.locale, texts.texts, opts.siteMdxComponents);
  // Each page's key names the plugins it compiles with: the config every page depends on leaves them out.
  const disk =
    opts.compileCache && new CompileCache(opts.compileCache, `${opts.locale?.current ?? 'default'}${opts.dev ? '-dev' : ''}`, `${JSON.stringify(configWithoutPlugins(config))}\0${routes.key}`);
  const plugins = await resolveSitePlugins(config, { rootDir, configFile, locate: locateConfig }, opts.pluginMarkdown);
  // git runs while the pages compile.
  const lastUpdates = opts.lastUpdates ?? readLastUpdates(rootDir, lastUpdateDirs(graph));
  const highlightCache = opts.compileCache && highlightCacheFor(opts.compileCache);
  const sources = await compileSources({
    graph,
    workers,
    config,
    rootDir,
    configFile,
    readRules: rules,
    routes,
    images,
    copyBase: markdownCopyBase(config, opts.locale?.current ?? config.i18n.defaultLocale),
    wanted,
    memory: opts.cache?.compiled,
    disk,
    highlightCache,
    plugins,
    onProgress: opts.onProgress,
  });
  const docs = docPages({ graph, config, rootDir, configFile, locateConfig, compiled: sources.bySource, lastUpdates: await lastUpdates, wanted, images });
  const own = sitePages({ graph, config, rootDir, configFile, compiled: sources.bySource, wanted, images });
  const blogs = blogPages({
    graph,
    config,
    rootDir,
    compiled: sources.bySource,
    texts: texts.texts,
    locale: opts.locale?.current ?? config.i18n.defaultLocale,
    lastUpdates: await lastUpdates,
    images,
  });
  const api = await apiReferences({ config, graph, workers, readRules: rules, highlightCache, rootDir, configFile, locateConfig, routes, images, disk, cache: opts.cache, only });
  const nameLists = await checkNameLists(config, graph, { rootDir, configFile, locateConfig });
  const secrets = scanSiteSources({ graph, config, rootDir, configFile, configText: opts.configText });
  // Pruned after every entry of this run has been read or written: only when
  // every page went through the disk cache (in serve's rebuilds the unchanged
  // pages come from memory, and their entries must stay for the next start;
  // entries of pages edited while serving are pruned by the next run). A build
  // of some pages (serve's first) prunes nothing.
  const cacheWrites = sources.writes?.then(() => {
    if (!sources.fromMemory && !only) disk?.prune();
  });
  const parts = [docs, own, blogs, api];
  const pages = parts.flatMap((p) => p.pages);
  const routeTable = parts.flatMap((p) => p.routes);
  const diagnostics: Diagnostic[] = [
    ...plugins.diagnostics,
    ...texts.diagnostics,
    ...docs.diagnostics,
    ...own.diagnostics,
    ...blogs.diagnostics,
    ...nameLists,
    ...api.diagnostics,
    ...findDuplicateRoutes(routeTable, config.onDuplicateRoutes),
    ...validateNavbar(config, graph, opts),
    // Pages are outdated by the day of the build.
    ...checkVerification(config, pagesToVerify(graph), new Date()),
  ];
  return {
    site: siteData(config, graph, opts.dev, opts.locale, texts.texts),
    pages: only ? pages.filter((p) => wanted(p.route)) : pages,
    routes: routeTable,
    images,
    readRules: rules,
    configFile,
    diagnostics,
    secrets,
    cacheWrites,
    pluginFiles: plugins.localFiles,
    pluginsOf: pluginsOfFile(plugins, graph, rootDir),
  };
}
