// `ctfdocs serve`: build, serve from memory, watch, rebuild and reload; or,
// with --no-watch, a production preview of an existing build on disk. The
// parts: http.ts (requests), builds.ts (builds into memory), live-reload.ts,
// watch.ts, rebuild-queue.ts, own-endpoints.ts and own-page.ts (serve's own
// endpoints).
import type http from 'node:http';
import { stat } from 'node:fs/promises';
import { createFileHandler, createHttpServer, listen } from './http.ts';
import { createBuilds } from './builds.ts';
import { policyOf } from './served-files.ts';
import { createLiveReload } from './live-reload.ts';
import { diskSource } from './sources.ts';
import { createRebuildQueue } from './rebuild-queue.ts';
import { ownEndpoints } from './own-endpoints.ts';
import { createServeToken, withToken } from './own-page.ts';
import { watchSite } from './watch.ts';
import type { ServedSite } from './serve-build.ts';

/** The site (its compile cache, when given, is read by the first build) and how to serve it. */
export interface ServeOptions extends ServedSite {
  port: number;
  host: string;
  watch: boolean;
  log(line: string): void;
  /** The whole site's first build also waits for this (tests look at what serve answers before it). */
  wholeBuildAfter?: Promise<unknown>;
  /** Each phase of every build serve runs, and the pages done in it (tests order what serve answers against them). */
  onPhase?: ServedSite['onPhase'];
  onProgress?: ServedSite['onProgress'];
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
  /** Resolves after the next rebuild (tests and the benchmark wait on it). */
  nextBuild(): Promise<{ ok: boolean; ms: number }>;
  /** Resolves when the rebuilds queued so far (and the warm-up after start) have finished. */
  idle(): Promise<void>;
  /** Open TCP connections and live-reload sockets, so tests can check that dropped tabs are released. */
  openConnections(): Promise<{ sockets: number; liveReload: number }>;
}

/**
 * When serve builds the whole site if nothing started it sooner: after start
 * with no request, or after the first page was answered to a client that
 * opened no live-reload socket (not a browser, or its script failed).
 */
const WHOLE_BUILD_AFTER_MS = 500;

export async function startServer(opts: ServeOptions): Promise<RunningServer> {
  return opts.watch ? startLive(opts) : startPreview(opts);
}

/** --no-watch: the build on disk, as a static host would serve it. */
async function startPreview(opts: ServeOptions): Promise<RunningServer> {
  const exists = await stat(opts.outDir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!exists) throw new Error(`No build to preview at ${opts.outDir}. Run "ctfdocs build" first, or drop --no-watch.`);
  const source = diskSource(opts.outDir);
  // The policy the build wrote to _headers for static hosts applies here too.
  const policy = await policyOf(source);
  const handle = createFileHandler({
    host: opts.host,
    live: false,
    read: (rel) => source.get(rel),
    policy: () => policy,
    internal: async () => undefined,
  });
  const server = createHttpServer(handle, opts.log);
  const url = await listen(server, opts.port, opts.host);
  opts.log(`Serving ${opts.outDir} at ${url}/`);
  return {
    url,
    nextBuild: () => new Promise(() => undefined),
    idle: async () => undefined,
    openConnections: () => connections(server, 0),
    close: () => closeServer(server),
  };
}

async function startLive(opts: ServeOptions): Promise<RunningServer> {
  const live = createLiveReload();
  const builds = createBuilds({ ...opts, live });
  // The whole site is built in the background, from when the first page has
  // loaded in the browser: its script opens the live-reload socket after the
  // stylesheet and the modules it imports (or WHOLE_BUILD_AFTER_MS after the
  // page was answered, or after start if no request came; or when a request
  // needs it). Until then the first page and what it asks for next have the
  // event loop and both cores: the first page's render does not wait behind
  // the whole build (reading a warm cache of 2,000 pages held it back by over
  // a minute), nor do its scripts: with a warm cache the whole build is one
  // long run of work on this thread (2.3 s for 2,000 pages), and started as
  // the HTML was answered it held them back by as long.
  let startWhole!: () => void;
  let wholeStarted = false;
  const wholeAsked = new Promise<void>(
    (resolve) =>
      (startWhole = () => {
        wholeStarted = true;
        clearTimeout(wholeTimer);
        resolve();
      }),
  );
  let wholeTimer = setTimeout(startWhole, WHOLE_BUILD_AFTER_MS);
  const whole = Promise.all([wholeAsked, opts.wholeBuildAfter]).then(() => builds.rebuild('start', true));
  const wholeBuilt = whole.then(
    () => undefined,
    (err: unknown) => opts.log(`Build failed: ${err instanceof Error ? err.message : String(err)}`),
  );
  const wholeSite = () => {
    startWhole();
    return wholeBuilt;
  };
  // Saves and "Try again": one rebuild at a time, at most one waiting, after the whole site's first build.
  const rebuilds = createRebuildQueue(
    (reasons) =>
      builds.rebuild(reasons.join(', ')).then(
        () => undefined,
        (err: unknown) => opts.log(`Rebuild failed: ${err instanceof Error ? err.message : String(err)}`),
      ),
    wholeBuilt.then(() => (builds.hasBuilt ? builds.warmUp() : undefined)),
  );

  const token = createServeToken();
  // A page that opened its live-reload socket has loaded what it needs: the whole build may take the event loop.
  const { internal, liveSocket } = ownEndpoints({ token, host: opts.host, live, rebuilds, onPageLoaded: () => startWhole() });
  const handle = createFileHandler({
    host: opts.host,
    live: true,
    prepare: async (candidates) => {
      if (wholeStarted) return builds.prepare(candidates, wholeSite);
      clearTimeout(wholeTimer);
      await builds.prepare(candidates, wholeSite);
      if (wholeStarted) return;
      // From the last page answered: pages asked for together each wait for their render.
      clearTimeout(wholeTimer);
      wholeTimer = setTimeout(startWhole, WHOLE_BUILD_AFTER_MS);
    },
    // Pages carry the token to serve's client script.
    read: async (rel) => {
      const body = await builds.read(rel);
      return body && rel.endsWith('.html') ? withToken(body, token) : body;
    },
    policy: builds.policy,
    internal,
  });
  const server = createHttpServer(handle, opts.log, liveSocket);
  const url = await listen(server, opts.port, opts.host);
  builds.startAssets();
  opts.log(`Serving with live reload at ${url}/`);

  const watcher = await watchSite({
    rootDir: opts.rootDir,
    configPath: opts.configPath,
    onChange: (files) => {
      builds.changed(files);
      void rebuilds.request(files.slice(0, 3).join(', ') + (files.length > 3 ? ` and ${files.length - 3} more` : ''));
    },
  });

  // A page that includes a file outside the folders the config names is rebuilt when it changes.
  builds.onIncluded((files) => watcher.add(files));

  return {
    url,
    nextBuild: builds.next,
    idle: () => rebuilds.idle(),
    openConnections: () => connections(server, live.size),
    async close() {
      clearTimeout(wholeTimer);
      await builds.close();
      await watcher.close();
      live.close();
      await closeServer(server);
    },
  };
}

function connections(server: http.Server, liveReload: number): Promise<{ sockets: number; liveReload: number }> {
  return new Promise((resolve, reject) => server.getConnections((err, sockets) => (err ? reject(err) : resolve({ sockets, liveReload }))));
}

async function closeServer(server: http.Server): Promise<void> {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections?.();
}
