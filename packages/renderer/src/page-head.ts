// The build's second phase, client assets: what every page's head names,
// made before any page renders. The client bundle (made by esbuild in its
// own process, once per serve, and again when the config changes what it is
// made from) and the stylesheet, the theme's and the site's (site-head.ts),
// are written first; the search index starts meanwhile (its manifest's name
// is known before its files); and the config's head tags and one
// Content-Security-Policy, computed from what they load, go into every page
// and into _headers. Site plugins add to both: client modules to the bundle,
// head tags after the config's (their hooks, plugins/hooks/client-modules.ts
// and inject-html-tags.ts); so do the config's clientModules, after the
// plugins' (site-client-modules.ts). A client module that is a stylesheet
// joins the site's stylesheet, after customCss.
import path from 'node:path';
import type { CodeBundle, Diagnostic, LoadedConfig, SiteConfig, SiteModel } from '@ctfdocs/core';
import { buildClientAssets, clientBundleOptions, type ClientAssets } from './client-assets.ts';
import { keepAssets, type BuildCache } from './build-cache.ts';
import type { OutputSink } from './output.ts';
import type { PageAssets } from './render.ts';
import { startSearchFiles, type SearchFiles } from './search-files.ts';
import { makeSiteHead } from './site-head.ts';
import { clientBundleWithModules, pluginClientModules } from './plugins/hooks/client-modules.ts';
import { pluginHeadTags } from './plugins/hooks/inject-html-tags.ts';
import type { SitePlugin } from './plugins/index.ts';
import { siteClientModules } from './site-client-modules.ts';

export interface PageHeadInput {
  config: SiteConfig;
  /** The config file as read, for the line of each of its clientModules. */
  loaded: Pick<LoadedConfig, 'file' | 'locate'>;
  /** Every locale's model, the default first: the search index holds them all. */
  models: readonly SiteModel[];
  dev: boolean;
  /** serve: the search index is left to after the reload. */
  deferSearchIndex: boolean;
  /** serve's cache, which keeps the client bundle. */
  cache?: BuildCache;
  bundle?: CodeBundle;
  sink: OutputSink;
  /** The site's folder, which the site's stylesheets are read from. */
  rootDir: string;
  /** The default locale's site plugins: every locale shares the head and the client script. */
  plugins: readonly SitePlugin[];
}

/** What the render phase puts in every page's head. */
export interface PageHead {
  assets: PageAssets;
  searchIndexUrl?: string;
  /** The policy as pages carry it, in a meta element. */
  csp: string;
  /** The config's head tags as HTML, at the end of every page's <head>. */
  headTags: string;
}

export interface MadePageHead {
  head: PageHead;
  /** The policy as `_headers` sends it. */
  policy: string;
  search: SearchFiles;
  /** Problems in the site's stylesheets and with what plugins add. */
  diagnostics: Diagnostic[];
  /** The site's files the client script was bundled from: the client modules of site plugins and of the config, and what they import (absolute), which serve watches. */
  clientModules: string[];
}

export async function makePageHead(input: PageHeadInput): Promise<MadePageHead> {
  const { config, dev } = input;
  const fromPlugins = await pluginClientModules(input.plugins);
  const fromConfig = await siteClientModules({ ...input.loaded, config }, input.rootDir);
  const modules = [...fromPlugins.modules, ...fromConfig.modules];
  const scriptModules = modules.filter((m) => !isStylesheet(m.file));
  const bundle = scriptModules.length
    ? clientBundleWithModules({ options: clientBundleOptions(config), modules: scriptModules, rootDir: input.rootDir, memo: input.cache?.clientBundles })
    : { assets: clientAssets(config, input.cache), diagnostics: Promise.resolve([]) };
  // Awaited below; a failure must not count as unhandled before then.
  bundle.assets.catch(() => undefined);
  const search = startSearchFiles({ config, models: input.models, dev, defer: input.deferSearchIndex, bundle: input.bundle });
  const [main] = input.models;
  const pluginTags = await pluginHeadTags(input.plugins, config.baseUrl);
  const moreCss = modules.filter((m) => isStylesheet(m.file)).map((m) => path.relative(input.rootDir, m.file).split(path.sep).join('/'));
  const site = await makeSiteHead({
    config,
    dev,
    rootDir: input.rootDir,
    rules: main.readRules,
    frames: embeddedOrigins(input.models),
    pluginTags: pluginTags.tags,
    moreCss,
    memo: input.cache?.stylesheets,
  });
  const scripts = await bundle.assets;
  for (const f of [scripts.js, site.stylesheet, ...scripts.extra, ...site.stylesheet.media]) await input.sink.put(f.file, { contents: f.contents });
  const head = { assets: { js: scripts.js, css: site.stylesheet, vendor: scripts.vendor }, searchIndexUrl: search.url, csp: site.csp, headTags: site.headTags };
  return {
    head,
    policy: site.policy,
    search,
    // The modules themselves too: one that did not compile is not among what the bundle read.
    clientModules: [...new Set([...modules.map((m) => m.file), ...scripts.inputs.map((i) => i.file)])],
    diagnostics: [...site.diagnostics, ...fromPlugins.diagnostics, ...fromConfig.diagnostics, ...(await bundle.diagnostics), ...pluginTags.diagnostics],
  };
}

const isStylesheet = (file: string) => file.endsWith('.css');

/** serve's client bundle while the config asks for the same one; else a new one, kept for the next build. */
async function clientAssets(config: SiteConfig, cache: BuildCache | undefined): Promise<ClientAssets> {
  const options = clientBundleOptions(config);
  const kept = await cache?.assets?.catch(() => undefined);
  if (kept && JSON.stringify(kept.options) === JSON.stringify(options)) return kept;
  return keepAssets(cache, buildClientAssets(options));
}

/** The origins the pages of every locale frame (`embeds.allow`, those used), for the policy's frame-src. */
function embeddedOrigins(models: readonly SiteModel[]): string[] {
  const origins = new Set<string>();
  for (const m of models) for (const p of m.pages) if ('compiled' in p) for (const o of p.compiled.embeds ?? []) origins.add(o);
  return [...origins].sort();
}
