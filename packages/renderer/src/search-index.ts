// The local search index, built from the parsed pages (not from HTML): one
// record per page and per h2/h3 section, and one per API operation. Records
// are grouped by locale and docs version, and each group is cut into shards
// so that a first query downloads only what it needs:
// - t<n>.json: title, heading and hierarchy terms whose bucket is n,
// - b<n>.json: body terms whose bucket is n,
// - d<n>.json: the records themselves (title, URL, hierarchy, text).
//
// The records are made from the site in search-records.ts. This file needs
// neither core nor the theme's components, so the thread that builds a large
// index (search-index-thread.ts) loads little more than it.
import type { SearchDocRow, SearchIndexInfo, SearchManifest, SearchTermShard } from '@ctfdocs/core';
import { bucketOf, tokenize } from '@ctfdocs/theme/search-tokens';
import { docShardFile, MAX_BODY_COUNT, SECTION_WEIGHT, termShardFile, titleWeight } from '@ctfdocs/theme/search-index-format';
import { createHash } from 'node:crypto';

export interface SearchRecord {
  /** The indexes (`<locale>-<version>`, see the theme's search/context.ts) the record goes into. */
  keys: string[];
  title: string;
  url: string;
  /** Section › page (› heading is the title). */
  hierarchy: string[];
  /** The page's title, for the records of its headings. */
  pageTitle?: string;
  text: string;
}

/** Text kept per record for snippets; the body shards index all of it. */
const SNIPPET_LIMIT = 240;
const DOCS_PER_SHARD = 32;
/** Postings per body shard aimed for; fewer shards for small sites, at most 256. */
const POSTINGS_PER_BUCKET = 4000;
const MAX_BUCKETS = 256;

/** Term → flat (record id, weight) pairs, ids ascending: small for a 10,000-page site. */
type Postings = Map<string, number[]>;

function addPosting(map: Postings, term: string, id: number, weight: number) {
  let list = map.get(term);
  if (!list) map.set(term, (list = []));
  const n = list.length;
  if (n && list[n - 2] === id) list[n - 1] = Math.max(list[n - 1], weight);
  else list.push(id, weight);
}

function shardsOf(map: Postings, buckets: number): SearchTermShard[] {
  const shards: SearchTermShard[] = Array.from({ length: buckets }, () => ({}));
  for (const term of [...map.keys()].sort()) {
    const list = map.get(term)!;
    // Ids become differences from the previous one: short numbers compress well.
    for (let i = list.length - 2; i > 0; i -= 2) list[i] -= list[i - 2];
    shards[bucketOf(term, buckets)][term] = list;
  }
  return shards;
}

/**
 * Tokens of each text seen by the previous index build. `serve` rebuilds
 * the index after every save and nearly all texts are the same strings as
 * last time: tokenising was most of the rebuild. Kept for one build only.
 */
let previousTokens = new Map<string, string[]>();

function tokenizer(remember: boolean): { tokenize(text: string): string[]; done(): void } {
  if (!remember) return { tokenize, done() {} };
  const current = new Map<string, string[]>();
  return {
    tokenize(text) {
      let tokens = current.get(text) ?? previousTokens.get(text);
      if (!tokens) tokens = tokenize(text);
      current.set(text, tokens);
      return tokens;
    },
    done() {
      previousTokens = current;
    },
  };
}

/** The files of one locale-version index, relative to its folder. */
function indexFiles(records: SearchRecord[], tokenize: (text: string) => string[]): { files: Map<string, string>; buckets: number } {
  const titles: Postings = new Map();
  const bodies: Postings = new Map();
  let postings = 0;
  records.forEach((r, id) => {
    const head = tokenize(r.title);
    for (const t of head) addPosting(titles, t, id, titleWeight(r.pageTitle ? 'heading' : 'page', head));
    if (r.pageTitle) {
      const page = tokenize(r.pageTitle);
      for (const t of page) addPosting(titles, t, id, titleWeight('headingPage', page));
    }
    for (const t of tokenize(r.hierarchy[0])) addPosting(titles, t, id, SECTION_WEIGHT);
    const counts = new Map<string, number>();
    for (const t of tokenize(r.text)) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const [t, n] of counts) addPosting(bodies, t, id, Math.min(n, MAX_BODY_COUNT));
    postings += counts.size;
  });
  const buckets = Math.min(MAX_BUCKETS, Math.max(1, Math.ceil(postings / POSTINGS_PER_BUCKET)));
  const files = new Map<string, string>();
  shardsOf(titles, buckets).forEach((s, i) => {
    files.set(termShardFile('t', i), JSON.stringify(s));
  });
  shardsOf(bodies, buckets).forEach((s, i) => {
    files.set(termShardFile('b', i), JSON.stringify(s));
  });
  for (let i = 0; i * DOCS_PER_SHARD < records.length; i++) {
    const rows: SearchDocRow[] = records.slice(i * DOCS_PER_SHARD, (i + 1) * DOCS_PER_SHARD).map((r) => [r.title, r.url, r.hierarchy, r.text.slice(0, SNIPPET_LIMIT)]);
    files.set(docShardFile(i), JSON.stringify(rows));
  }
  return { files, buckets };
}

/** The title of each section's top page (the shortest URL), up to five. */
function suggestionsOf(records: SearchRecord[]): string[] {
  const top = new Map<string, SearchRecord>();
  const depth = (r: SearchRecord) => r.url.split('/').length * 1000 + r.url.length;
  for (const r of records) {
    if (r.pageTitle || r.url.includes('#')) continue;
    const best = top.get(r.hierarchy[0]);
    if (!best || depth(r) < depth(best)) top.set(r.hierarchy[0], r);
  }
  return [...new Set([...top.values()].map((r) => r.title))].slice(0, 5);
}

export interface SearchIndexOutput {
  manifest: SearchManifest;
  /** Path under the output folder → contents, the manifest included. */
  files: Map<string, string>;
}

/**
 * The manifest's one name, in every build and in serve, whatever the pages
 * say: every page names it, so a page's HTML does not change when another
 * page's text does, and the pages can be rendered while the index is still
 * being built (search-index-thread.ts). Outside `assets/`, whose files are
 * cached for a year: caches check it on every use (headers.ts), and the
 * search worker asks for it past the browser's cache.
 */
export const SEARCH_MANIFEST = 'search-manifest.json';

/**
 * Every file of the search index: the manifest, and under `assets/search/`
 * each locale-version index in a folder named by a hash of its contents, so
 * those can be cached forever. `dev` (serve) keeps each text's tokens for the
 * next build. `defaultKey` is the index of pages that name no context.
 */
export function buildSearchIndex(records: SearchRecord[], baseUrl: string, dev: boolean, defaultKey: string): SearchIndexOutput {
  const byKey = new Map<string, SearchRecord[]>();
  for (const r of records) {
    for (const key of r.keys) {
      let list = byKey.get(key);
      if (!list) byKey.set(key, (list = []));
      list.push(r);
    }
  }
  const manifest: SearchManifest = { indexes: {}, default: defaultKey };
  const files = new Map<string, string>();
  const tokens = tokenizer(dev);
  for (const [key, list] of [...byKey].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const index = indexFiles(list, tokens.tokenize);
    const hasher = createHash('sha256');
    for (const [name, text] of index.files) hasher.update(`${name}\0`).update(text).update('\0');
    const hash = hasher.digest('hex').slice(0, 10);
    const folder = `assets/search/${key}.${hash}/`;
    for (const [name, text] of index.files) files.set(folder + name, text);
    const info: SearchIndexInfo = { base: baseUrl + folder, buckets: index.buckets, docsPerShard: DOCS_PER_SHARD, records: list.length, suggestions: suggestionsOf(list) };
    manifest.indexes[key] = info;
  }
  tokens.done();
  files.set(SEARCH_MANIFEST, JSON.stringify(manifest));
  return { manifest, files };
}
