// The files of client-side navigation, named in one place: the renderer
// writes them (renderer/src/content-chunks.ts, build.ts) and the client
// fetches them (client/route-match.ts, router.ts). Paths are relative to the
// site's baseUrl.

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
