// The search worker: fetches the manifest and the shards a query needs and
// runs the query off the page's main thread, so typing never waits for it.
//
// The manifest keeps one URL across deploys, so that no page changes when
// another page's text does; the shards it names are content-hashed, and a
// deploy removes the old ones. A page open through a deploy must not search
// the old index for ever, nor fail on its missing shards: the manifest is
// read past the browser's cache when the reader begins a search
// (`SearchRequest.fresh`) and when a shard it named cannot be fetched, and
// the query then runs on the index it names now. Offline, the manifest read
// before answers.
import type { SearchManifest } from '@ctfdocs/core/shared/client-data.ts';
import { SearchEngine } from './engine.ts';
import type { SearchRequest, SearchResponse } from './protocol.ts';

const scope = self as unknown as { onmessage: ((e: MessageEvent<SearchRequest>) => void) | null; postMessage(m: SearchResponse): void };

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

/** The manifest last read, and the one being read. */
let held: { url: string; manifest: SearchManifest } | undefined;
let reading: { url: string; manifest: Promise<SearchManifest> } | undefined;
/** An engine per index, kept while the manifest names the same folder (its contents' hash) for it. */
const engines = new Map<string, { base: string; engine: SearchEngine }>();
let latest = 0;

/** The manifest at `url`, read again when `again` (or never read); the one held when that fails. */
async function manifestAt(url: string, again: boolean): Promise<SearchManifest> {
  if (reading?.url !== url && (again || held?.url !== url)) {
    const read = { url, manifest: fetchJson(url, { cache: 'no-cache' }) as Promise<SearchManifest> };
    reading = read;
    void read.manifest
      .then(
        (manifest) => {
          held = { url, manifest };
        },
        () => undefined,
      )
      .finally(() => {
        if (reading === read) reading = undefined;
      });
  }
  try {
    if (reading?.url === url) return await reading.manifest;
  } catch (err) {
    if (held?.url !== url) throw err;
  }
  return held!.manifest;
}

async function engineFor(req: SearchRequest, again: boolean): Promise<{ engine: SearchEngine; suggestions: string[] } | undefined> {
  const data = await manifestAt(req.manifest, again);
  const key = req.key ?? data.default;
  const info = data.indexes[key];
  if (!info) return undefined;
  let kept = engines.get(key);
  if (kept?.base !== info.base) engines.set(key, (kept = { base: info.base, engine: new SearchEngine(info, fetchJson) }));
  return { engine: kept.engine, suggestions: info.suggestions };
}

/** Answers `req`, reading the manifest again first when `again`; `retry`: whether a missing shard may have it read again and search anew. */
async function answer(req: SearchRequest, again: boolean, retry: boolean): Promise<void> {
  const found = await engineFor(req, again);
  if (!found) {
    scope.postMessage({ id: req.id, result: { query: req.query, complete: true, total: 0, hits: [], terms: [] }, suggestions: [] });
    return;
  }
  try {
    const titles = await found.engine.search(req.query, { limit: req.limit, bodies: false });
    scope.postMessage({ id: req.id, result: titles, suggestions: found.suggestions });
    // A newer query has come in: its answer matters, not this one's.
    if (req.id !== latest) return;
    scope.postMessage({ id: req.id, result: await found.engine.search(req.query, { limit: req.limit, bodies: true }), suggestions: found.suggestions });
  } catch (err) {
    // A shard that cannot be fetched may be one a deploy removed: once, ask again from the manifest as it is now, if it names other files.
    if (!retry || (await engineFor(req, true))?.engine === found.engine) throw err;
    await answer(req, false, false);
  }
}

scope.onmessage = async ({ data: req }) => {
  latest = req.id;
  try {
    await answer(req, req.fresh === true, true);
  } catch (err) {
    scope.postMessage({ id: req.id, error: String(err) });
  }
};
