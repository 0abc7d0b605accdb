// Every locale but the default is a copy of the site under `/<locale>/`
// (spec §2): loaded with that locale's translations, rendered with the same
// client assets, and written with its files prefixed. Every locale is loaded
// before any is rendered, since the pages' shared search manifest indexes
// them all.
import { loadSite, localeBaseUrl, type Diagnostic, type MarkdownCompiler, type SiteConfig, type SiteModel } from '@ctfdocs/core';
import type { ClientAssets } from './client-assets.ts';
import type { OutputFile } from './output.ts';
import { renderPages, type RenderedRoute } from './render.ts';
import { contentChunks } from './content-chunks.ts';

export interface LocaleBuildOptions {
  rootDir: string;
  configPath: string;
  dev: boolean;
  compiler?: MarkdownCompiler;
  assets: ClientAssets;
  searchIndexUrl?: string;
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

export interface LocalizedOutput {
  routes: RenderedRoute[];
  files: Map<string, OutputFile>;
  /** Output folder prefix of each locale, "" for the default: static files are copied under each. */
  prefixes: string[];
  diagnostics: Diagnostic[];
}

/** Config and untranslated docs are shared by every locale: each problem is reported once. */
function reporter(reported: Diagnostic[], out: Diagnostic[]): (d: Diagnostic) => void {
  const seen = new Set(reported.map(diagnosticKey));
  return (d) => {
    const key = diagnosticKey(d);
    if (!seen.has(key)) (seen.add(key), out.push(d));
  };
}

export async function loadOtherLocales(config: SiteConfig, opts: Pick<LocaleBuildOptions, 'rootDir' | 'configPath' | 'dev' | 'compiler'>, reported: Diagnostic[]): Promise<{ locales: OtherLocale[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const report = reporter(reported, diagnostics);
  const locales: OtherLocale[] = [];
  for (const locale of config.i18n.locales) {
    if (locale === config.i18n.defaultLocale) continue;
    const prefix = localeBaseUrl(config, locale).slice(config.baseUrl.length);
    const loaded = await loadSite({ rootDir: opts.rootDir, configPath: opts.configPath, dev: opts.dev, compiler: opts.compiler, locale });
    loaded.diagnostics.forEach(report);
    locales.push({ locale, prefix, model: loaded.model });
  }
  return { locales, diagnostics };
}

export async function renderOtherLocales(config: SiteConfig, locales: OtherLocale[], opts: LocaleBuildOptions, reported: Diagnostic[]): Promise<LocalizedOutput> {
  const out: LocalizedOutput = { routes: [], files: new Map(), prefixes: [''], diagnostics: [] };
  const report = reporter(reported, out.diagnostics);
  for (const { locale, prefix, model } of locales) {
    out.prefixes.push(prefix);
    if (!model) continue;
    const rendered = await renderPages(model, {
      rootDir: opts.rootDir,
      assets: opts.assets,
      searchIndexUrl: opts.searchIndexUrl,
      onProgress: (d, n) => opts.onProgress?.(`render ${locale}`, d, n),
    });
    rendered.diagnostics.forEach(report);
    // Each locale's pages have chunks of their own, under its prefix, as client navigation expects from its baseUrl.
    const chunks = contentChunks(rendered.routes.filter((r) => r.file !== '404.html'));
    for (const [file, contents] of chunks.files) out.files.set(prefix + file, { contents });
    for (const r of rendered.routes) {
      const file = prefix + r.file;
      out.files.set(file, { contents: chunks.html.get(r.route) ?? r.html });
      out.routes.push({ ...r, file, route: r.route === '/' ? `/${prefix.replace(/\/$/, '')}` : `/${prefix.replace(/\/$/, '')}${r.route}` });
    }
    for (const img of model.images.byPath.values()) out.files.set(img.url.slice(config.baseUrl.length), { copyFrom: img.absPath });
  }
  return out;
}

function diagnosticKey(d: Diagnostic): string {
  return `${d.code}\u0000${d.file ?? ''}\u0000${d.line ?? ''}\u0000${d.message}`;
}
