// `ctfdocs check --external`: ask every site the pages link to whether the
// page is there, each URL once, at the pace the config sets (requests in
// flight overall and per host, a 429's wait), answers kept for the next run.
import pLimit, { type LimitFunction } from 'p-limit';
import type { Diagnostic } from '../../types.ts';
import type { ExternalLinksConfig } from '../../schemas/external-links.ts';
import type { OnProblem } from '../../schemas/on-problem.ts';
import { ExternalLinkCache } from './cache.ts';
import type { ExternalLinks } from './collect.ts';
import { probe, type HostPace, type LinkOutcome } from './probe.ts';
import { findingOf, offlineSummary, placed } from './report.ts';
import { isLocalOrReserved } from './targets.ts';

export interface ExternalCheckOptions {
  /** The site root: the cache is `.ctfdocs-cache/external-links.json` in it. */
  rootDir: string;
  config: ExternalLinksConfig;
  onBroken: OnProblem;
  /** false (`--no-cache`): ask every link, and keep the answers. */
  readCache: boolean;
  /** Tests answer with their own; Node's fetch otherwise. */
  fetch?: typeof fetch;
}

export interface ExternalCheckStats {
  /** Distinct URLs the pages link to. */
  links: number;
  /** Not asked: matched by externalLinks.ignore, or local or reserved names. */
  skipped: number;
  /** Answered from the cache. */
  cached: number;
  /** Asked this time. */
  asked: number;
  /** Requests sent (HEAD, GET, retries and redirects each count). */
  requests: number;
}

export async function checkExternalLinks(links: ExternalLinks, opts: ExternalCheckOptions): Promise<{ diagnostics: Diagnostic[]; stats: ExternalCheckStats }> {
  const { config } = opts;
  const ignore = config.ignore.map((source) => new RegExp(source, 'u'));
  const checked = [...links.keys()].filter((url) => !ignore.some((re) => re.test(url)) && (config.checkLocal || !isLocalOrReserved(url)));
  const stats: ExternalCheckStats = { links: links.size, skipped: links.size - checked.length, cached: 0, asked: 0, requests: 0 };
  const cache = await ExternalLinkCache.open(opts.rootDir, { read: opts.readCache, cacheHours: config.cacheHours });
  const started = Date.now();
  const outcomes = new Map<string, LinkOutcome>();
  const toAsk: string[] = [];
  for (const url of checked) {
    const kept = cache.get(url, started);
    if (kept) outcomes.set(url, kept);
    else toAsk.push(url);
  }
  stats.cached = outcomes.size;
  stats.asked = toAsk.length;

  const slot = pLimit(config.concurrency);
  const hosts = new Map<string, { limit: LimitFunction; pace: HostPace }>();
  const hostOf = (url: string) => {
    const name = new URL(url).host;
    let host = hosts.get(name);
    if (!host) hosts.set(name, (host = { limit: pLimit(config.perHostConcurrency), pace: { notBefore: 0 } }));
    return host;
  };
  const fresh: Array<{ url: string; outcome: LinkOutcome }> = [];
  await Promise.all(
    toAsk.map((url) => {
      const host = hostOf(url);
      return host.limit(async () => {
        const outcome = await probe(url, {
          settings: config,
          fetch: opts.fetch ?? fetch,
          slot: (request) => slot(request),
          sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
          host: host.pace,
          onRequest: () => stats.requests++,
        });
        outcomes.set(url, outcome);
        fresh.push({ url, outcome });
        cache.set(url, outcome, Date.now());
      });
    }),
  );
  await cache.save(Date.now());

  const diagnostics: Diagnostic[] = [];
  const noAnswer = fresh.filter(({ outcome }) => outcome.kind === 'unreachable' || outcome.kind === 'timeout');
  // A run that got no answer at all, from the cache or a site, knows nothing
  // of any link but that the network failed it: one warning says so. Links
  // answered from the cache show the network is not always down, so the
  // few asked again are each reported.
  const offline = stats.cached === 0 && fresh.length > 0 && noAnswer.length === fresh.length;
  if (offline) diagnostics.push(offlineSummary(noAnswer));
  const settings = { onBroken: opts.onBroken, timeout: config.timeout, retries: config.retries };
  for (const url of checked) {
    const outcome = outcomes.get(url)!;
    if (offline && (outcome.kind === 'unreachable' || outcome.kind === 'timeout')) continue;
    const finding = findingOf(outcome, settings);
    if (finding) for (const place of links.get(url)!) diagnostics.push(placed(finding, place));
  }
  return { diagnostics, stats };
}
