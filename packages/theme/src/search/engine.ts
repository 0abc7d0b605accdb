// The query side of the local search index, used by the search worker (and by
// the relevance test in Node). It loads only the shards a query needs: for
// each query word, the title shard and then the body shard of its bucket,
// then the record shards of the hits it shows.
import { Charset, Index } from 'flexsearch';
import type { SearchDocRow, SearchIndexInfo, SearchTermShard } from '@ctfdocs/core/shared/client-data.ts';
import { bucketOf, tokenize } from './tokens.ts';
import { BODY_SCORE, docShardFile, type TermField, TITLE_SCORE, termShardFile } from './index-format.ts';

export type LoadJson = (url: string) => Promise<unknown>;

export interface SearchHit {
  id: number;
  score: number;
  title: string;
  url: string;
  hierarchy: string[];
  text: string;
}

export interface SearchResult {
  query: string;
  /** Whether body text was searched too, or titles and headings only. */
  complete: boolean;
  total: number;
  hits: SearchHit[];
  /** The indexed words the query matched, for highlighting. */
  terms: string[];
}

/** How well an indexed word answers a query word. */
const EXACT = 1;
const TYPO = 0.55;
const SOUNDS_ALIKE = 0.4;

/** Damerau–Levenshtein distance, giving up once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prevPrev[j - 2] + 1);
      cur.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = cur;
  }
  return prev[b.length];
}

function allowedTypos(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** A prefix counts for less the more of the word it leaves out, but always more than a typo. */
function prefixQuality(query: string, term: string): number {
  return 0.6 + 0.3 * (query.length / term.length);
}

/** One bucket of one field: its words, with a sounds-alike lookup built on first use. */
class TermShard {
  readonly words: string[];
  private lookup?: Index;
  constructor(readonly postings: SearchTermShard) {
    this.words = Object.keys(postings);
  }

  /** Indexed words that match a query word, with how well. */
  matches(word: string): Map<string, number> {
    const out = new Map<string, number>();
    const typos = allowedTypos(word);
    for (const term of this.words) {
      if (term === word) out.set(term, EXACT);
      else if (term.startsWith(word)) out.set(term, prefixQuality(word, term));
      else if (typos && editDistance(word, term, typos) <= typos) out.set(term, TYPO);
    }
    if (word.length >= 4) {
      // flexsearch's phonetic encoder catches misspellings further off
      // than the edit distance allows ("notifcation", "scorebord").
      if (!this.lookup) {
        this.lookup = new Index({ tokenize: 'forward', encoder: Charset.LatinExtra });
        this.words.forEach((w, i) => {
          this.lookup!.add(i, w);
        });
      }
      for (const i of this.lookup.search(word, { limit: 50, suggest: true }) as number[]) {
        const term = this.words[i];
        if (!out.has(term) && term[0] === word[0] && Math.abs(term.length - word.length) <= 2) out.set(term, SOUNDS_ALIKE);
      }
    }
    return out;
  }
}

export class SearchEngine {
  private shards = new Map<string, Promise<TermShard>>();
  private docs = new Map<number, Promise<SearchDocRow[]>>();

  constructor(
    private readonly info: SearchIndexInfo,
    private readonly load: LoadJson,
  ) {}

  private buffers?: { total: Float64Array; matched: Uint8Array; word: Float64Array; field: Float64Array };

  /** Per-record score arrays, all zero between queries. */
  private scratch() {
    const n = this.info.records;
    this.buffers ??= { total: new Float64Array(n), matched: new Uint8Array(n), word: new Float64Array(n), field: new Float64Array(n) };
    return this.buffers;
  }

  private shard(kind: TermField, bucket: number): Promise<TermShard> {
    const name = termShardFile(kind, bucket);
    let p = this.shards.get(name);
    if (!p) {
      p = this.load(this.info.base + name).then((json) => new TermShard(json as SearchTermShard));
      // A failed fetch is tried again by the next query.
      p.catch(() => this.shards.delete(name));
      this.shards.set(name, p);
    }
    return p;
  }

  private async rows(ids: number[]): Promise<Map<number, SearchDocRow>> {
    const per = this.info.docsPerShard;
    const wanted = [...new Set(ids.map((id) => Math.floor(id / per)))];
    await Promise.all(
      wanted.map((n) => {
        let p = this.docs.get(n);
        if (!p) {
          p = this.load(this.info.base + docShardFile(n)) as Promise<SearchDocRow[]>;
          p.catch(() => this.docs.delete(n));
          this.docs.set(n, p);
        }
        return p;
      }),
    );
    const out = new Map<number, SearchDocRow>();
    for (const id of ids) out.set(id, (await this.docs.get(Math.floor(id / per))!)[id % per]);
    return out;
  }

  /**
   * Records matching every query word (or, when none does, as many words as
   * possible), best first. `bodies: false` searches titles and headings only.
   */
  async search(query: string, opts: { limit: number; bodies: boolean }): Promise<SearchResult> {
    const words = [...new Set(tokenize(query))];
    if (!words.length) return { query, complete: true, total: 0, hits: [], terms: [] };
    const kinds: TermField[] = opts.bodies ? ['t', 'b'] : ['t'];
    const shards = await Promise.all(words.map((w) => Promise.all(kinds.map((k) => this.shard(k, bucketOf(w, this.info.buckets))))));
    // Scores live in arrays kept between queries, and only the records a
    // query touches are visited and reset: a word found in every record of
    // a 10,000-page site costs one pass over its postings.
    const { total, matched, word: wordScore, field: fieldScore } = this.scratch();
    const touched: number[] = [];
    const terms = new Set<string>();
    words.forEach((word, wi) => {
      const inWord: number[] = [];
      shards[wi].forEach((shard, ki) => {
        const inField: number[] = [];
        const weight = kinds[ki] === 't' ? TITLE_SCORE : BODY_SCORE;
        for (const [term, quality] of shard.matches(word)) {
          terms.add(term);
          const list = shard.postings[term];
          let id = 0;
          for (let i = 0; i < list.length; i += 2) {
            id += list[i];
            const s = quality * weight[list[i + 1]];
            if (fieldScore[id] === 0) inField.push(id);
            if (s > fieldScore[id]) fieldScore[id] = s;
          }
        }
        // Within a field the best matching word counts; title and body add up.
        for (const id of inField) {
          if (wordScore[id] === 0) inWord.push(id);
          wordScore[id] += fieldScore[id];
          fieldScore[id] = 0;
        }
      });
      for (const id of inWord) {
        if (matched[id] === 0) touched.push(id);
        total[id] += wordScore[id];
        matched[id]++;
        wordScore[id] = 0;
      }
    });
    let most = 0;
    for (const id of touched) if (matched[id] > most) most = matched[id];
    // No record has every word: fall back to those with the most of them.
    const need = Math.min(words.length, most);
    const better = (a: number, b: number) => total[a] > total[b] || (total[a] === total[b] && a < b);
    let top: number[] = [];
    let count = 0;
    if (need > 0 && opts.limit > 64) {
      top = touched.filter((id) => matched[id] >= need).sort((a, b) => (better(a, b) ? -1 : 1));
      count = top.length;
      top = top.slice(0, opts.limit);
    } else if (need > 0) {
      // The modal's case, on every keystroke: keep only the best few, in order.
      for (const id of touched) {
        if (matched[id] < need) continue;
        count++;
        if (top.length === opts.limit && !better(id, top[top.length - 1])) continue;
        let at = top.length;
        while (at > 0 && better(id, top[at - 1])) at--;
        top.splice(at, 0, id);
        if (top.length > opts.limit) top.pop();
      }
    }
    const scores = top.map((id) => total[id]);
    for (const id of touched) {
      total[id] = 0;
      matched[id] = 0;
    }
    const rows = await this.rows(top);
    const hits = top.map((id, i) => {
      const [title, url, hierarchy, text] = rows.get(id)!;
      return { id, score: scores[i], title, url, hierarchy, text };
    });
    return { query, complete: opts.bodies, total: count, hits, terms: [...terms] };
  }
}
