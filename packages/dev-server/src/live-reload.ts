// Live reload: each open page holds one WebSocket to serve and hears
// "reload" (a rebuild succeeded) and "build-error" (the overlay's text); a
// page that connects while an error stands gets it at once. A WebSocket
// rather than a server-sent event stream: a browser keeps at most six
// HTTP/1.1 connections to a host, and each open tab's stream held one, so
// with six tabs open every other request waited; WebSockets do not count
// against that pool. The page sends nothing: what it sends is dropped, and a
// frame that is malformed or too large closes its socket, never the server.
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { LiveReloadMessage } from '@ctfdocs/core/shared/live-reload-message.ts';

export interface LiveReload {
  /** Tell open pages to reload, and clear the standing error. */
  reload(): void;
  /** Show `text` in every open page's overlay, now and to pages that open later. */
  showError(text: string): void;
  /** Take over an upgrade request that has passed serve's checks (own-page.ts): it stays open until the page goes. */
  attach(req: http.IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Whether an error stands (open pages show it). */
  readonly showsError: boolean;
  /** Open sockets (tests check that dropped tabs are released). */
  readonly size: number;
  close(): void;
}

/** Bytes a page may send in one message; it has nothing to say. */
const MAX_PAYLOAD = 1024;

export function createLiveReload(): LiveReload {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD, perMessageDeflate: false, clientTracking: true });
  let standing: string | undefined;
  const send = (socket: WebSocket, message: LiveReloadMessage) => socket.send(JSON.stringify(message));
  const broadcast = (message: LiveReloadMessage) => {
    for (const socket of server.clients) send(socket, message);
  };
  return {
    reload() {
      standing = undefined;
      broadcast({ type: 'reload' });
    },
    showError(text) {
      standing = text;
      broadcast({ type: 'build-error', text });
    },
    attach(req, socket, head) {
      // ws answers a handshake it cannot complete (bad key or version) with a 400 itself.
      server.handleUpgrade(req, socket, head, (ws) => {
        // A protocol error from the page (a bad frame, an oversized message) closes this socket only.
        ws.on('error', () => ws.terminate());
        if (standing !== undefined) send(ws, { type: 'build-error', text: standing });
      });
    },
    get showsError() {
      return standing !== undefined;
    },
    get size() {
      return server.clients.size;
    },
    close() {
      for (const socket of server.clients) socket.terminate();
      server.close();
    },
  };
}
