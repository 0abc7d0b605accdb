// Algolia DocSearch (themeConfig.search.provider: algolia): each query goes
// to Algolia's search API with the site's public search-only key, filtered as
// Docusaurus's search bar filters it. A plain fetch, not algoliasearch/lite:
// the one endpoint this needs, with the client's order of hosts and its
// retries, is under 1 KB where the client adds 17 KB (6 KB gzipped) to the
// search chunk (docs/design-notes.md, "Hosted search").
import { algoliaHosts, type AlgoliaContext } from '../../shared/algolia.ts';
import { LruMap } from '../lru.ts';
import { readNavConfig } from '../nav-config.ts';
import { preferredVersions } from '../preferred-version.ts';
import { algoliaQuery, facetFilters } from './algolia-query.ts';
import { algoliaResult, sectionsOf, type AlgoliaResponse } from './algolia-result.ts';
import type { SearchAnswer, SearchSource } from './types.ts';

/** How long one host may take before the next is tried. */
const HOST_TIMEOUT_MS = 4000;
/** How many sections to suggest when a query finds nothing, as DocSearch's modal does. */
const SUGGESTIONS = 3;

/** Answers to the queries asked lately: typing back over a query asks nothing again. */
const answers = new LruMap<string, SearchAnswer>(50);
/** The sections answers named so far: DocSearch keeps the most it has seen, to suggest. */
let sections: string[] = [];
/** The query in flight, given up when the next is asked. */
let current: AbortController | undefined;

/** A refusal (a wrong key, an index that is not there): no other host would answer otherwise. */
class Refused extends Error {}

/** The page's facets, written by the shell when its search is contextual. */
function pageContext(): AlgoliaContext | undefined {
  const raw = document.documentElement.dataset.searchContext;
  if (!raw) return undefined;
  try {
    const context = JSON.parse(raw) as Partial<AlgoliaContext> | null;
    return typeof context?.language === 'string' && context.versions && typeof context.versions === 'object' ? (context as AlgoliaContext) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST to each host in turn until one answers: a host that cannot be
 * reached, takes too long or fails (5xx) hands over to the next; a refusal
 * (4xx) is final. `stopped` gives the whole query up.
 */
async function post(hosts: string[], path: string, headers: Record<string, string>, body: string, stopped: AbortSignal): Promise<unknown> {
  for (const host of hosts) {
    const attempt = new AbortController();
    const stop = () => attempt.abort();
    stopped.addEventListener('abort', stop);
    const timer = setTimeout(stop, HOST_TIMEOUT_MS);
    try {
      const response = await fetch(host + path, { method: 'POST', headers, body, signal: attempt.signal });
      if (response.ok) return await response.json();
      if (response.status < 500) throw new Refused(`Algolia refused the search (${response.status}): ${(await response.text()).slice(0, 200)}`);
    } catch (err) {
      if (err instanceof Refused || stopped.aborted) throw err;
    } finally {
      clearTimeout(timer);
      stopped.removeEventListener('abort', stop);
    }
  }
  throw new Error('no Algolia host answered');
}

export const algoliaSearch: SearchSource = {
  search(query, limit, onAnswer) {
    current?.abort();
    const options = readNavConfig()?.search?.algolia;
    if (!options) {
      onAnswer({ error: 'the page names no Algolia index' });
      return;
    }
    const context = pageContext();
    const body = JSON.stringify(algoliaQuery(query, limit, context && facetFilters(context, preferredVersions())));
    const key = `${options.appId}\u0000${options.indexName}\u0000${body}`;
    const kept = answers.get(key);
    if (kept) {
      onAnswer(kept);
      return;
    }
    const stopped = (current = new AbortController()).signal;
    const path = `/1/indexes/${encodeURIComponent(options.indexName)}/query`;
    const headers = { 'X-Algolia-Application-Id': options.appId, 'X-Algolia-API-Key': options.apiKey };
    post(algoliaHosts(options.appId), path, headers, body, stopped).then(
      (answered) => {
        if (stopped.aborted) return;
        const response = answered as AlgoliaResponse | null;
        if (!Array.isArray(response?.hits)) return onAnswer({ error: 'Algolia answered without hits' });
        const named = sectionsOf(response);
        if (named.length > sections.length) sections = named;
        const result = algoliaResult(query, response, location.href);
        const answer: SearchAnswer = { result, suggestions: result.hits.length ? [] : sections.slice(0, SUGGESTIONS) };
        answers.set(key, answer);
        onAnswer(answer);
      },
      (err: unknown) => {
        if (stopped.aborted) return;
        // The reader sees "Unable to fetch results"; the site's owner finds why here.
        if (err instanceof Refused) console.warn(err.message);
        onAnswer({ error: err instanceof Error ? err.message : String(err) });
      },
    );
  },
};
