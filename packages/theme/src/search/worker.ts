// The search worker: fetches the manifest and the shards a query needs and
// runs the query off the page's main thread, so typing never waits for it.
import type { SearchManifest } from '@ctfdocs/core/shared/client-data.ts';
import { SearchEngine } from './engine.ts';
import type { SearchRequest, SearchResponse } from './protocol.ts';

const scope = self as unknown as { onmessage: ((e: MessageEvent<SearchRequest>) => void) | null; postMessage(m: SearchResponse): void };

async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

let manifest: { url: string; data: Promise<SearchManifest> } | undefined;
const engines = new Map<string, SearchEngine>();
let latest = 0;

async function engineFor(req: SearchRequest): Promise<{ engine: SearchEngine; suggestions: string[] } | undefined> {
  if (manifest?.url !== req.manifest) {
    const data = fetchJson(req.manifest) as Promise<SearchManifest>;
    manifest = { url: req.manifest, data };
    engines.clear();
    // Try again on the next query after a failed fetch.
    data.catch(() => {
      if (manifest?.data === data) manifest = undefined;
    });
  }
  const data = await manifest.data;
  const key = req.key ?? data.default;
  const info = data.indexes[key];
  if (!info) return undefined;
  let engine = engines.get(key);
  if (!engine) engines.set(key, (engine = new SearchEngine(info, fetchJson)));
  return { engine, suggestions: info.suggestions };
}

scope.onmessage = async ({ data: req }) => {
  latest = req.id;
  try {
    const found = await engineFor(req);
    if (!found) {
      scope.postMessage({ id: req.id, result: { query: req.query, complete: true, total: 0, hits: [], terms: [] }, suggestions: [] });
      return;
    }
    const titles = await found.engine.search(req.query, { limit: req.limit, bodies: false });
    scope.postMessage({ id: req.id, result: titles, suggestions: found.suggestions });
    // A newer query has come in: its answer matters, not this one's.
    if (req.id !== latest) return;
    scope.postMessage({ id: req.id, result: await found.engine.search(req.query, { limit: req.limit, bodies: true }), suggestions: found.suggestions });
  } catch (err) {
    scope.postMessage({ id: req.id, error: String(err) });
  }
};
