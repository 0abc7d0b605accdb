// serve's HTTP side: who may ask (Host check), what may be asked (GET and
// HEAD of a file of the build; serve's own endpoints for its own pages), and
// how files are answered (ETag, security headers, the build's policy).
import http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { createHash } from 'node:crypto';
import { answerClientError } from './client-error.ts';
import { contentType } from './mime.ts';
import { resolveRequestPath, splitTarget } from './resolve-path.ts';
import { INTERNAL_PREFIX } from './own-page.ts';

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** A short plain-text answer: refusals and failures. */
export function answerText(res: http.ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/**
 * The host name of a Host header (`name`, `name:port`, `[v6]:port`), lower
 * case, or undefined when the header is missing or malformed.
 */
export function hostName(host: string | undefined): string | undefined {
  const m = host === undefined ? null : /^(\[[0-9a-f:.]+\]|[^\s:[\]/@]+)(?::(\d{1,5}))?$/i.exec(host);
  if (!m || (m[2] !== undefined && Number(m[2]) > 65535)) return undefined;
  return m[1].toLowerCase();
}

/**
 * Whether a request may be answered, by its host name. A server bound to
 * the loopback interface answers only to loopback names: otherwise a page on
 * another site could point a name it controls at 127.0.0.1 (DNS rebinding)
 * and read this server through the writer's browser. Bound to another
 * address, the writer chose to be reached by other names.
 */
export function hostAllowed(name: string, boundTo: string): boolean {
  return !isLoopback(boundTo) || isLoopback(name);
}

function isLoopback(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(name) || name === '::1' || name === '[::1]';
}

/** Why a request is refused for its Host header (status and text), or undefined when it may be answered. */
export function hostRefusal(req: http.IncomingMessage, boundTo: string): [number, string] | undefined {
  const host = hostName(req.headers.host);
  if (host === undefined) return [400, 'Bad Host header\n'];
  if (!hostAllowed(host, boundTo))
    return [403, `This server answers only to localhost; the request named ${JSON.stringify(req.headers.host)}. To reach it by other names, start it with --host 0.0.0.0.\n`];
  return undefined;
}

/** Refuse an upgrade request (serve's live-reload socket) with a plain HTTP answer, and close its connection. */
export function refuseUpgrade(socket: Duplex, status: number, text: string, headers: Record<string, string> = {}): void {
  const head = Object.entries({ ...headers, ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)), Connection: 'close' })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n${head}\r\n${text}`);
}

export interface FileHandlerOptions {
  /** The address the server is bound to (for the Host check). */
  host: string;
  /** Live: serve's endpoints are on, and assets may change (no immutable caching). */
  live: boolean;
  /** Called before a file is looked up, with the paths it may have (serve renders a page asked for before the whole site is built). */
  prepare?(candidates: readonly string[]): Promise<void>;
  /** A file of the build by its path, or undefined. */
  read(rel: string): Promise<Uint8Array | undefined>;
  /** Headers every file and the 404 page carry (the build's Content-Security-Policy). */
  policy(): Record<string, string>;
  /** serve's own endpoints (under INTERNAL_PREFIX), when live. */
  internal(req: http.IncomingMessage, res: http.ServerResponse, method: string, url: { pathname: string; search: string }): Promise<void>;
}

export function createFileHandler(opts: FileHandlerOptions) {
  return async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const refused = hostRefusal(req, opts.host);
    if (refused) return answerText(res, ...refused);
    const method = req.method ?? 'GET';
    const url = splitTarget(req.url ?? '');
    if (!url) {
      answerText(res, 400, 'Bad request target\n');
      return;
    }
    if (opts.live && url.pathname.startsWith(INTERNAL_PREFIX)) return opts.internal(req, res, method, url);
    if (method !== 'GET' && method !== 'HEAD') {
      answerText(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
      return;
    }
    const resolved = resolveRequestPath(url.pathname);
    if (resolved.kind === 'bad') {
      answerText(res, 400, 'Bad request\n');
      return;
    }
    if (resolved.kind === 'redirect') {
      res.writeHead(301, { Location: resolved.location + url.search, ...SECURITY_HEADERS });
      res.end();
      return;
    }
    await opts.prepare?.(resolved.candidates);
    for (const rel of resolved.candidates) {
      const body = await opts.read(rel);
      if (!body) continue;
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      const immutable = rel.startsWith('assets/');
      const headers: Record<string, string> = {
        'Content-Type': contentType(rel),
        ETag: etag,
        'Cache-Control': immutable && !opts.live ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...SECURITY_HEADERS,
        ...opts.policy(),
      };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      res.writeHead(200, { ...headers, 'Content-Length': String(body.byteLength) });
      res.end(method === 'HEAD' ? undefined : body);
      return;
    }
    const notFound = await opts.read('404.html');
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...SECURITY_HEADERS, ...opts.policy() });
    res.end(method === 'HEAD' ? undefined : (notFound ?? 'Not found'));
  };
}

/** Takes an upgrade request it recognises (answering or refusing it) and says so; any other is answered as a plain request. */
export type UpgradeHandler = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => boolean;

/**
 * An HTTP server no request can stop: a failing handler is logged and
 * answered 500, unparseable requests and CONNECT get an answer. `upgrade`
 * sees every upgrade request first (serve's live-reload socket).
 */
export function createHttpServer(handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>, log: (line: string) => void, upgrade?: UpgradeHandler): http.Server {
  const answer = (req: http.IncomingMessage, res: http.ServerResponse) =>
    handle(req, res).catch((err: unknown) => {
      log(`Request ${req.method} ${JSON.stringify(req.url?.slice(0, 200))} failed: ${err instanceof Error ? err.message : String(err)}`);
      if (res.headersSent) return void res.destroy();
      answerText(res, 500, 'Internal server error\n');
    });
  const server = http.createServer(answer);
  server.on('clientError', answerClientError);
  // Node hands CONNECT to this event instead of the handler, and drops the connection unanswered when nobody listens.
  server.on('connect', (_req: http.IncomingMessage, socket: Socket) => {
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });
  if (upgrade) {
    // Once anyone listens, Node hands every request asking to upgrade here
    // (curl --http2 asks for h2c): those that are not serve's socket get the
    // answer the request would get without the header, on a connection that then closes.
    server.on('upgrade', (req: http.IncomingMessage, socket: Socket, head: Buffer) => {
      socket.on('error', () => socket.destroy());
      if (upgrade(req, socket, head)) return;
      const res = new http.ServerResponse(req);
      res.shouldKeepAlive = false;
      res.assignSocket(socket);
      res.on('finish', () => socket.end());
      void answer(req, res);
    });
  }
  return server;
}

/** Listen, and the URL to show (`localhost` for 127.0.0.1, brackets for IPv6). */
export async function listen(server: http.Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host === '127.0.0.1' ? 'localhost' : host;
  return `http://${shownHost}:${bound}`;
}
