// Development only. After a rebuild the page fetches itself again and swaps
// in the new body, keeping the scroll position: faster than a full reload
// and the reader keeps their place. A change to the stylesheet or script
// (their hashed URLs differ) falls back to a full reload. A build error is
// shown over the page without losing it.
// Types only: the published package bundles this file without core's sources.
import type { LIVE_RELOAD_ENDPOINT, LiveReloadMessage } from '@ctfdocs/core/shared/live-reload-message.ts';
import { serveEndpoint } from './serve-endpoint.ts';

async function refresh() {
  const res = await fetch(location.href, { cache: 'no-store' });
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  const assets = (d: Document) => [...d.querySelectorAll('link[rel=stylesheet], script[src]')].map((e) => e.getAttribute('href') ?? e.getAttribute('src')).join(' ');
  if (assets(doc) !== assets(document)) return location.reload();
  const y = window.scrollY;
  document.title = doc.title;
  document.getElementById('ctfdocs-build-error')?.remove();
  document.body.replaceWith(document.adoptNode(doc.body));
  window.scrollTo(0, y);
  document.dispatchEvent(new Event('ctfdocs:refresh'));
}

/**
 * One WebSocket per tab: unlike an event stream, it is not counted against
 * the six connections a browser keeps to a host, so any number of open tabs
 * leaves the pages' own requests free.
 */
export function setupLiveReload() {
  const endpoint: typeof LIVE_RELOAD_ENDPOINT = 'events';
  const socket = new WebSocket(new URL(serveEndpoint(endpoint), location.href.replace(/^http/, 'ws')));
  socket.addEventListener('message', (e) => {
    const message = JSON.parse(String(e.data)) as LiveReloadMessage;
    if (message.type === 'reload') {
      // Pages fetched ahead by client navigation are out of date now.
      document.dispatchEvent(new Event('ctfdocs:rebuilt'));
      refresh().catch(() => location.reload());
      return;
    }
    let box = document.getElementById('ctfdocs-build-error');
    if (!box) {
      box = document.createElement('pre');
      box.id = 'ctfdocs-build-error';
      box.setAttribute('role', 'alert');
      document.body.append(box);
    }
    box.textContent = `Build failed — fix the problem and save again:\n\n${message.text}`;
  });
}
