// A route's content chunk (a static JSON file, see the renderer's
// content-chunks.ts), fetched once and kept for the next visits and the
// click after a prefetch.
import type { ContentChunk } from '@ctfdocs/core/shared/client-data.ts';
import { LruMap } from '../lru.ts';

/** Not a network failure: this chunk cannot be used, load the page in full. */
export class ChunkUnusable extends Error {}

// Chunks recently fetched or prefetched.
const CHUNK_CACHE_SIZE = 50;

export async function fetchOk(url: string): Promise<Response> {
  const res = await fetch(url);
  if (!res.ok) throw new ChunkUnusable(`${url}: HTTP ${res.status}`);
  return res;
}

/** The build's stylesheet and scripts (not a page's own stylesheets, see page-styles.ts): a chunk made by another build names others. */
function pageAssets(): string {
  const css = [...document.querySelectorAll('link[rel=stylesheet]:not([data-precedence])')].map((l) => l.getAttribute('href'));
  const js = [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')).filter((src) => !/^https?:/.test(src ?? ''));
  return [...css, ...js].join(' ');
}

/** A chunk by URL: a missing one, one that is not JSON or one of another build rejects with ChunkUnusable. */
export function createChunkFetcher(): (url: string) => Promise<ContentChunk> {
  const chunks = new LruMap<string, Promise<ContentChunk>>(CHUNK_CACHE_SIZE);
  const assets = pageAssets();
  document.addEventListener('ctfdocs:rebuilt', () => chunks.clear());
  return (url) => {
    let p = chunks.get(url);
    if (!p) {
      p = fetchOk(url)
        .then((res) => res.json().catch(() => Promise.reject(new ChunkUnusable(`${url}: not JSON`))))
        .then((chunk: ContentChunk) => (chunk.assets === assets ? chunk : Promise.reject(new ChunkUnusable(`${url}: another build`))));
      chunks.set(url, p);
      // A failure is not remembered: Retry and later prefetches try again.
      p.catch(() => chunks.get(url) === p && chunks.delete(url));
    }
    return p;
  };
}
