// The build's second phase, client assets: what every page's head names,
// made before any page renders. The client bundle and stylesheet (made by
// esbuild in its own process, once per serve) are written first; the search
// index starts meanwhile (its manifest's name is known before its files);
// and one Content-Security-Policy goes into every page and into _headers.
import type { CodeBundle, SiteConfig, SiteModel } from '@ctfdocs/core';
import { headScript, searchProviderPlan } from '@ctfdocs/theme';
import { buildClientAssets, clientBundleOptions, type ClientAssets } from './client-assets.ts';
import { keepAssets, type BuildCache } from './build-cache.ts';
import { contentSecurityPolicy, metaContentSecurityPolicy } from './headers.ts';
import type { OutputSink } from './output.ts';
import { startSearchFiles, type SearchFiles } from './search-files.ts';

export interface PageHeadInput {
  config: SiteConfig;
  /** Every locale's model, the default first: the search index holds them all. */
  models: readonly SiteModel[];
  dev: boolean;
  /** serve: the search index is left to after the reload. */
  deferSearchIndex: boolean;
  /** serve's cache, which keeps the client bundle. */
  cache?: BuildCache;
  bundle?: CodeBundle;
  sink: OutputSink;
}

/** What the render phase puts in every page's head. */
export interface PageHead {
  assets: ClientAssets;
  searchIndexUrl?: string;
  /** The policy as pages carry it, in a meta element. */
  csp: string;
}

export interface MadePageHead {
  head: PageHead;
  /** The policy as `_headers` sends it. */
  policy: string;
  search: SearchFiles;
}

export async function makePageHead(input: PageHeadInput): Promise<MadePageHead> {
  const { config, dev } = input;
  const assetsMade = clientAssets(config, input.cache);
  // Awaited below; a failure must not count as unhandled before then.
  assetsMade.catch(() => undefined);
  const searchFiles = startSearchFiles({ config, models: input.models, dev, defer: input.deferSearchIndex, bundle: input.bundle });
  const assets = await assetsMade;
  for (const f of [assets.js, assets.css, ...assets.extra]) await input.sink.put(f.file, { contents: f.contents });
  // One policy: in _headers for hosts that read it, and in every page.
  const search = config.themeConfig.search;
  const policy = contentSecurityPolicy([headScript(config)], {
    analytics: Boolean(config.themeConfig.analytics) && !dev,
    frames: embeddedOrigins(input.models),
    search: search && searchProviderPlan(search.provider).connectSources(search),
  });
  return { head: { assets, searchIndexUrl: searchFiles.url, csp: metaContentSecurityPolicy(policy) }, policy, search: searchFiles };
}

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
