// serve's builds into memory: the first one and every rebuild after a save,
// kept as the files serve answers with. A failed rebuild keeps the last good
// build up; open pages hear of each result through live reload.
// The renderer's own index (React, the markdown pipeline, esbuild) is
// imported where a build starts: serve listens before it has loaded them.
import type { OutputFile } from '@ctfdocs/renderer';
import type { CompileWorkers } from '@ctfdocs/core';
import { createBuildCache } from '@ctfdocs/renderer/build-cache';
import { cspFromHeadersFile } from '@ctfdocs/renderer/headers';
import { formatDiagnostics } from '@ctfdocs/core/diagnostic-text';
import { memorySource, type Source } from './sources.ts';
import type { LiveReload } from './live-reload.ts';
import { createFirstPages, mayBePage } from './first-pages.ts';
import { serveBuild, startCompileWorkers, type ServedSite } from './serve-build.ts';

export interface BuildsOptions extends ServedSite {
  log(line: string): void;
  live: LiveReload;
}

export interface BuildOutcome {
  ok: boolean;
  ms: number;
}

/** Background rebuilds after start (see warmUp): each of the first few saves was faster than the one before. */
const WARM_UP_ROUNDS = 3;

/** How long after a reload serve waits before it rebuilds the search index. */
const SEARCH_INDEX_DELAY_MS = 50;

/** The Content-Security-Policy header of a build's `_headers` file (the policy static hosts get). */
export async function policyOf(source: Source): Promise<Record<string, string>> {
  return policyFrom(await source.get('_headers'));
}

function policyFrom(headersFile: string | Uint8Array | undefined): Record<string, string> {
  const csp = headersFile ? cspFromHeadersFile(Buffer.from(headersFile).toString('utf8')) : undefined;
  return csp ? { 'Content-Security-Policy': csp } : {};
}

export function createBuilds(opts: BuildsOptions) {
  let workersMade: Promise<CompileWorkers> | undefined;
  const workers = () => (workersMade ??= startCompileWorkers(opts.bundle));
  let files = new Map<string, OutputFile>();
  let searchFiles: string[] = [];
  let source: Source = memorySource(files);
  let policy: Record<string, string> = {};
  let hasBuilt = false;
  let closed = false;
  let waiters: Array<(r: BuildOutcome) => void> = [];
  /** While a build's search index is being made: the first build has no earlier index to answer meanwhile. */
  let indexing: Promise<void> | undefined;
  // Kept between rebuilds, so a save recompiles and re-renders only what changed.
  const cache = createBuildCache();
  /** Files saved since the last rebuild started: it reads only those again when they are pages whose body alone changed. */
  const pending = new Set<string>();
  const forgetContent = () => cache.core.content.clear();
  /** Files outside the page folders that pages include (VitePress's includes and code imports), local markdown plugins, the files the site's components import, and those site plugins read: watched too. */
  let included: string[] = [];
  let onIncluded: (files: string[]) => void = () => undefined;

  /**
   * `first`: the whole site's first build, after the first pages. Open pages
   * already show what it renders, so they reload only to drop an error the
   * first pages showed; and nobody waiting for a rebuild is told of it.
   */
  const rebuild = async (reason: string, first = false): Promise<BuildOutcome> => {
    const t0 = performance.now();
    // The first build reads every file: the content the first pages loaded may predate the watcher.
    const changed = first ? undefined : [...pending];
    pending.clear();
    const result = await serveBuild(opts, { workers: await workers(), cache, changed }).catch((err: unknown) => {
      forgetContent();
      throw err;
    });
    // A build that stopped before it loaded the content (a broken config) has not read the changed files.
    if (!result.model) forgetContent();
    if (result.model) {
      included = [
        ...new Set([
          ...result.model.pages.flatMap((p) => ('compiled' in p ? (p.compiled.includes ?? []) : [])),
          ...result.model.pluginFiles,
          ...(result.componentFiles ?? []),
          ...(result.sitePluginFiles ?? []),
        ]),
      ];
      onIncluded(included);
    }
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
      policy = await policyOf(source);
    }
    if (errors.length) {
      opts.log(`Build failed (${reason}):\n${formatDiagnostics([...errors, ...warnings])}`);
      opts.live.showError(formatDiagnostics(errors));
    } else {
      if (warnings.length) opts.log(formatDiagnostics(warnings));
      opts.log(`Built ${result.routes.length} pages in ${ms} ms (${reason}).`);
      if (!first || opts.live.showsError) opts.live.reload();
    }
    if (served && result.searchIndex) {
      const makeIndex = result.searchIndex;
      indexing = (async () => {
        // Open pages fetch the new version right after the reload: let the
        // server answer them before it spends the event loop on the index.
        await new Promise((r) => setTimeout(r, SEARCH_INDEX_DELAY_MS));
        for (const file of searchFiles) files.delete(file);
        const index = makeIndex();
        for (const [file, contents] of index) files.set(file, { contents });
        searchFiles = [...index.keys()];
      })();
      try {
        await indexing;
      } finally {
        indexing = undefined;
      }
    }
    // A save compiles a page or two: the workers a whole build started give their memory back.
    (await workers()).keep(1);
    const r = { ok: !errors.length, ms };
    if (first) return r;
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
      const [page] = cache.rendered.pages.keys();
      if (compiled !== undefined) cache.core.compiled.delete(compiled);
      // A page's cuts are kept under the key of its HTML.
      if (page !== undefined) {
        cache.rendered.pages.delete(page);
        cache.pages.delete(page);
      }
      // Without the disk cache, so that the page is really compiled.
      await serveBuild({ ...opts, compileCache: undefined }, { workers: await workers(), cache });
    }
  };

  const firstPages = createFirstPages({
    ...opts,
    cache,
    workers,
    rendered(result, made) {
      if (hasBuilt) return;
      for (const [file, out] of made) files.set(file, out);
      const headers = made.get('_headers');
      if (headers && 'contents' in headers) policy = policyFrom(headers.contents);
      const errors = result.diagnostics.filter((d) => d.severity === 'error');
      // The link check of the page being viewed, before the whole site's.
      if (errors.length) opts.live.showError(formatDiagnostics(errors));
    },
  });

  /**
   * Before the whole site is built: a page that is not there yet is rendered
   * alone; any other file waits for the whole build (`whole` starts it now),
   * and a file not there while a search index is made waits for the index.
   */
  const prepare = async (candidates: readonly string[], whole: () => Promise<unknown>) => {
    const has = () => candidates.some((c) => files.has(c));
    // A file the index being made will write (the first search manifest) is not missing yet.
    if (indexing && !has()) await indexing.catch(() => undefined);
    const made = () => hasBuilt || has();
    if (made()) return;
    if (mayBePage(candidates[0])) await firstPages.render(candidates);
    if (!made()) await whole();
  };

  return {
    rebuild,
    prepare,
    /** Start what the first page needs while serve's own modules load: the client bundle and a compile worker. */
    startAssets() {
      firstPages.startAssets();
      void workers();
    },
    warmUp,
    get hasBuilt() {
      return hasBuilt;
    },
    /** Files the watcher saw change (relative to rootDir), for the next rebuild. */
    changed(files: readonly string[]) {
      for (const f of files) pending.add(f);
    },
    /** Calls `fn` with the files pages include, now and after each build that loaded the site. */
    onIncluded(fn: (files: string[]) => void) {
      onIncluded = fn;
      fn(included);
    },
    read: (rel: string) => source.get(rel),
    policy: () => policy,
    /** Resolves after the next rebuild. */
    next: () => new Promise<BuildOutcome>((resolve) => waiters.push(resolve)),
    async close() {
      closed = true;
      await (await workersMade)?.close();
    },
  };
}
