// The first save after start took about twice as long as later ones: the
// code only rebuilds run (reusing the memos, compiling and rendering one
// page) was not yet optimised by V8. So right after start, serve rebuilds a
// few times in the background as if one page had been saved, and throws the
// results away. Nothing is sent to the browser; a save waits for it.
import type { CompileWorkers } from '@ctfdocs/core';
import type { BuildCache } from '@ctfdocs/renderer/build-cache';
import { serveBuild, type ServedSite } from './serve-build.ts';

/** Background rebuilds after start: each of the first few saves was faster than the one before. */
const WARM_UP_ROUNDS = 3;

export interface WarmUpOptions {
  site: ServedSite;
  /** The whole build's cache, which the rounds rebuild with. */
  cache: BuildCache;
  workers(): Promise<CompileWorkers>;
  /** Whether serve has stopped: no round starts after. */
  closed(): boolean;
}

export async function warmUp({ site, cache, workers, closed }: WarmUpOptions): Promise<void> {
  for (let round = 0; round < WARM_UP_ROUNDS && !closed(); round++) {
    const [compiled] = cache.core.compiled.keys();
    const [page] = cache.rendered.pages.keys();
    if (compiled !== undefined) cache.core.compiled.delete(compiled);
    // A page's cuts are kept under the key of its HTML.
    if (page !== undefined) {
      cache.rendered.pages.delete(page);
      cache.pages.delete(page);
    }
    // Without the disk cache, so that the page is really compiled.
    await serveBuild({ ...site, compileCache: undefined }, { workers: await workers(), cache });
  }
}
