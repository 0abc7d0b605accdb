// Every locale but the default is a copy of the site under `/<locale>/`
// (spec §2): loaded with that locale's translations, rendered with the same
// client assets, and written with its files prefixed.
import { loadSite, localeBaseUrl, type Diagnostic, type MarkdownCompiler, type SiteConfig } from '@ctfdocs/core';
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

export interface LocalizedOutput {
  routes: RenderedRoute[];
  files: Map<string, OutputFile>;
  /** Output folder prefix of each locale, "" for the default: static files are copied under each. */
  prefixes: string[];
  diagnostics: Diagnostic[];
}

export async function renderOtherLocales(config: SiteConfig, opts: LocaleBuildOptions, reported: Diagnostic[]): Promise<LocalizedOutput> {
  const out: LocalizedOutput = { routes: [], files: new Map(), prefixes: [''], diagnostics: [] };
  // Config and untranslated docs are shared by every locale: report each problem once.
  const seen = new Set(reported.map(diagnosticKey));
  const report = (d: Diagnostic) => {
    const key = diagnosticKey(d);
    if (!seen.has(key)) (seen.add(key), out.diagnostics.push(d));
  };
  for (const locale of config.i18n.locales) {
    if (locale === config.i18n.defaultLocale) continue;
    const prefix = localeBaseUrl(config, locale).slice(config.baseUrl.length);
    out.prefixes.push(prefix);
    const loaded = await loadSite({ rootDir: opts.rootDir, configPath: opts.configPath, dev: opts.dev, compiler: opts.compiler, locale });
    loaded.diagnostics.forEach(report);
    if (!loaded.model) continue;
    const rendered = await renderPages(loaded.model, {
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
    for (const img of loaded.model.images.byPath.values()) out.files.set(img.url.slice(config.baseUrl.length), { copyFrom: img.absPath });
  }
  return out;
}

function diagnosticKey(d: Diagnostic): string {
  return `${d.code}\u0000${d.file ?? ''}\u0000${d.line ?? ''}\u0000${d.message}`;
}
