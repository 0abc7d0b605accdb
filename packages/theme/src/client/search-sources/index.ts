// Where search results come from. The modal and the /search page ask a
// SearchSource and draw what it answers; a new provider is a new file here
// and a branch in loadSource (and its plan, theme's search-providers/).
import type { SearchProvider } from '@ctfdocs/core/shared/search-providers.ts';
import type { SearchSource } from './types.ts';

export type { SearchAnswer, SearchSource, SourceHit, SourceResult } from './types.ts';

/** Set by the bundler: the site's themeConfig.search.provider. */
declare const __CTFDOCS_SEARCH_PROVIDER__: SearchProvider;

/**
 * The bundler puts the provider's name in and drops the branch it rules out,
 * with its import: a site's client carries its own source's code only (a
 * site searched locally ships nothing of Algolia's), fetched when the modal
 * or the /search page first searches.
 */
function loadSource(): Promise<SearchSource> {
  return __CTFDOCS_SEARCH_PROVIDER__ === 'algolia' ? import('./algolia.ts').then((m) => m.algoliaSearch) : import('./local.ts').then((m) => m.localIndex);
}

let loading: Promise<SearchSource> | undefined;

/** The source this site searches, its code asked for now (the modal is opening, or the /search page loading). */
export function siteSearchSource(): Required<SearchSource> {
  loading ??= loadSource();
  return {
    begin() {
      loading?.then(
        (source) => source.begin?.(),
        () => undefined,
      );
    },
    search(query, limit, onAnswer) {
      loading ??= loadSource();
      loading.then(
        (source) => source.search(query, limit, onAnswer),
        () => {
          // A chunk that did not arrive (offline, a new deploy) is asked for again by the next query.
          loading = undefined;
          onAnswer({ error: 'the search code could not be loaded' });
        },
      );
    },
  };
}
