// The stages up to render, as one call: config → content graph → compiled
// pages and routes. `build`, `check` and `serve` all start here.
import type { Diagnostic } from './types.ts';
import type { CoreCache, LoadedContent } from './site/core-cache.ts';
import type { SiteConfig } from './config/schema.ts';
import { loadConfig, type LoadedConfig } from './config/load.ts';
import { loadContent } from './content/load.ts';
import { updateContent } from './content/update.ts';
import { checkConfigPaths } from './config/check-paths.ts';
import { checkSearchConfig } from './config/check-search.ts';
import { assembleSite, type SiteModel } from './site/assemble.ts';
import { CompileWorkers } from './markdown/compile-pool.ts';
import { localeSite } from './config/locale.ts';
import { applyUnsupportedPolicy } from './markdown/unsupported.ts';
import type { CompileCacheOptions } from './markdown/compile-cache.ts';
import type { CodeBundle } from './util/worker-url.ts';
import type { SitePluginMarkdown } from './markdown/site-plugins/sets.ts';
import { contentKey } from './util/memo.ts';
import { readLastUpdates } from './git/last-update.ts';
import { lastUpdateDirs } from './site/last-update.ts';

export interface LoadSiteOptions {
  rootDir: string;
  configPath: string;
  dev: boolean;
  onPhase?(phase: string): void;
  onProgress?(done: number, total: number): void;
  /**
   * The worker threads pages compile on. serve keeps one between rebuilds (a
   * worker's start is the slow part); without it, one is made and returned
   * for the caller to close.
   */
  workers?: CompileWorkers;
  cache?: CoreCache;
  /** Keep compiled pages on disk between runs (the CLI's `.ctfdocs-cache/markdown`). */
  compileCache?: CompileCacheOptions;
  /** The bundle that runs (util/worker-url.ts); none from the sources. */
  bundle?: CodeBundle;
  /** The output folder, relative to rootDir (`build` when not given): never read as content. */
  outDir?: string;
  /** Build this locale's copy of the site (under `/<locale>/`) instead of the default locale's. */
  locale?: string;
  /** Compile and keep only the pages of these routes (see AssembleOptions.only). */
  only?: ReadonlySet<string>;
  /**
   * The files changed since the last load with this cache (serve's saves,
   * relative to rootDir): when they change only pages' bodies, the last
   * content graph is kept with those read again.
   */
  changed?: readonly string[];
  /** The config, when the caller has read it already (the renderer reads it to load the site's components first). */
  loaded?: LoadedConfig;
  /** The names of the components the site's `mdxComponents` module gives MDX pages, which they use without an import. */
  siteMdxComponents?: readonly string[];
  /** The markdown plugins the site plugins returned (the renderer makes them before the load), after the config's own. */
  pluginMarkdown?: readonly SitePluginMarkdown[];
}

export interface LoadedSite {
  loaded: LoadedConfig;
  model?: SiteModel;
  diagnostics: Diagnostic[];
  workers?: CompileWorkers;
}

export async function loadSite(opts: LoadSiteOptions): Promise<LoadedSite> {
  opts.onPhase?.('config');
  const loaded = opts.loaded ?? (await loadConfig(opts.rootDir, opts.configPath));
  if (!loaded.config) return { loaded, diagnostics: loaded.diagnostics };
  const { config, locale } = localeSite(loaded.config, opts.locale);
  opts.onPhase?.('content');
  const workers = opts.workers ?? new CompileWorkers({ bundle: opts.bundle });
  try {
    const [{ graph, lastUpdates }, pathProblems] = await Promise.all([
      contentOf(opts, config, loaded, locale.current),
      checkConfigPaths(config, { rootDir: opts.rootDir, configFile: loaded.file, locate: loaded.locate }),
    ]);
    opts.onPhase?.('compile');
    const model = await assembleSite(graph, workers, {
      rootDir: opts.rootDir,
      config,
      locale,
      configFile: loaded.file,
      locateConfig: loaded.locate,
      // Every locale loads the same config: the default locale's load scans it.
      configText: locale.current === loaded.config.i18n.defaultLocale ? loaded.text : undefined,
      dev: opts.dev,
      outDir: opts.outDir,
      cache: opts.cache,
      lastUpdates,
      compileCache: opts.compileCache,
      onProgress: opts.onProgress,
      only: opts.only,
      siteMdxComponents: opts.siteMdxComponents,
      pluginMarkdown: opts.pluginMarkdown,
    });
    const searchProblems = checkSearchConfig(config, { configFile: loaded.file, locate: loaded.locate });
    return { loaded, model, workers, diagnostics: applyUnsupportedPolicy([...pathProblems, ...searchProblems, ...graph.diagnostics, ...model.diagnostics], config.onUnsupportedSyntax) };
  } catch (err) {
    if (!opts.workers) await workers.close();
    throw err;
  }
}

/**
 * The content graph and git's dates: the last ones, with the changed pages'
 * bodies read again, when that is all a save changed; else loaded whole.
 */
async function contentOf(opts: LoadSiteOptions, config: SiteConfig, loaded: LoadedConfig, locale: string): Promise<LoadedContent> {
  const key = contentKey(JSON.stringify([config, loaded.file, opts.dev, locale, opts.outDir]));
  const kept = opts.changed?.length ? opts.cache?.content.get(key)?.value : undefined;
  const updated = kept && opts.changed ? await updateContent(kept.graph, opts.changed, opts.rootDir) : undefined;
  let content: LoadedContent;
  if (kept && updated) content = { graph: updated, lastUpdates: kept.lastUpdates };
  else {
    const graph = await loadContent(config, { rootDir: opts.rootDir, includeDrafts: opts.dev, configFile: loaded.file, locateConfig: loaded.locate, locale, outDir: opts.outDir });
    // git runs while the pages compile; a whole load reads it again (a commit may have come since).
    content = { graph, lastUpdates: readLastUpdates(opts.rootDir, lastUpdateDirs(graph)) };
  }
  opts.cache?.content.set(key, { value: content, diagnostics: [] });
  return content;
}
