// serve's builds into memory: the first pages, the first whole build and
// every rebuild after a save, kept as the files serve answers with
// (served-files.ts), each build's search index made after it (search-index.ts).
// A failed rebuild keeps the last good build up; open pages hear of each
// result through live reload.
// The renderer's own index (React, the markdown pipeline, esbuild) is
// imported where a build starts: serve listens before it has loaded them.
import type { BuildResult } from '@ctfdocs/renderer';
import type { CompileWorkers, Diagnostic } from '@ctfdocs/core';
import { createBuildCache } from '@ctfdocs/renderer/build-cache';
import { formatDiagnostics } from '@ctfdocs/core/diagnostic-text';
import type { LiveReload } from './live-reload.ts';
import { createFirstPages, mayBePage } from './first-pages.ts';
import { createSearchIndexing } from './search-index.ts';
import { createServedFiles } from './served-files.ts';
import { serveBuild, startCompileWorkers, type ServedSite } from './serve-build.ts';
import { warmUp } from './warm-up.ts';

export interface BuildsOptions extends ServedSite {
  log(line: string): void;
  live: LiveReload;
}

export interface BuildOutcome {
  ok: boolean;
  ms: number;
}

export function createBuilds(opts: BuildsOptions) {
  let workersMade: Promise<CompileWorkers> | undefined;
  const workers = () => (workersMade ??= startCompileWorkers(opts));
  const served = createServedFiles();
  const search = createSearchIndexing();
  let closed = false;
  let waiters: Array<(r: BuildOutcome) => void> = [];
  // Kept between rebuilds, so a save recompiles and re-renders only what changed.
  const cache = createBuildCache();
  /** Files saved since the last rebuild started: it reads only those again when they are pages whose body alone changed. */
  const pending = new Set<string>();
  const forgetContent = () => cache.core.content.clear();
  /** Files outside the page folders that pages read (filesPagesRead): watched too. */
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
      included = filesPagesRead(result.model, result);
      onIncluded(included);
    }
    const ms = Math.round(performance.now() - t0);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    const warnings = result.diagnostics.filter((d) => d.severity === 'warning');
    // A failed rebuild keeps the last good build up; a failed first build
    // still serves what it rendered, so the error shows over real pages.
    const serves = result.model && (!errors.length || !served.hasBuilt);
    if (serves) {
      search.keepLast(served.files, result.files);
      await served.serve(result.files);
    }
    tell(opts, { reason, first, errors, warnings, pages: result.routes.length, ms });
    if (serves && result.searchIndex) await search.make(() => served.files, result.searchIndex);
    // A save compiles a page or two: the workers a whole build started give their memory back.
    (await workers()).keep(1);
    const r = { ok: !errors.length, ms };
    if (first) return r;
    const w = waiters;
    waiters = [];
    for (const fn of w) fn(r);
    return r;
  };

  const firstPages = createFirstPages({
    ...opts,
    cache,
    workers,
    rendered(result, made) {
      if (!served.addFirstPage(made)) return;
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
    const has = () => candidates.some((c) => served.files.has(c));
    const indexing = search.pending;
    // A file the index being made will write (the first search manifest) is not missing yet.
    if (indexing && !has()) await indexing.catch(() => undefined);
    const made = () => served.hasBuilt || has();
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
    warmUp: () => warmUp({ site: opts, cache, workers, closed: () => closed }),
    get hasBuilt() {
      return served.hasBuilt;
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
    read: served.read,
    policy: served.policy,
    /** Resolves after the next rebuild. */
    next: () => new Promise<BuildOutcome>((resolve) => waiters.push(resolve)),
    async close() {
      closed = true;
      await (await workersMade)?.close();
    },
  };
}

/**
 * The files outside the page folders that pages include (VitePress's
 * includes and code imports), local markdown plugins, the files the site's
 * components import, and those site plugins read: serve watches them too.
 */
function filesPagesRead(model: NonNullable<BuildResult['model']>, result: BuildResult): string[] {
  return [...new Set([...model.pages.flatMap((p) => ('compiled' in p ? (p.compiled.includes ?? []) : [])), ...model.pluginFiles, ...(result.componentFiles ?? []), ...(result.sitePluginFiles ?? [])])];
}

interface Built {
  reason: string;
  /** The whole site's first build (see `rebuild`). */
  first: boolean;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  pages: number;
  ms: number;
}

/** A build's outcome in the terminal, and on open pages: its errors shown over them, or a reload. */
function tell(opts: BuildsOptions, { reason, first, errors, warnings, pages, ms }: Built): void {
  if (errors.length) {
    opts.log(`Build failed (${reason}):\n${formatDiagnostics([...errors, ...warnings])}`);
    opts.live.showError(formatDiagnostics(errors));
  } else {
    if (warnings.length) opts.log(formatDiagnostics(warnings));
    opts.log(`Built ${pages} pages in ${ms} ms (${reason}).`);
    if (!first || opts.live.showsError) opts.live.reload();
  }
}
