// The search index built with the site, searched in a worker: started on the
// first query, one per page. Each query is answered twice (titles first, then
// with body text); answers to older queries are dropped.
import type { SearchRequest, SearchResponse } from '../../search/protocol.ts';
import type { SearchSource } from './types.ts';

/** Set by the bundler: the content-hashed URL of the worker script. */
declare const __CTFDOCS_SEARCH_WORKER__: string;

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, (r: SearchResponse) => void>();

function failAll(reason: string) {
  for (const [id, cb] of waiting) cb({ id, error: reason });
  waiting.clear();
  worker?.terminate();
  worker = undefined;
}

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(__CTFDOCS_SEARCH_WORKER__);
    worker.onmessage = (e: MessageEvent<SearchResponse>) => waiting.get(e.data.id)?.(e.data);
    worker.onerror = () => failAll('the search worker could not start');
  }
  return worker;
}

// serve swaps in rebuilt pages: the next query starts from the new manifest.
if (document.documentElement.hasAttribute('data-dev')) document.addEventListener('ctfdocs:refresh', () => failAll('the site was rebuilt'));

/** Whether the next query is the first since the reader began a search (the first of the page, too). */
let beginning = true;

export const localIndex: SearchSource = {
  begin() {
    beginning = true;
  },
  search(query, limit, onAnswer) {
    const manifest = document.documentElement.dataset.searchIndex;
    waiting.clear();
    const id = ++nextId;
    if (!manifest) {
      onAnswer({ error: 'this site has no search index' });
      return;
    }
    waiting.set(id, onAnswer);
    // The shell names the index of the page's locale and docs version; client navigation keeps it current.
    const req: SearchRequest = { id, manifest: new URL(manifest, location.href).href, key: document.documentElement.dataset.searchContext, query, limit, fresh: beginning };
    beginning = false;
    getWorker().postMessage(req);
  },
};
