// What the build writes for the browser and the browser reads: the local
// search index and the content chunks of client-side navigation. Declared
// here, in a module with no imports, so the client code (checked under
// tsconfig.browser.json, without Node's types) can use them without the
// rest of the core.

/**
 * The local search index as the build writes it and the search worker reads
 * it: `manifest` names one index per locale and docs version (key
 * `<locale>-<version>`, e.g. `en-current`); each lives in its own folder.
 */
export interface SearchManifest {
  indexes: Record<string, SearchIndexInfo>;
  /** The index a page without `data-search-context` queries: the default locale's default version, or `all`. */
  default: string;
}

export interface SearchIndexInfo {
  /** Folder URL, ending in "/", named by a hash of its contents. */
  base: string;
  /** Term shards per field: `t<n>.json` (titles, headings) and `b<n>.json` (body text). */
  buckets: number;
  /** Record n is in `d<floor(n / docsPerShard)>.json`. */
  docsPerShard: number;
  records: number;
  /** A few page titles to offer when a query finds nothing. */
  suggestions: string[];
}

/** A term shard: term → postings, pairs of (record id minus the previous id, weight). */
export type SearchTermShard = Record<string, number[]>;

/** A record as results show it: title, URL with anchor, hierarchy (section, page), text for the snippet. */
export type SearchDocRow = [title: string, url: string, hierarchy: string[], text: string];

/**
 * What the client fetches to show another page without a full load
 * (`__chunks/<route>.json`, written by the renderer, read by the theme's
 * client router): the parts of the page that differ between routes.
 */
export interface ContentChunk {
  /** Stylesheet and script URLs of the build it belongs to (not a page's own stylesheets); another build's chunk means a full page load. */
  assets: string;
  lang: string;
  dir: string;
  /** The page's `data-search-context`: the search index it queries. */
  searchContext?: string;
  /** <title>, the page's own meta and canonical tags, and the stylesheets its content asked for (KaTeX's). */
  head: string;
  /** The whole navbar (its active item and locale links depend on the page). */
  navbar: string;
  /** Inner HTML of .main-wrapper, the docs sidebar's contents left out. */
  main: string;
  /** The docs sidebar, sent once per key as `assets/sidebars/<key>.html`, and the href of its current link. */
  sidebar?: { key: string; current?: string };
}
