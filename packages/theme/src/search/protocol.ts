// Messages between the page and the search worker.
import type { SearchResult } from './engine.ts';

export interface SearchRequest {
  id: number;
  /** URL of the search manifest. */
  manifest: string;
  /** The index of the page the reader is on (its `data-search-context`); the manifest's default when it has none. */
  key?: string;
  query: string;
  limit: number;
  /**
   * The reader began a search (the modal opened, the /search page showed):
   * read the manifest again before answering. It keeps its URL across
   * deploys, and this page may have been open through one.
   */
  fresh?: boolean;
}

/** Each request is answered twice: titles and headings first, then with body text. */
export type SearchResponse = { id: number; result: SearchResult; suggestions: string[] } | { id: number; error: string };
