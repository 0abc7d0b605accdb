// The query Algolia is sent: DocSearch's (v3 records: hierarchy.lvl0..lvl6,
// content, type, url) with Docusaurus's contextual facet filters.
import type { AlgoliaContext } from '../../shared/algolia.ts';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Highlights come back between these; any other markup in a value is escaped by Algolia. */
export const MARK_OPEN = '<mark>';
export const MARK_CLOSE = '</mark>';

/** Words of body text around the match, as DocSearch's modal asks for. */
const SNIPPET_WORDS = 20;

/** The search parameters, as the query endpoint takes them in a JSON body. */
export interface AlgoliaQuery {
  query: string;
  hitsPerPage: number;
  attributesToRetrieve: string[];
  attributesToHighlight: string[];
  attributesToSnippet: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  facetFilters?: Array<string | string[]>;
}

/**
 * Docusaurus's contextual search (theme-search-algolia's SearchBar): the
 * page's language, and (any of) the pages outside the docs, tagged
 * `default`, and one version of each docs instance: the page's own for its
 * instance, else the reader's preferred version, else the latest.
 */
export function facetFilters(context: AlgoliaContext, preferred: ReadonlyMap<string, string>): Array<string | string[]> {
  const tags = Object.entries(context.versions).map(([id, version]) => `docs-${id}-${id === context.active ? version : (preferred.get(id) ?? version)}`);
  return [`language:${context.language}`, ['default', ...tags].map((tag) => `docusaurus_tag:${tag}`)];
}

/** The query for at most `limit` hits, filtered by `filters` when the search is contextual. */
export function algoliaQuery(query: string, limit: number, filters?: Array<string | string[]>): AlgoliaQuery {
  return {
    query,
    // Algolia's own ceiling.
    hitsPerPage: Math.min(limit, 1000),
    attributesToRetrieve: [...LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToHighlight: LEVELS.map((l) => `hierarchy.${l}`),
    attributesToSnippet: [`content:${SNIPPET_WORDS}`],
    highlightPreTag: MARK_OPEN,
    highlightPostTag: MARK_CLOSE,
    snippetEllipsisText: '…',
    ...(filters ? { facetFilters: filters } : {}),
  };
}
