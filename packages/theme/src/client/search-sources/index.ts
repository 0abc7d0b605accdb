// Where search results come from. The modal and the /search page ask a
// SearchSource and draw what it answers; a new provider is a new file here
// and a line in siteSearchSource.
import { localIndex } from './local.ts';
import type { SearchSource } from './types.ts';

export type { SearchAnswer, SearchSource } from './types.ts';

/** The source this site searches: the index built with it, searched in a worker. */
export function siteSearchSource(): SearchSource {
  return localIndex;
}
