// Which URLs are pages of this site, and where their content chunk lives.
// There is no route manifest: a path under baseUrl without a file extension
// is taken to be a route, and its chunk URL follows from it (the renderer
// names the files by the same shared/client-files.ts). A path that is not a
// page after all has no chunk, and the router then loads it as a full page.
import { CHUNK_DIR, chunkFile } from '../shared/client-files.ts';
import { LruMap } from './lru.ts';

/** Spec §9: the route-pattern cache holds up to 10,000 entries. */
export const ROUTE_CACHE_LIMIT = 10_000;

export interface RouteMatch {
  /** The route without baseUrl, e.g. `/docs/overview`. */
  route: string;
  /** Absolute path of the route's content chunk. */
  chunk: string;
}

export function createRouteMatcher(base: string, limit = ROUTE_CACHE_LIMIT) {
  const cache = new LruMap<string, RouteMatch | null>(limit);
  const compute = (pathname: string): RouteMatch | null => {
    const root = base.replace(/\/$/, '');
    if (pathname !== root && !pathname.startsWith(base)) return null;
    const route = '/' + pathname.slice(base.length).replace(/\/+$/, '');
    // Files (feeds, specs, images, the search index) are not pages.
    if (/\.[a-z0-9]+$/i.test(route)) return null;
    if (route.startsWith(`/${CHUNK_DIR}/`) || route.startsWith('/assets/')) return null;
    return { route, chunk: base + chunkFile(route) };
  };
  return {
    cache,
    match(pathname: string): RouteMatch | null {
      let hit = cache.get(pathname);
      if (hit === undefined) {
        hit = compute(pathname);
        cache.set(pathname, hit);
      }
      return hit;
    },
  };
}
