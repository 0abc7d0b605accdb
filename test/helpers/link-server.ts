// A stand-in for the other sites a page links to, on 127.0.0.1: each path
// answers one way a real site does, and every request is counted, so a test
// can tell what was asked and what came from the cache.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface LinkServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Requests by path, as "HEAD /ok", "GET /ok". */
  hits: Map<string, number>;
  /** Requests to a path, whatever the method. */
  count(path: string): number;
  close(): Promise<void>;
}

/** How long /slow takes to answer: longer than the short timeout tests configure. */
export const SLOW_MS = 6000;

export async function startLinkServer(): Promise<LinkServer> {
  const hits = new Map<string, number>();
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    const key = `${req.method} ${path}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    const seen = (p: string) => (hits.get(`HEAD ${p}`) ?? 0) + (hits.get(`GET ${p}`) ?? 0);
    switch (path) {
      case '/ok':
      case '/new-home':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<p>here</p>');
        return;
      case '/moved':
        res.writeHead(301, { location: '/new-home' }).end();
        return;
      case '/elsewhere':
        res.writeHead(302, { location: '/ok' }).end();
        return;
      case '/gone':
        res.writeHead(404).end('not found');
        return;
      case '/busy':
        // Too many requests the first time; fine after the second it asks to wait.
        if (seen('/busy') === 1) res.writeHead(429, { 'retry-after': '1' }).end();
        else res.writeHead(200).end('ok');
        return;
      case '/too-busy':
        res.writeHead(429, { 'retry-after': '3600' }).end();
        return;
      case '/no-head':
        res.writeHead(req.method === 'HEAD' ? 405 : 200).end();
        return;
      case '/broken-server':
        res.writeHead(503).end();
        return;
      case '/slow': {
        const timer = setTimeout(() => res.writeHead(200).end('late'), SLOW_MS);
        timers.add(timer);
        return;
      }
      case '/drop':
        req.socket.destroy();
        return;
      default:
        res.writeHead(404).end();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    count: (path) => (hits.get(`HEAD ${path}`) ?? 0) + (hits.get(`GET ${path}`) ?? 0),
    close: () =>
      new Promise((resolve) => {
        for (const t of timers) clearTimeout(t);
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An address on 127.0.0.1 where nothing listens: a connection to it is refused. */
export async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
