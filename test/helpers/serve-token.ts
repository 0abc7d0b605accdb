// serve's internal endpoints take the token it writes into each page it
// sends; tests read it from a page as the client script does.
import { get } from 'node:http';
import { WebSocket } from 'ws';
import type { LiveReloadMessage } from '@ctfdocs/core/shared/live-reload-message.ts';

/**
 * The home page, on a connection closed once it is read. fetch() would keep
 * its connection open for the seconds of its keep-alive, and tests that wait
 * for serve to hold no connection would wait for it.
 */
function homePage(serverUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(new URL('/', serverUrl), { agent: false }, (res) => {
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (html += d));
      res.on('end', () => resolve(html));
      res.on('error', reject);
    }).on('error', reject);
  });
}

export async function serveToken(serverUrl: string): Promise<string> {
  const html = await homePage(serverUrl);
  const m = /<html[^>]* data-dev="([^"]+)"/.exec(html);
  if (!m) throw new Error('the page served has no token in <html data-dev>');
  return m[1];
}

/** The path of the live-reload socket, with the token. */
export async function eventsPath(serverUrl: string): Promise<string> {
  return `/__ctfdocs/events?token=${encodeURIComponent(await serveToken(serverUrl))}`;
}

export interface LiveSocket {
  /** Every message received so far. */
  received: LiveReloadMessage[];
  /** The next message (with `type`, the first of that type) not yet taken. */
  next(type?: LiveReloadMessage['type']): Promise<LiveReloadMessage>;
  close(): void;
}

/** Open serve's live-reload socket at `events` (its path with the token) as one of serve's pages would, with their Origin. */
export async function openLiveSocket(serverUrl: string, events: string): Promise<LiveSocket> {
  const url = new URL(serverUrl);
  const socket = new WebSocket(`ws://127.0.0.1:${url.port}${events}`, { headers: { Origin: `http://127.0.0.1:${url.port}` } });
  const received: LiveReloadMessage[] = [];
  let taken = 0;
  let wake: (() => void) | undefined;
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as LiveReloadMessage);
    wake?.();
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    received,
    async next(type) {
      for (;;) {
        const at = received.findIndex((m, i) => i >= taken && (type === undefined || m.type === type));
        if (at >= 0) {
          taken = at + 1;
          return received[at];
        }
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    close: () => socket.close(),
  };
}

/**
 * The next message on a new live-reload socket at `events`, and what it
 * carries; with `type`, the first of that type (a page that connects while an
 * error stands is sent that error first).
 */
export async function nextLiveEvent(serverUrl: string, events: string, type?: LiveReloadMessage['type']): Promise<{ name: string; data: string }> {
  const socket = await openLiveSocket(serverUrl, events);
  try {
    const message = await socket.next(type);
    return { name: message.type, data: message.type === 'build-error' ? message.text : '' };
  } finally {
    socket.close();
  }
}
