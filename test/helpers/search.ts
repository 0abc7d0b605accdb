// Search a built site the way the search worker does: the manifest a page
// names on <html data-search-index>, then the shards of the index the page's
// <html data-search-context> picks (the manifest's default without one).
import type { SearchManifest } from '@ctfdocs/core';
import { SearchEngine, type LoadJson, type SearchResult } from '../../packages/theme/src/search/engine.ts';

/** Searches for `query` from the page whose HTML is `page`, loading each file the client would (by its URL) with `load`. */
export async function searchFromPage(page: string, load: LoadJson, query: string, limit = 10): Promise<SearchResult> {
  const manifestUrl = /data-search-index="([^"]+)"/.exec(page)?.[1];
  if (!manifestUrl) throw new Error('The page names no search manifest');
  const manifest = (await load(manifestUrl)) as SearchManifest;
  const key = /data-search-context="([^"]+)"/.exec(page)?.[1] ?? manifest.default;
  return new SearchEngine(manifest.indexes[key], load).search(query, { limit, bodies: true });
}
