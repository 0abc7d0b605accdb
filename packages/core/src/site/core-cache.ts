// What serve keeps between rebuilds: memos of results looked up by the
// content they were made from, never a previous build's output changed in place.
import type { ApiDocument, CompiledMarkdown, ContentGraph, ImageStamp, LastUpdate } from '../types.ts';
import { Memo } from '../util/memo.ts';

/**
 * What `serve` keeps between rebuilds so that a save recompiles one page:
 * memos (util/memo.ts), each entry keyed by what it was made from and
 * shared by every locale. A whole build ends by pruning what it did not use
 * (`pruneCoreCache`, site/core-cache.ts).
 */
export interface CoreCache {
  /**
   * Compiled markdown, by a hash of everything a result depends on: the
   * markdown routes and config (MarkdownRoutes.key), the file, its format,
   * position, TOC range, markdown-copy base and body (site/compile-sources.ts).
   */
  compiled: Memo<CompiledMarkdown>;
  /** Each API document as loaded and validated, by a hash of its path and text; kept only when loading it reported nothing. */
  api: Memo<ApiDocument>;
  /**
   * Each API document with its descriptions compiled, by a hash of the
   * routes' key, its path and its text (site/api-references.ts); reused while
   * the images its descriptions show are unchanged.
   */
  described: Memo<DescribedApi>;
  /**
   * Each locale's content graph as last loaded, with git's last-update dates,
   * by a hash of what it was loaded with, for a save that changes only the
   * body of a page (content/update.ts): the graph is then kept with that
   * page read again. A save alone commits nothing, so the dates are kept too
   * until the content is loaded whole.
   */
  content: Memo<LoadedContent>;
}

/** An API document with its descriptions compiled, and the images they show. */
export interface DescribedApi {
  api: ApiDocument;
  images: ImageStamp[];
}

/** A locale's content graph and git's last commit of each of its docs. */
export interface LoadedContent {
  graph: ContentGraph;
  lastUpdates: Promise<Map<string, LastUpdate>>;
}

export function createCoreCache(): CoreCache {
  return { compiled: new Memo(), api: new Memo(), described: new Memo(), content: new Memo() };
}

/** After a whole build (every locale loaded): drops what it did not use, an edited page's old result or a removed page's. */
export function pruneCoreCache(cache: CoreCache): void {
  for (const memo of [cache.compiled, cache.api, cache.described, cache.content]) memo.pruneUnused();
}
