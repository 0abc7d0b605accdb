// `ctfdocs serve`: build, serve from memory, watch, rebuild and reload; or,
// with --no-watch, a production preview of an existing build on disk.
import http from 'node:http';
import type { Socket } from 'node:net';
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { buildSite, createBuildCache, cspFromHeadersFile, type OutputFile } from '@ctfdocs/renderer';
import type { CompileCacheOptions } from '@ctfdocs/core';
import { formatDiagnostics as formatDiagnosticsPlain } from '@ctfdocs/core';
import { answerClientError } from './client-error.ts';
import { contentType } from './mime.ts';
import { resolveRequestPath, splitTarget } from './resolve-path.ts';
import { createRebuildQueue } from './rebuild-queue.ts';
import { createServeToken, fromOwnPage, INTERNAL_PREFIX, withToken } from './own-page.ts';
import { watchSite } from './watch.ts';

export interface ServeOptions {
  rootDir: string;
  configPath: string;
  outDir: string;
  port: number;
  host: string;
  watch: boolean;
  log(line: string): void;
  /** Keep compiled markdown on disk between runs (the first build reads it). */
  compileCache?: CompileCacheOptions;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
  /** Resolves after the next rebuild (tests and the benchmark wait on it). */
  nextBuild(): Promise<{ ok: boolean; ms: number }>;
  /** Resolves when the rebuilds queued so far (and the warm-up after start) have finished. */
  idle(): Promise<void>;
  /** Open TCP connections and live-reload streams, so tests can check that dropped tabs are released. */
  openConnections(): Promise<{ sockets: number; liveReload: number }>;
}

interface Source {
  get(rel: string): Promise<Uint8Array | undefined>;
}

/** Background rebuilds after start (see warmUp): each of the first few saves was faster than the one before. */
const WARM_UP_ROUNDS = 3;

/** How long after a reload serve waits before it rebuilds the search index. */
const SEARCH_INDEX_DELAY_MS = 50;

function memorySource(files: Map<string, OutputFile>): Source {
  return {
    async get(rel) {
      const f = files.get(rel);
      if (!f) return undefined;
      if ('contents' in f) return typeof f.contents === 'string' ? Buffer.from(f.contents) : f.contents;
      return readFile(f.copyFrom).catch(() => undefined);
    },
  };
}

function diskSource(root: string): Source {
  let realRoot: string | undefined;
  return {
    async get(rel) {
      realRoot ??= await realpath(root);
      const abs = path.join(realRoot, rel);
      try {
        // Symlinks that point outside the output folder are refused.
        const real = await realpath(abs);
        if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return undefined;
        if (!(await stat(real)).isFile()) return undefined;
        return await readFile(real);
      } catch {
        return undefined;
      }
    },
  };
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** A short plain-text answer: refusals and failures. */
function answerText(res: http.ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
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


export async function startServer(opts: ServeOptions): Promise<RunningServer> {
  let source: Source;
  // The policy the build wrote to _headers for static hosts applies here too.
  let policy: Record<string, string> = {};
  const usePolicyOf = async (src: Source) => {
    const text = await src.get('_headers');
    const csp = text ? cspFromHeadersFile(Buffer.from(text).toString('utf8')) : undefined;
    policy = csp ? { 'Content-Security-Policy': csp } : {};
  };
  const clients = new Set<http.ServerResponse>();
  let waiters: Array<(r: { ok: boolean; ms: number }) => void> = [];
  let lastError: string | undefined;
  let hasBuilt = false;

  const broadcast = (event: string, data: string) => {
    const payload = `event: ${event}\ndata: ${data.replace(/\n/g, '\ndata: ')}\n\n`;
    for (const res of clients) res.write(payload);
  };

  let compiler: Awaited<ReturnType<typeof buildSite>>['compiler'];
  let files = new Map<string, OutputFile>();
  let searchFiles: string[] = [];
  // Kept between rebuilds, so a save recompiles and re-renders only what changed.
  const cache = createBuildCache();
  const rebuild = async (reason: string): Promise<{ ok: boolean; ms: number }> => {
    const t0 = performance.now();
    const result = await buildSite({ rootDir: opts.rootDir, configPath: opts.configPath, outDir: opts.outDir, write: false, dev: true, compiler, cache, compileCache: opts.compileCache, deferSearchIndex: true });
    compiler = result.compiler ?? compiler;
    const ms = Math.round(performance.now() - t0);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    const warnings = result.diagnostics.filter((d) => d.severity === 'warning');
    // A failed rebuild keeps the last good build up; a failed first build
    // still serves what it rendered, so the error shows over real pages.
    const served = result.model && (!errors.length || !hasBuilt);
    if (served) {
      // Until the new search index is built (after the reload is sent), the
      // last one answers: its manifest has the same name.
      for (const file of searchFiles) {
        const out = files.get(file);
        if (out && !result.files.has(file)) result.files.set(file, out);
      }
      files = result.files;
      source = memorySource(files);
      hasBuilt = true;
      await usePolicyOf(source);
    }
    if (errors.length) {
      lastError = formatDiagnosticsPlain(errors);
      opts.log(`Build failed (${reason}):\n${formatDiagnosticsPlain(result.diagnostics)}`);
      broadcast('build-error', lastError);
    } else {
      lastError = undefined;
      if (warnings.length) opts.log(formatDiagnosticsPlain(warnings));
      opts.log(`Built ${result.routes.length} pages in ${ms} ms (${reason}).`);
      broadcast('reload', String(Date.now()));
    }
    if (served && result.searchIndex) {
      // Open pages fetch the new version right after the reload: let the
      // server answer them before it spends the event loop on the index.
      await new Promise((r) => setTimeout(r, SEARCH_INDEX_DELAY_MS));
      for (const file of searchFiles) files.delete(file);
      const index = result.searchIndex();
      for (const [file, contents] of index) files.set(file, { contents });
      searchFiles = [...index.keys()];
    }
    const r = { ok: !errors.length, ms };
    const w = waiters;
    waiters = [];
    for (const fn of w) fn(r);
    return r;
  };

  /**
   * The first save after start took about twice as long as later ones: the
   * code only rebuilds run (reusing the memos, compiling and rendering one
   * page) was not yet optimised by V8. So right after start, rebuild a few
   * times in the background as if one page had been saved, and throw the
   * results away. Nothing is sent to the browser; a save waits for it.
   */
  const warmUp = async () => {
    for (let round = 0; round < WARM_UP_ROUNDS && !closed; round++) {
      const [compiled] = cache.core.compiled.keys();
      const [route] = cache.rendered.pages.keys();
      if (compiled !== undefined) cache.core.compiled.delete(compiled);
      if (route !== undefined) {
        cache.rendered.pages.delete(route);
        cache.pages.delete(route);
      }
      // Without the disk cache, so that the page is really compiled.
      const result = await buildSite({ rootDir: opts.rootDir, configPath: opts.configPath, outDir: opts.outDir, write: false, dev: true, compiler, cache, deferSearchIndex: true });
      compiler = result.compiler ?? compiler;
    }
  };

  let closed = false;

  if (opts.watch) {
    await rebuild('start');
    source ??= memorySource(new Map());
  } else {
    const exists = await stat(opts.outDir).then((s) => s.isDirectory(), () => false);
    if (!exists) throw new Error(`No build to preview at ${opts.outDir}. Run "ctfdocs build" first, or drop --no-watch.`);
    source = diskSource(opts.outDir);
    await usePolicyOf(source);
  }
  // Saves and "Try again": one rebuild at a time, at most one waiting.
  const rebuilds = createRebuildQueue(
    (reasons) => rebuild(reasons.join(', ')).then(
      () => undefined,
      (err: unknown) => opts.log(`Rebuild failed: ${err instanceof Error ? err.message : String(err)}`),
    ),
    opts.watch && hasBuilt ? warmUp() : undefined,
  );
  const queueRebuild = (reason: string) => rebuilds.request(reason);

  const token = createServeToken();
  // Pages carry the token to serve's client script.
  const read = async (rel: string) => {
    const body = await source.get(rel);
    return body && opts.watch && rel.endsWith('.html') ? withToken(body, token) : body;
  };

  /** serve's own endpoints: live reload and "Try again", for its own pages only. */
  const internal = async (req: http.IncomingMessage, res: http.ServerResponse, method: string, url: { pathname: string; search: string }) => {
    if (!fromOwnPage(req, url.search, token)) return answerText(res, 403, 'This address is only for pages this server serves.\n');
    const endpoint = url.pathname.slice(INTERNAL_PREFIX.length);
    const allow = endpoint === 'events' ? 'GET' : endpoint === 'rerender' ? 'POST' : undefined;
    if (!allow) return answerText(res, 404, 'Not found\n');
    if (method !== allow) return answerText(res, 405, 'Method not allowed\n', { Allow: allow });
    if (endpoint === 'rerender') {
      // "Try again" on a crash page: render the site again, then the page reloads.
      await queueRebuild('Try again');
      res.writeHead(204, { 'Cache-Control': 'no-store', ...SECURITY_HEADERS });
      res.end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive', ...SECURITY_HEADERS });
    res.write(': connected\n\n');
    if (lastError) res.write(`event: build-error\ndata: ${lastError.replace(/\n/g, '\ndata: ')}\n\n`);
    clients.add(res);
    req.on('close', () => clients.delete(res));
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const host = hostName(req.headers.host);
    if (host === undefined) {
      answerText(res, 400, 'Bad Host header\n');
      return;
    }
    if (!hostAllowed(host, opts.host)) {
      answerText(res, 403, `This server answers only to localhost; the request named ${JSON.stringify(req.headers.host)}. To reach it by other names, start it with --host 0.0.0.0.\n`);
      return;
    }
    const method = req.method ?? 'GET';
    const url = splitTarget(req.url ?? '');
    if (!url) {
      answerText(res, 400, 'Bad request target\n');
      return;
    }
    if (opts.watch && url.pathname.startsWith(INTERNAL_PREFIX)) return internal(req, res, method, url);
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
    for (const rel of resolved.candidates) {
      const body = await read(rel);
      if (!body) continue;
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      const immutable = rel.startsWith('assets/');
      const headers: Record<string, string> = {
        'Content-Type': contentType(rel),
        ETag: etag,
        'Cache-Control': immutable && !opts.watch ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...SECURITY_HEADERS,
        ...policy,
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
    const notFound = await read('404.html');
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...SECURITY_HEADERS, ...policy });
    res.end(method === 'HEAD' ? undefined : (notFound ?? 'Not found'));
  };

  const server = http.createServer((req, res) => {
    // A request can fail; it must never stop the server.
    handle(req, res).catch((err: unknown) => {
      opts.log(`Request ${req.method} ${JSON.stringify(req.url?.slice(0, 200))} failed: ${err instanceof Error ? err.message : String(err)}`);
      if (res.headersSent) return void res.destroy();
      answerText(res, 500, 'Internal server error\n');
    });
  });
  server.on('clientError', answerClientError);
  // Node hands CONNECT to this event instead of the handler, and drops the connection unanswered when nobody listens.
  server.on('connect', (_req: http.IncomingMessage, socket: Socket) => {
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const shownHost = opts.host.includes(':') ? `[${opts.host}]` : opts.host === '127.0.0.1' ? 'localhost' : opts.host;
  const url = `http://${shownHost}:${port}`;
  opts.log(`Serving ${opts.watch ? 'with live reload' : opts.outDir} at ${url}/`);

  const watcher = opts.watch
    ? await watchSite({
        rootDir: opts.rootDir,
        configPath: opts.configPath,
        onChange: (files) => void queueRebuild(files.slice(0, 3).join(', ') + (files.length > 3 ? ` and ${files.length - 3} more` : '')),
      })
    : undefined;

  return {
    url,
    nextBuild: () => new Promise((resolve) => waiters.push(resolve)),
    idle: () => rebuilds.idle(),
    openConnections: () =>
      new Promise((resolve, reject) => server.getConnections((err, sockets) => (err ? reject(err) : resolve({ sockets, liveReload: clients.size })))),
    async close() {
      closed = true;
      await watcher?.close();
      for (const res of clients) res.end();
      clients.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
    },
  };
}
