// What serve keeps between builds. Apart from build.ts (which brings React,
// the markdown pipeline and esbuild), so serve can make its cache before it
// loads them: it listens first (package.json exports this file on its own).
import type { CoreCache } from '@ctfdocs/core';
import { createCoreCache, pruneCoreCache } from '@ctfdocs/core/core-cache';
import { Memo } from '@ctfdocs/core/memo';
import type { ClientAssets } from './client-assets.ts';
import type { PageOutputMemo } from './page-output.ts';
import type { RenderMemo } from './render.ts';
import type { SecretMemo } from './secret-scan.ts';
import type { Stylesheet } from './stylesheet.ts';

/** Kept by `serve` between rebuilds: unchanged work is not done again. */
export interface BuildCache {
  core: CoreCache;
  rendered: RenderMemo;
  /** The client bundle, kept while it is made (serve starts it before the first page needs it). */
  assets?: Promise<ClientAssets>;
  /** The client bundle with site plugins' client modules, by the modules, while every file it read is the same (plugins/hooks/client-modules.ts). */
  clientBundles: Memo<ClientAssets>;
  /** The stylesheet, by what the config says of it, while every file it read is the same (site-head.ts). */
  stylesheets: Memo<Stylesheet>;
  pages: PageOutputMemo;
  secrets: SecretMemo;
}

export function createBuildCache(): BuildCache {
  return { core: createCoreCache(), rendered: { pages: new Memo(), sidebars: new Memo() }, pages: new Memo(), secrets: new Memo(), stylesheets: new Memo(), clientBundles: new Memo() };
}

/** After a whole build: every memo drops what the build did not use (core's util/memo.ts). */
export function pruneBuildCache(cache: BuildCache): void {
  pruneCoreCache(cache.core);
  for (const memo of [cache.rendered.pages, cache.rendered.sidebars, cache.pages, cache.secrets, cache.stylesheets, cache.clientBundles]) memo.pruneUnused();
}

/** Keeps the client bundle being made in serve's cache; a failed one is made again by the next build. */
export function keepAssets(cache: BuildCache | undefined, made: Promise<ClientAssets>): Promise<ClientAssets> {
  if (!cache) return made;
  cache.assets = made;
  made.catch(() => {
    if (cache.assets === made) cache.assets = undefined;
  });
  return made;
}
