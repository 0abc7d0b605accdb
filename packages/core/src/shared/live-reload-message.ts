// serve's live-reload WebSocket, as both ends know it: dev-server's
// live-reload.ts and server.ts, and the theme's client/live-reload.ts.

/** Where the socket is, under serve's `/__ctfdocs/`. */
export const LIVE_RELOAD_ENDPOINT = 'events';

/** What serve tells each open page. */
export type LiveReloadMessage = { type: 'reload' } | { type: 'build-error'; text: string };
