// Every locale but the default is a copy of the site under `/<locale>/`
// (spec §2): loaded with that locale's translations, rendered with the same
// client assets, and written with its files prefixed. Every locale is loaded
// before any is rendered, since the pages' shared search manifest indexes
// them all.
import { loadSite, localeBaseUrl, type CodeBundle, type CompileCacheOptions, type Diagnostic, type MarkdownCompiler, type SiteConfig, type SiteModel } from '@ctfdocs/core';
import type { ClientAssets } from './client-assets.ts';
import type { OutputSink } from './output.ts';
import { renderPages } from './render.ts';
import { sidebarFile } from '@ctfdocs/theme';
import type { PageOutput } from './page-output.ts';
import { FeedOutput } from './feeds/feed-output.ts';
import type { GeneratedFile } from './llms.ts';

export interface LocaleBuildOptions {
  rootDir: string;
  configPath: string;
  dev: boolean;
  compiler?: MarkdownCompiler;
  compileCache?: CompileCacheOptions;
  bundle?: CodeBundle;
  /** The output folder: never read as content. */
  outDir: string;
  assets: ClientAssets;
  searchIndexUrl?: string;
  /** The policy pages carry in a meta element. */
  csp: string;
  onProgress?(phase: string, done: number, total: number): void;
}

/** A non-default locale's copy of the site, loaded before anything is rendered: the search index needs its pages. */
export interface OtherLocale {
  locale: string;
  /** Output folder prefix, e.g. `ar/`. */
  prefix: string;
  /** Undefined when the locale failed to load (its diagnostics say why). */
  model?: SiteModel;
}

/** Config and untranslated docs are shared by every locale: each problem is reported once. */
function reporter(reported: Diagnostic[], out: Diagnostic[]): (d: Diagnostic) => void {
  const seen = new Set(reported.map(diagnosticKey));
  return (d) => {
    const key = diagnosticKey(d);
    if (!seen.has(key)) seen.add(key), out.push(d);
  };
}

export async function loadOtherLocales(
  config: SiteConfig,
  opts: Pick<LocaleBuildOptions, 'rootDir' | 'configPath' | 'dev' | 'compiler' | 'compileCache' | 'bundle' | 'outDir'>,
  reported: Diagnostic[],
): Promise<{ locales: OtherLocale[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const report = reporter(reported, diagnostics);
  const locales: OtherLocale[] = [];
  for (const locale of config.i18n.locales) {
    if (locale === config.i18n.defaultLocale) continue;
    const prefix = localeBaseUrl(config, locale).slice(config.baseUrl.length);
    const loaded = await loadSite({
      rootDir: opts.rootDir,
      configPath: opts.configPath,
      dev: opts.dev,
      compiler: opts.compiler,
      compileCache: opts.compileCache,
      bundle: opts.bundle,
      outDir: opts.outDir,
      locale,
    });
    loaded.diagnostics.forEach(report);
    locales.push({ locale, prefix, model: loaded.model });
  }
  return { locales, diagnostics };
}

/**
 * Render each locale's pages into `pages` under its prefix, and its blogs'
 * feeds, adding new problems to `diagnostics`. Returns the output folder
 * prefix of each locale, "" for the default (static files are copied under
 * each), and the feeds written.
 */
export async function renderOtherLocales(
  config: SiteConfig,
  locales: OtherLocale[],
  opts: LocaleBuildOptions,
  sink: OutputSink,
  pages: PageOutput,
  diagnostics: Diagnostic[],
): Promise<{ prefixes: string[]; feeds: GeneratedFile[] }> {
  const prefixes = [''];
  const feeds: GeneratedFile[] = [];
  const report = reporter(diagnostics, diagnostics);
  for (const { locale, prefix, model } of locales) {
    prefixes.push(prefix);
    if (!model) continue;
    const feedOutput = new FeedOutput(model.site, prefix);
    const rendered = await renderPages(model, {
      rootDir: opts.rootDir,
      assets: opts.assets,
      searchIndexUrl: opts.searchIndexUrl,
      csp: opts.csp,
      emit: (page) => pages.add(page, prefix),
      emitFile: (file, contents) => sink.put(`${prefix}${file}`, { contents }),
      onPage: (page, html) => feedOutput.add(page, html),
      onProgress: (d, n) => opts.onProgress?.(`render ${locale}`, d, n),
    });
    rendered.diagnostics.forEach(report);
    for (const s of rendered.sidebars) await sink.put(prefix + sidebarFile(s.key), { contents: s.html });
    for (const img of model.images.byPath.values()) await sink.put(img.url.slice(config.baseUrl.length), img.published);
    for (const f of feedOutput.files()) {
      feeds.push(f);
      await sink.put(f.file, { contents: f.contents });
    }
  }
  return { prefixes, feeds };
}

function diagnosticKey(d: Diagnostic): string {
  return `${d.code}\u0000${d.file ?? ''}\u0000${d.line ?? ''}\u0000${d.message}`;
}
