// Algolia's answer as the modal and the /search page draw it: each DocSearch
// record a hit titled by its own level of the hierarchy (a heading, or for
// body text the heading it sits under) below the levels above it, so a
// page's hits group under "section › page" as the local index's do.
import { normalizeTerm, splitWords } from '../../search/tokens.ts';
import { LEVELS, MARK_CLOSE, MARK_OPEN } from './algolia-query.ts';
import type { SourceHit, SourceResult } from './types.ts';

type Level = (typeof LEVELS)[number];

interface Highlighted {
  value: string;
}

/** A DocSearch record as the query retrieves it. */
export interface DocSearchHit {
  url: string;
  /** `lvl0`…`lvl6` for a heading's record, `content` for body text. */
  type?: string;
  content?: string | null;
  hierarchy?: Partial<Record<Level, string | null>>;
  _highlightResult?: { hierarchy?: Partial<Record<Level, Highlighted>> };
  _snippetResult?: { content?: Highlighted };
}

export interface AlgoliaResponse {
  hits: DocSearchHit[];
  nbHits: number;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/** A highlighted value as text (Algolia escapes what a value holds), and the whole words it marked. */
export function unmark(value: string): { text: string; marked: string[] } {
  let text = '';
  let inMark = false;
  const spans: Array<[number, number]> = [];
  for (const piece of value.split(/(<mark>|<\/mark>)/)) {
    if (piece === MARK_OPEN || piece === MARK_CLOSE) {
      inMark = piece === MARK_OPEN;
      continue;
    }
    const plain = piece.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e]!);
    if (inMark && plain) spans.push([text.length, text.length + plain.length]);
    text += plain;
  }
  // A prefix match marks part of a word ("<mark>notif</mark>ications"); the
  // drawing marks words, as the local index's terms are.
  const marked = spans.flatMap(([start, end]) => {
    const before = /[\p{L}\p{N}]*$/u.exec(text.slice(0, start))![0].length;
    const after = /^[\p{L}\p{N}]*/u.exec(text.slice(end))![0].length;
    return splitWords(text.slice(start - before, end + after));
  });
  return { text, marked };
}

/**
 * A hit's URL as a path on this site: the index holds the production site's
 * absolute URLs, and a reader on a preview or on localhost stays there
 * (Docusaurus keeps the path and fragment alike). None for a URL that is no
 * web address.
 */
export function localHref(url: string, base: string): string | undefined {
  try {
    const u = new URL(url, base);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.pathname + u.hash : undefined;
  } catch {
    return undefined;
  }
}

/** One record as a hit, with the words it matched; none for a record without a heading or a usable URL. */
function hitOf(record: DocSearchHit, base: string): { hit: SourceHit; marked: string[] } | undefined {
  const url = typeof record.url === 'string' ? localHref(record.url, base) : undefined;
  if (!url) return undefined;
  const levels = LEVELS.map((level) => {
    const highlighted = record._highlightResult?.hierarchy?.[level];
    if (highlighted && typeof highlighted.value === 'string') return unmark(highlighted.value);
    const raw = record.hierarchy?.[level];
    return typeof raw === 'string' && raw ? { text: raw, marked: [] } : undefined;
  });
  const own = /^lvl([0-6])$/.exec(record.type ?? '');
  const deepest = levels.reduce((found, l, i) => (l?.text ? i : found), -1);
  const depth = own && levels[Number(own[1])]?.text ? Number(own[1]) : deepest;
  if (depth < 0) return undefined;
  const snippet = record._snippetResult?.content;
  const body = record.type === 'content' ? (snippet && typeof snippet.value === 'string' ? unmark(snippet.value) : { text: record.content ?? '', marked: [] }) : { text: '', marked: [] };
  const above = levels.slice(0, depth).filter((l): l is NonNullable<typeof l> => Boolean(l?.text));
  return {
    hit: { title: levels[depth]!.text, url, hierarchy: above.map((l) => l.text), text: body.text },
    marked: [...levels.flatMap((l) => l?.marked ?? []), ...body.marked],
  };
}

/** Algolia's answer to `query` as the hits to draw; `base` is the page's URL. */
export function algoliaResult(query: string, response: AlgoliaResponse, base: string): SourceResult {
  const hits: SourceHit[] = [];
  const terms = new Set<string>();
  for (const record of response.hits) {
    const made = hitOf(record, base);
    if (!made) continue;
    hits.push(made.hit);
    for (const word of made.marked) terms.add(normalizeTerm(word));
  }
  return { query, complete: true, total: Math.max(response.nbHits, hits.length), hits, terms: [...terms] };
}

/** The top-level sections (lvl0) an answer's hits are in, each once: what DocSearch offers to search for when a query finds nothing. */
export function sectionsOf(response: AlgoliaResponse): string[] {
  return [...new Set(response.hits.map((h) => h.hierarchy?.lvl0).filter((s): s is string => typeof s === 'string' && s !== ''))];
}
