// The files the client fetches, named in one place: the renderer writes them
// (renderer/src/content-chunks.ts, build.ts, api-details.ts) and the client
// fetches them (client/route-match.ts, router.ts, api-details.ts). Paths are
// relative to the site's baseUrl.

export const CHUNK_DIR = '__chunks';
export const SIDEBAR_DIR = 'assets/sidebars';

/** A route's content chunk: `/a/b` → `__chunks/a/b.json`, `/` → `__chunks/index.json`. */
export function chunkFile(route: string): string {
  return `${CHUNK_DIR}/${route === '/' ? 'index' : route.replace(/^\//, '')}.json`;
}

/** A docs sidebar's menu, by the key the renderer gave it (`data-sidebar`). */
export function sidebarFile(key: string): string {
  return `${SIDEBAR_DIR}/${key}.html`;
}

/** A large API reference's operation details, one file each, named by the hash of their HTML. */
export const API_DETAILS_DIR = 'assets/api';

export function apiDetailsFile(hash: string): string {
  return `${API_DETAILS_DIR}/${hash}.html`;
}
