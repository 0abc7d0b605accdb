// What the index build (renderer/src/search-index.ts, in Node) and the query
// engine (search/engine.ts, in the search worker) must agree on beyond the
// tokens (tokens.ts): the names of the shard files and the meaning of the
// weights in a posting. A ranking tweak is made here.

/** A term shard of one field: `t` titles, headings and hierarchy; `b` body text. */
export type TermField = 't' | 'b';

/** The file of a field's term shard for one bucket, inside the index's folder. */
export function termShardFile(field: TermField, bucket: number): string {
  return `${field}${bucket}.json`;
}

/** The file holding records `n * docsPerShard` onwards, inside the index's folder. */
export function docShardFile(n: number): string {
  return `d${n}.json`;
}

/** A body posting's weight is how often the word occurs in the record, counted up to this. */
export const MAX_BODY_COUNT = 5;

/** A title posting's weight is a whole number below this (titleWeight's largest is 36). */
export const TITLE_WEIGHT_LIMIT = 64;

/**
 * Weight of a title word: more when the title is short, so "Flags" beats
 * "Adding flags to a challenge"; a page's own record outranks a heading with
 * the same words, and the page title of a heading's record adds less.
 */
export function titleWeight(place: 'page' | 'heading' | 'headingPage', terms: string[]): number {
  const [base, extra] = TITLE_WEIGHTS[place];
  return Math.round(base + extra / Math.max(1, new Set(terms).size));
}

const TITLE_WEIGHTS = { page: [24, 12], heading: [20, 12], headingPage: [8, 4] } as const;

/** Weight of a word of the section's name (the hierarchy's first part). */
export const SECTION_WEIGHT = 3;

/** The score a posting adds, by its stored weight: body words add less than title words, and a word used often a little more. */
export const BODY_SCORE = Array.from({ length: MAX_BODY_COUNT + 1 }, (_, n) => (n === 0 ? 0 : 1 + Math.log2(n)));
export const TITLE_SCORE = Array.from({ length: TITLE_WEIGHT_LIMIT }, (_, w) => w);
