// Every cache a build keeps in memory is a Memo (after esbuild's
// internal/cache): values looked up by a key derived from the content they
// were made from, never by object identity or by which build ran last. What
// making a value reported is kept with it and given back on every hit, so a
// page served from memory shows the same warnings as one made afresh. A
// whole build ends with `pruneUnused`, which drops what it did not use (an
// edited page's old result, a removed page), so memory follows the site.
import { createHash } from 'node:crypto';
import type { Diagnostic } from '../types.ts';

/** A value as made, with what making it reported. */
export interface Made<V> {
  value: V;
  diagnostics: readonly Diagnostic[];
}

export interface MemoStats {
  /** Lookups that found their entry. */
  hits: number;
  /** Lookups that did not (the value was then made, or read from disk). */
  misses: number;
  /** Entries dropped by `pruneUnused`. */
  pruned: number;
}

export interface LookupOptions<V> {
  /**
   * Whether an entry found is still good, for what its key cannot name
   * because it is known only once the value is made (the images an API
   * document's descriptions show). A stale entry is made again.
   */
  valid?(value: V): boolean;
  /** Whether a fresh value may be kept: false for one that depends on more than its key names. */
  keep?(made: Made<V>): boolean;
}

interface Entry<V> {
  made: Made<V>;
  /** The round (the builds since the last prune) that last used it. */
  round: number;
}

export class Memo<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private round = 0;
  private readonly limit: number;
  readonly stats: MemoStats = { hits: 0, misses: 0, pruned: 0 };

  /** `limit`: at most this many entries, the oldest dropped first (for a memo no build prunes). */
  constructor(opts: { limit?: number } = {}) {
    this.limit = opts.limit ?? Number.POSITIVE_INFINITY;
  }

  get size(): number {
    return this.entries.size;
  }

  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  /** The entry under `key` with its diagnostics, marked used; undefined when there is none or it is no longer valid. */
  get(key: string, valid?: LookupOptions<V>['valid']): Made<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry || (valid && !valid(entry.made.value))) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    entry.round = this.round;
    return entry.made;
  }

  /** Keeps `made` under `key`, marked used. */
  set(key: string, made: Made<V>): Made<V> {
    if (!this.entries.has(key) && this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { made, round: this.round });
    return made;
  }

  getOrMake(key: string, make: () => Made<V>, opts: LookupOptions<V> = {}): Made<V> {
    const kept = this.get(key, opts.valid);
    if (kept) return kept;
    const made = make();
    return opts.keep && !opts.keep(made) ? made : this.set(key, made);
  }

  /** As getOrMake; two lookups of one key at once both make it. */
  async getOrMakeAsync(key: string, make: () => Promise<Made<V>>, opts: LookupOptions<V> = {}): Promise<Made<V>> {
    const kept = this.get(key, opts.valid);
    if (kept) return kept;
    const made = await make();
    return opts.keep && !opts.keep(made) ? made : this.set(key, made);
  }

  /** After a whole build: drops every entry not looked up or made since the last prune. Returns how many. */
  pruneUnused(): number {
    let pruned = 0;
    for (const [key, entry] of this.entries) {
      if (entry.round === this.round) continue;
      this.entries.delete(key);
      pruned++;
    }
    // What survives must be used again before the next prune to stay.
    this.round++;
    this.stats.pruned += pruned;
    return pruned;
  }

  delete(key: string): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * A memo key from what a value is made of: a hash of the parts, each
 * written with its length so that no two lists of parts give the same text.
 */
export function contentKey(...parts: ReadonlyArray<string | number | undefined>): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const text = part === undefined ? '' : String(part);
    hash.update(`${part === undefined ? 'u' : typeof part === 'number' ? 'n' : 's'}${text.length}:`).update(text);
  }
  return hash.digest('hex');
}
