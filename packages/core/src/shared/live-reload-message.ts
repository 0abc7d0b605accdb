// What serve tells each open page over its live-reload WebSocket: sent by
// dev-server's live-reload.ts, read by the theme's client/live-reload.ts.
export type LiveReloadMessage = { type: 'reload' } | { type: 'build-error'; text: string };
