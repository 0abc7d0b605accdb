// How text becomes search terms. The build (which writes the index) and the
// search worker (which reads it) must cut words identically, so both import
// this module.

// Words too common to tell pages apart; leaving them out keeps the body
// shards small. A query made only of these finds nothing, as readers expect.
const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have if in into is it its of on or so than that the their then there these this those to was were will with you your can do does not'.split(' '),
);

/** Lower case, accents folded, a plural "s" dropped, so "Notifications" and "notification" meet. */
export function normalizeTerm(word: string): string {
  const folded = word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return folded.length > 3 && folded.endsWith('s') && !folded.endsWith('ss') ? folded.slice(0, -1) : folded;
}

/** The words of a text, as they appear (for highlighting). */
export function splitWords(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Each word's term, or '' for a word that is not one. A site's vocabulary is
 * small next to its word count, and Unicode normalisation per word was most
 * of the time an index build took.
 */
const terms = new Map<string, string>();
const TERMS_KEPT = 100_000;

/** Search terms of a text: normalised, two characters or more, stop words left out. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const word of splitWords(text)) {
    let term = terms.get(word);
    if (term === undefined) {
      term = normalizeTerm(word);
      if (term.length < 2 || STOP_WORDS.has(term)) term = '';
      if (terms.size >= TERMS_KEPT) terms.clear();
      // A longer match is a slice that keeps its whole text alive (V8): not kept.
      if (word.length <= 12) terms.set(word, term);
    }
    if (term) out.push(term);
  }
  return out;
}

/**
 * The shard a term lives in, from its first two characters: a word, every
 * longer word it is a prefix of, and most of its misspellings share a shard,
 * so a query word needs one shard per field.
 */
export function bucketOf(term: string, buckets: number): number {
  const key = term.slice(0, 2);
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) >>> 0;
  return h % buckets;
}
