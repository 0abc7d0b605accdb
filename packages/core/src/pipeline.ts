// The stages up to render, as one call: config → content graph → compiled
// pages and routes. `build`, `check` and `serve` all start here.
import type { CoreCache, Diagnostic } from './types.ts';
import { loadConfig, type LoadedConfig } from './config/load.ts';
import { loadContent } from './content/load.ts';
import { checkConfigPaths } from './config/check-paths.ts';
import { assembleSite, type SiteModel } from './site/assemble.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from './markdown/compile.ts';
import { localeSite } from './config/locale.ts';
import { applyUnsupportedPolicy } from './markdown/unsupported.ts';
import type { CompileCacheOptions } from './markdown/compile-cache.ts';

export interface LoadSiteOptions {
  rootDir: string;
  configPath: string;
  dev: boolean;
  onPhase?(phase: string): void;
  onProgress?(done: number, total: number): void;
  /** Reuse a compiler between rebuilds (serve): the highlighter is the slow part to create. */
  compiler?: MarkdownCompiler;
  cache?: CoreCache;
  /** Keep compiled pages on disk between runs (the CLI's `.ctfdocs-cache/markdown`). */
  compileCache?: CompileCacheOptions;
  /** Build this locale's copy of the site (under `/<locale>/`) instead of the default locale's. */
  locale?: string;
  /** Compile and keep only the pages of these routes (see AssembleOptions.only). */
  only?: ReadonlySet<string>;
}

export interface LoadedSite {
  loaded: LoadedConfig;
  model?: SiteModel;
  diagnostics: Diagnostic[];
  compiler?: MarkdownCompiler;
}

export async function loadSite(opts: LoadSiteOptions): Promise<LoadedSite> {
  opts.onPhase?.('config');
  const loaded = await loadConfig(opts.rootDir, opts.configPath);
  if (!loaded.config) return { loaded, diagnostics: loaded.diagnostics };
  const { config, locale } = localeSite(loaded.config, opts.locale);
  opts.onPhase?.('content');
  const [graph, compiler, pathProblems] = await Promise.all([
    loadContent(config, { rootDir: opts.rootDir, includeDrafts: opts.dev, configFile: loaded.file, locateConfig: loaded.locate, locale: locale.current }),
    opts.compiler ?? createMarkdownCompiler(),
    checkConfigPaths(config, { rootDir: opts.rootDir, configFile: loaded.file, locate: loaded.locate }),
  ]);
  opts.onPhase?.('compile');
  const model = await assembleSite(graph, compiler, {
    rootDir: opts.rootDir,
    config,
    locale,
    configFile: loaded.file,
    locateConfig: loaded.locate,
    dev: opts.dev,
    cache: opts.cache,
    compileCache: opts.compileCache,
    onProgress: opts.onProgress,
    only: opts.only,
  });
  return { loaded, model, compiler, diagnostics: applyUnsupportedPolicy([...pathProblems, ...graph.diagnostics, ...model.diagnostics], config.onUnsupportedSyntax) };
}
