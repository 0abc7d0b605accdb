// What a search source answers; see index.ts.
import type { SearchResult } from '../../search/engine.ts';

/** One answer to a query: the results (and queries to suggest when there are none), or why there are none. */
export type SearchAnswer = { result: SearchResult; suggestions: string[] } | { error: string };

export interface SearchSource {
  /**
   * Answer `query` with at most `limit` hits. A source may answer more than
   * once (`result.complete` is false on all but the last), and drops the
   * answers to a query once the next one is asked.
   */
  search(query: string, limit: number, onAnswer: (answer: SearchAnswer) => void): void;
}
