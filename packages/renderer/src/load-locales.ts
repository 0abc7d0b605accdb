// The build's first phase, load: every locale's config, content graph and
// compiled pages, one core `loadSite` per locale, the default first. Every
// locale but the default is a copy of the site under `/<locale>/` (spec §2),
// loaded with that locale's translations. Every locale is loaded before any
// is rendered: the pages' shared search manifest indexes them all. Each
// locale's site plugins are made before its site is loaded, as their
// markdown plugins compile its pages, and add their routes and data to it
// once it is (plugins/).
import {
  loadConfig,
  loadSite,
  localeBaseUrl,
  localeSite,
  type CodeBundle,
  type CompileCacheOptions,
  type CompileWorkers,
  type CoreCache,
  type Diagnostic,
  type LoadedConfig,
  type LoadedSite,
  type LoadSiteOptions,
  type SiteConfig,
  type SiteModel,
} from '@ctfdocs/core';
import { loadPluginContent, localePlugins, pluginMarkdown, type PluginModules, type SitePlugin } from './plugins/index.ts';
import { reporter } from './report-once.ts';

export interface LoadLocalesInput {
  rootDir: string;
  configPath: string;
  dev: boolean;
  /** The output folder: never read as content. */
  outDir: string;
  /** The worker threads pages compile on (serve keeps its own between builds); without them, the first load starts a pool every locale compiles on. */
  workers?: CompileWorkers;
  /** serve's memory, which every locale's load reads and adds to (its memos are keyed by content, the locale's routes included). */
  cache?: CoreCache;
  compileCache?: CompileCacheOptions;
  bundle?: CodeBundle;
  /** Only the pages of these routes, in the default locale alone (serve's first pages). */
  only?: ReadonlySet<string>;
  /** The files changed since the last build with this cache (LoadSiteOptions.changed). */
  changed?: readonly string[];
  /** The config as read already (build.ts reads it to load the site's components first). */
  loaded?: LoadedConfig;
  /** The names of the site's MDX components, which its MDX pages use without an import. */
  siteMdxComponents?: readonly string[];
  onPhase?(phase: string): void;
  onProgress?(phase: string, done: number, total: number): void;
}

/** One locale's copy of the site, as loaded. */
export interface LocaleModel {
  locale: string;
  /** Output folder prefix: '' for the default locale, `ar/` for `ar`. */
  prefix: string;
  model: SiteModel;
  /** The locale's site plugins, their content loaded. */
  plugins: SitePlugin[];
}

export interface LoadedLocales {
  /** The locales that loaded, the default first; none when the default did not (its diagnostics say why). */
  locales: LocaleModel[];
  /** The output prefix of every locale, loaded or not, '' first: static files are copied under each. */
  prefixes: string[];
  /** The pool every locale compiled on: the one given, or the one the first load started, for the caller to close. */
  workers?: CompileWorkers;
  /** The config file as read: where its keys are, for what names a key in a diagnostic. */
  config: LoadedConfig;
  /** Each problem once, though the config and untranslated docs are loaded by every locale. */
  diagnostics: Diagnostic[];
}

export async function loadLocales(input: LoadLocalesInput): Promise<LoadedLocales> {
  const configLoaded = input.loaded ?? (await loadConfig(input.rootDir, input.configPath));
  if (!configLoaded.config) return { locales: [], prefixes: [], config: configLoaded, diagnostics: configLoaded.diagnostics };
  const siteConfig: SiteConfig = configLoaded.config;
  const base = {
    rootDir: input.rootDir,
    configPath: input.configPath,
    dev: input.dev,
    compileCache: input.compileCache,
    bundle: input.bundle,
    outDir: input.outDir,
    loaded: configLoaded,
    siteMdxComponents: input.siteMdxComponents,
  };
  // Each module once per build: every locale's plugins are made from it.
  const modules: PluginModules = new Map();
  /** The locale's site, loaded with the markdown plugins its site plugins return, then given their routes and data. */
  const loadLocale = async (locale: string | undefined, prefix: string, options: Partial<LoadSiteOptions>): Promise<{ site: LoadedSite; plugins: SitePlugin[]; diagnostics: Diagnostic[] }> => {
    const made = await localePlugins({ site: localeSite(siteConfig, locale), loaded: configLoaded, rootDir: input.rootDir, outDir: input.outDir, prefix, modules });
    const site = await loadSite({ ...base, ...options, locale, pluginMarkdown: pluginMarkdown(made.plugins) });
    if (!site.model || !made.plugins.length) return { site, plugins: made.plugins, diagnostics: made.diagnostics };
    const content = await loadPluginContent({ model: site.model, plugins: made.plugins, rootDir: input.rootDir, only: input.only });
    return { site: { ...site, model: content.model }, plugins: content.plugins, diagnostics: [...made.diagnostics, ...content.diagnostics] };
  };
  const first = await loadLocale(undefined, '', {
    workers: input.workers,
    cache: input.cache,
    onPhase: input.onPhase,
    onProgress: (d, n) => input.onProgress?.('compile', d, n),
    only: input.only,
    changed: input.changed,
  });
  const loaded: LoadedLocales = {
    locales: [],
    prefixes: [''],
    config: configLoaded,
    workers: first.site.workers,
    diagnostics: [...first.site.diagnostics],
  };
  const report = reporter(loaded.diagnostics);
  first.diagnostics.forEach(report);
  if (!first.site.model) return { ...loaded, prefixes: [], workers: undefined };
  const { config } = first.site.model.site;
  try {
    loaded.locales.push({ locale: config.i18n.defaultLocale, prefix: '', model: first.site.model, plugins: first.plugins });
    if (input.only) return loaded;
    for (const locale of config.i18n.locales) {
      if (locale === config.i18n.defaultLocale) continue;
      const prefix = localeBaseUrl(config, locale).slice(config.baseUrl.length);
      loaded.prefixes.push(prefix);
      const other = await loadLocale(locale, prefix, {
        workers: first.site.workers,
        cache: input.cache,
        changed: input.changed,
        onProgress: (d, n) => input.onProgress?.(`compile ${locale}`, d, n),
      });
      other.site.diagnostics.forEach(report);
      other.diagnostics.forEach(report);
      if (!other.site.model) continue;
      loaded.locales.push({ locale, prefix, model: other.site.model, plugins: other.plugins });
    }
  } catch (err) {
    // Workers the first load started, also when a later locale's load (or a plugin) failed.
    if (!input.workers) await first.site.workers?.close();
    throw err;
  }
  return loaded;
}
