// The build's fifth phase, check: what the build wrote, read back for the
// problems a reader would meet. The links and anchors of every rendered page
// (core's links/check.ts), the outputs' agreement with each page's
// visibility (output-agreement.ts), the secret scan's findings in the
// site's files and the output (secret-scan.ts), and what site plugins'
// checks find (plugins/hooks/checks.ts).
import { statSync } from 'node:fs';
import path from 'node:path';
import { checkLinks, isAbsoluteUrl, localeBaseUrl, type Diagnostic, type SiteConfig, type SiteModel } from '@ctfdocs/core';
import { checkOutputAgreement } from './output-agreement.ts';
import type { RenderedRoute } from './page-output.ts';
import { pluginChecks } from './plugins/hooks/checks.ts';
import type { LocalePlugins } from './plugins/hooks/routes-paths.ts';
import type { SearchRecord } from './search-index.ts';
import type { SecretScan } from './secret-scan.ts';
import type { SiteFiles } from './site-files.ts';

export interface CheckBuildInput {
  /** Every locale's model, the default first. */
  models: readonly SiteModel[];
  /** Every page written. */
  routes: RenderedRoute[];
  siteFiles: Pick<SiteFiles, 'sitemap' | 'llms' | 'feeds'>;
  searchRecords?: readonly SearchRecord[];
  /** The output, which saw every file written. */
  scan: SecretScan;
  rootDir: string;
  outDir: string;
  /** A build of some pages (serve's first): links to routes of the rest are not broken. */
  partial: boolean;
  /** Each locale's site plugins, with its output prefix, and every locale's prefix. */
  plugins: readonly LocalePlugins[];
  prefixes: readonly string[];
}

export interface BuildCheck {
  diagnostics: Diagnostic[];
  /** Milliseconds the secret scan took, over the build. */
  secretsMs: number;
}

export async function checkBuild(input: CheckBuildInput): Promise<BuildCheck> {
  const { models, routes, rootDir } = input;
  const main = models[0]!;
  const { config } = main.site;
  const { configFile } = main;
  const agreement = checkOutputAgreement({ routes, sitemap: input.siteFiles.sitemap, llms: input.siteFiles.llms, feeds: input.siteFiles.feeds, searchRecords: input.searchRecords, models });
  // HTML included: a static page (static/legacy.html) or an API reference's
  // operation details file is a file a link may name.
  const files = new Set([...input.scan.paths()].map((f) => `/${f}`));
  const { onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks } = config;
  const otherRoute = input.partial ? otherRoutes(main, config) : undefined;
  const unpublishedFile = (source: string, href: string) => fileBeside(path.resolve(rootDir, source), href);
  const links = checkLinks(routes, { baseUrl: config.baseUrl, onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks, files, configFile, otherRoute, unpublishedFile });
  const secrets = input.scan.report({ models, routes, configFile, outputDir: path.relative(rootDir, path.resolve(input.outDir)) });
  const plugins = await pluginChecks(input.plugins, { routes, baseUrl: config.baseUrl, prefixes: input.prefixes }, rootDir);
  return { diagnostics: [...agreement, ...links, ...secrets.diagnostics, ...plugins], secretsMs: secrets.ms };
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

/** For a build of some pages: whether a path is a route of the site, other locales' included (they are not loaded). */
function otherRoutes(model: SiteModel, config: SiteConfig): (path: string) => boolean {
  const routes = new Set(model.routes.map((r) => r.path));
  const locales = config.i18n.locales.filter((l) => l !== config.i18n.defaultLocale).map((l) => `/${localeBaseUrl(config, l).slice(config.baseUrl.length).replace(/\/$/, '')}`);
  // API references not loaded (none of their pages was wanted): their routes are paths under their own.
  const apis = config.apiReferences.map((ref) => ref.route);
  return (p) => routes.has(p) || [...locales, ...apis].some((prefix) => p === prefix || p.startsWith(`${prefix.replace(/\/$/, '')}/`));
}
