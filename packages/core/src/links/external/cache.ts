// What links answered, kept in .ctfdocs-cache/external-links.json so that a
// rerun (CI after a fix, a second `check --external`) asks only the links it
// has not asked lately. Keyed by the URL checked.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../../util/write-atomic.ts';
import type { LinkOutcome } from './probe.ts';

export const EXTERNAL_LINKS_CACHE = '.ctfdocs-cache/external-links.json';

const HOUR = 3_600_000;
/** A link that answered 4xx may be back soon (a deploy, a moved page restored): asked again after this at most. */
const FAILED_HOURS = 1;
/** The file never grows past this many links; the most recently checked are kept. */
const MAX_ENTRIES = 50_000;
const FORMAT = 1;

interface Entry {
  /** When it was asked, in ms since the epoch. */
  at: number;
  outcome: LinkOutcome;
}

/**
 * How long an outcome may be trusted: an answer that is no error (a
 * redirect reported included) for `cacheHours`; a 4xx for at most an hour;
 * no answer, a 5xx or a 429 not at all, since they say more about the moment
 * than about the link.
 */
function keptHours(outcome: LinkOutcome, cacheHours: number): number {
  if (outcome.kind !== 'http') return 0;
  if (outcome.status < 400) return cacheHours;
  if (outcome.status < 500) return Math.min(cacheHours, FAILED_HOURS);
  return 0;
}

export class ExternalLinkCache {
  private constructor(
    private readonly file: string,
    private readonly entries: Map<string, Entry>,
    private readonly cacheHours: number,
  ) {}

  /** The cache of a site; `read: false` (`--no-cache`) starts empty and writes afresh. A damaged file is read as empty. */
  static async open(rootDir: string, opts: { read: boolean; cacheHours: number }): Promise<ExternalLinkCache> {
    const file = path.join(rootDir, EXTERNAL_LINKS_CACHE);
    const entries = new Map<string, Entry>();
    if (opts.read) {
      try {
        const data = JSON.parse(await readFile(file, 'utf8')) as { format?: number; links?: Record<string, Entry> };
        if (data.format === FORMAT && data.links) for (const [url, entry] of Object.entries(data.links)) if (isEntry(entry)) entries.set(url, entry);
      } catch {
        // Missing or damaged: every link is asked again.
      }
    }
    return new ExternalLinkCache(file, entries, opts.cacheHours);
  }

  /** The outcome kept for `url`, while it may still be trusted. */
  get(url: string, now: number): LinkOutcome | undefined {
    const entry = this.entries.get(url);
    return entry && now - entry.at < keptHours(entry.outcome, this.cacheHours) * HOUR ? entry.outcome : undefined;
  }

  set(url: string, outcome: LinkOutcome, now: number): void {
    if (keptHours(outcome, this.cacheHours) > 0) this.entries.set(url, { at: now, outcome });
  }

  /** Writes what may still be trusted, newest first up to the bound; a cache that cannot be written is not worth failing a check for. */
  async save(now: number): Promise<void> {
    const kept = [...this.entries]
      .filter(([, e]) => now - e.at < keptHours(e.outcome, this.cacheHours) * HOUR)
      .sort((a, b) => b[1].at - a[1].at)
      .slice(0, MAX_ENTRIES);
    try {
      await mkdir(path.dirname(this.file), { recursive: true });
      await writeFileAtomic(this.file, JSON.stringify({ format: FORMAT, links: Object.fromEntries(kept) }));
    } catch {
      // A read-only checkout: the next run asks again.
    }
  }
}

function isEntry(value: unknown): value is Entry {
  const e = value as Entry;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.at === 'number' &&
    e.outcome?.kind === 'http' &&
    typeof e.outcome.status === 'number' &&
    (e.outcome.moved === undefined || (typeof e.outcome.moved.to === 'string' && typeof e.outcome.moved.status === 'number'))
  );
}
