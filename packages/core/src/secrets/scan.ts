// Run detectors over a text: each match that is not a placeholder, one per
// place in the text. One search for every detector's trigger decides which
// detectors run: most texts (a build's pages) hold none, and one search for
// twenty short alternatives costs a fraction of twenty searches.
import { isPlaceholder } from './placeholders.ts';
import type { SecretCandidate, SecretDetector } from './detector.ts';

export interface SecretHit {
  detector: SecretDetector;
  candidate: SecretCandidate;
}

/**
 * The triggers of the detectors not yet known to be wanted, as one regular
 * expression with a group per detector; once a detector's trigger is found,
 * the search goes on without it, so no trigger is matched twice in a text.
 */
class Prefilter {
  /** By the set of triggers found so far (a bit per triggered detector). */
  private readonly searches = new Map<number, { regex: RegExp; bitOfGroup: number[] } | undefined>();
  /** Detectors without a trigger. */
  private readonly always: number[];
  /** Detectors with one: bit `b` of a set stands for `triggered[b]`. */
  private readonly triggered: number[];

  constructor(private readonly detectors: readonly SecretDetector[]) {
    this.always = detectors.flatMap((d, i) => (d.trigger ? [] : [i]));
    this.triggered = detectors.flatMap((d, i) => (d.trigger ? [i] : []));
    if (this.triggered.length > 30) throw new Error('More than 30 detectors have a trigger: the prefilter keeps their set in one number.');
  }

  /** The search for the triggers not in `found`. */
  private search(found: number) {
    if (!this.searches.has(found)) {
      const left = this.triggered.map((_, bit) => bit).filter((bit) => !(found & (1 << bit)));
      const regex = new RegExp(left.map((bit) => `(${this.detectors[this.triggered[bit]].trigger})`).join('|'), 'g');
      this.searches.set(found, left.length ? { regex, bitOfGroup: left } : undefined);
    }
    return this.searches.get(found);
  }

  /** The indexes of the detectors that may find something in `text`. */
  wanted(text: string): number[] {
    let found = 0;
    let at = 0;
    for (let search = this.search(found); search; search = this.search(found)) {
      search.regex.lastIndex = at;
      const m = search.regex.exec(text);
      if (!m) break;
      let group = 1;
      while (m[group] === undefined) group++;
      found |= 1 << search.bitOfGroup[group - 1];
      at = m.index + 1;
    }
    return [...this.always, ...this.triggered.filter((_, bit) => found & (1 << bit))];
  }
}

const prefilters = new WeakMap<readonly SecretDetector[], Prefilter>();

/** Matches of `detectors` in `text`, in text order; of two that overlap, the one whose detector comes first in `detectors` is kept. */
export function findSecrets(text: string, detectors: readonly SecretDetector[]): SecretHit[] {
  let prefilter = prefilters.get(detectors);
  if (!prefilter) prefilters.set(detectors, (prefilter = new Prefilter(detectors)));
  const ranked: Array<SecretHit & { rank: number }> = [];
  for (const rank of prefilter.wanted(text)) {
    const detector = detectors[rank];
    for (const candidate of detector.find(text)) ranked.push({ detector, candidate, rank });
  }
  if (!ranked.length) return [];
  ranked.sort((a, b) => a.candidate.index - b.candidate.index || a.rank - b.rank);
  // Placeholders stay in until overlaps are settled: an example token inside a
  // header must not leave the header to be reported in its place.
  const kept: Array<SecretHit & { rank: number }> = [];
  for (const hit of ranked) {
    const last = kept[kept.length - 1];
    if (!last || hit.candidate.index >= last.candidate.index + last.candidate.length) kept.push(hit);
    else if (hit.rank < last.rank) kept[kept.length - 1] = hit;
  }
  return kept.filter(({ candidate: c }) => !isPlaceholder(c.secret, text.slice(c.index + c.length, c.index + c.length + 3))).map(({ detector, candidate }) => ({ detector, candidate }));
}
