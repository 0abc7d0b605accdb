// serve's first pages. serve listens as soon as it starts and builds the
// whole site in the background; until that build is done, a page asked for
// is compiled and rendered alone (renderer's `only`), with the shell, sidebar
// and assets it needs, and its links checked against every route of the
// content graph. Pages asked for while one renders join the next render (the
// client prefetches the pages an open page links to, so those come first).
// The renderer and core themselves are imported when a page is first rendered (see builds.ts).
import type { BuildResult, OutputFile } from '@ctfdocs/renderer';
import { createBuildCache, keepAssets, type BuildCache } from '@ctfdocs/renderer/build-cache';
import type { CompileWorkers } from '@ctfdocs/core';
import { createRebuildQueue } from './rebuild-queue.ts';
import { serveBuild, type ServedSite } from './serve-build.ts';

/**
 * Whether a request path may be a page: an `.html` file or a path without
 * an extension. Anything else (a static file, the search index) waits for
 * the whole site; so does a page whose route looks like a file name.
 */
export function mayBePage(rel: string): boolean {
  return rel.endsWith('.html') || !/\.[^/.]+$/.test(rel);
}

export interface FirstPagesOptions extends ServedSite {
  /** The whole build's cache: compiled pages and client assets made here are reused by it. */
  cache: BuildCache;
  /** serve's compile workers (started on first use). */
  workers(): Promise<CompileWorkers>;
  /** Each render's result, for the caller to keep its files and show its problems. */
  rendered(result: BuildResult, files: Map<string, OutputFile>): void;
  log(line: string): void;
}

export function createFirstPages(opts: FirstPagesOptions) {
  const render = async (wanted: string[]) => {
    // Its own render memo: the whole build's would drop every page this render leaves out.
    const scratch = createBuildCache();
    scratch.core = opts.cache.core;
    scratch.assets = opts.cache.assets;
    scratch.stylesheets = opts.cache.stylesheets;
    scratch.clientBundles = opts.cache.clientBundles;
    const result = await serveBuild(opts, { workers: await opts.workers(), cache: scratch, only: wanted });
    // Through keepAssets, so that a bundle that failed (a config that did not
    // load) is dropped from serve's cache rather than kept for every later build.
    if (scratch.assets && scratch.assets !== opts.cache.assets) keepAssets(opts.cache, scratch.assets);
    // The renderer leaves the files that list the whole site (sitemap, llms.txt) to the whole build.
    opts.rendered(result, result.files);
  };
  const queue = createRebuildQueue((wanted) => render(wanted).catch((err: unknown) => opts.log(`Rendering ${wanted.join(', ')} failed: ${err instanceof Error ? err.message : String(err)}`)));
  return {
    /**
     * Start the client bundle now: esbuild makes it in its own process while
     * the first page's content is loaded and compiled on this one.
     */
    startAssets() {
      if (opts.cache.assets) return;
      // Called as serve starts listening, this also starts loading the renderer, so the first request seldom waits for it.
      const made = Promise.all([import('@ctfdocs/core'), import('@ctfdocs/renderer')]).then(async ([{ loadConfig }, { buildClientAssets, clientBundleOptions }]) => {
        const loaded = await loadConfig(opts.rootDir, opts.configPath);
        if (!loaded.config) throw new Error('The config does not load; the build reports why.');
        return buildClientAssets(clientBundleOptions(loaded.config));
      });
      keepAssets(opts.cache, made);
    },
    /** Render the page that one of these files would be, with any others asked for meanwhile. */
    render: (candidates: readonly string[]) => Promise.all(candidates.map((c) => queue.request(c))).then(() => undefined),
  };
}
