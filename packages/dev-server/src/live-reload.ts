// Live reload: open pages listen on a server-sent event stream for "reload"
// (a rebuild succeeded) and "build-error" (the overlay's text). A page that
// connects while an error stands gets it at once.
import type http from 'node:http';
import { SECURITY_HEADERS } from './http.ts';

export interface LiveReload {
  /** Tell open pages to reload, and clear the standing error. */
  reload(): void;
  /** Show `text` in every open page's overlay, now and to pages that open later. */
  showError(text: string): void;
  /** Answer a GET of the event stream: it stays open until the page goes. */
  attach(req: http.IncomingMessage, res: http.ServerResponse): void;
  /** Whether an error stands (open pages show it). */
  readonly showsError: boolean;
  /** Open streams (tests check that dropped tabs are released). */
  readonly size: number;
  close(): void;
}

function event(name: string, data: string): string {
  return `event: ${name}\ndata: ${data.replace(/\n/g, '\ndata: ')}\n\n`;
}

export function createLiveReload(): LiveReload {
  const clients = new Set<http.ServerResponse>();
  let standing: string | undefined;
  const broadcast = (payload: string) => {
    for (const res of clients) res.write(payload);
  };
  return {
    reload() {
      standing = undefined;
      broadcast(event('reload', String(Date.now())));
    },
    showError(text) {
      standing = text;
      broadcast(event('build-error', text));
    },
    attach(req, res) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive', ...SECURITY_HEADERS });
      res.write(': connected\n\n');
      if (standing) res.write(event('build-error', standing));
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    get showsError() {
      return standing !== undefined;
    },
    get size() {
      return clients.size;
    },
    close() {
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
