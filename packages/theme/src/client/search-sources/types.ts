// What a search source answers; see index.ts.
import type { SearchHit, SearchResult } from '../../search/engine.ts';

/** A hit as the modal and the /search page draw it. */
export type SourceHit = Pick<SearchHit, 'title' | 'url' | 'hierarchy' | 'text'>;

/** The hits of a query: the local engine's result, or one made of another provider's answer. */
export type SourceResult = Omit<SearchResult, 'hits'> & { hits: SourceHit[] };

/** One answer to a query: the results (and queries to suggest when there are none), or why there are none. */
export type SearchAnswer = { result: SourceResult; suggestions: string[] } | { error: string };

export interface SearchSource {
  /**
   * Answer `query` with at most `limit` hits. A source may answer more than
   * once (`result.complete` is false on all but the last), and drops the
   * answers to a query once the next one is asked.
   */
  search(query: string, limit: number, onAnswer: (answer: SearchAnswer) => void): void;
  /**
   * The reader begins a search (the modal opens, the /search page shows): a
   * source that keeps what it fetched makes sure, at the next query, that it
   * is still what the site serves (the page may have been open through a deploy).
   */
  begin?(): void;
}
