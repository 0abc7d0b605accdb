// Compile many markdown files on every core: the main thread and
// (availableParallelism − 1) workers take batches from one queue. Small sites
// stay on the main thread, where a worker's start-up would cost more than it
// saves.
import type { ReadRules } from '../util/read-roots.ts';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompiledMarkdown } from '../types.ts';
import type { MarkdownOptions } from './options.ts';
import { isMdx, type CompileInput, type MarkdownCompiler } from './compile.ts';
import { workerEntryUrl, type CodeBundle } from '../util/worker-url.ts';
import { compileGuarded, GUARDED_BYTES, PAGE_BUDGET, type PageBudget } from './compile-guarded.ts';
import { useHighlightCache, type HighlightCacheOptions } from './highlight-cache.ts';

export type CompileJob = Omit<CompileInput, 'resolveMarkdown' | 'addAsset' | 'markdown'> & { id: number };
export interface WorkerInit {
  routes: Array<[string, string]>;
  baseUrl: string;
  markdown: MarkdownOptions;
  /** What pages may read images from (util/read-roots.ts). */
  readRules: ReadRules;
  highlightCache?: HighlightCacheOptions;
}
export interface WorkerReply {
  results: Array<{ id: number; compiled: CompiledMarkdown }>;
}

/** Below this much markdown, one thread is faster than starting workers. */
const PARALLEL_THRESHOLD_BYTES = 400_000;
const BATCH = 3;

export interface ParallelOptions {
  compiler: MarkdownCompiler;
  routes: Map<string, string>;
  baseUrl: string;
  markdown: MarkdownOptions;
  readRules: ReadRules;
  /** Keep highlighted code blocks on disk between runs (highlight-cache.ts). */
  highlightCache?: HighlightCacheOptions;
  resolveMarkdown(abs: string): string | undefined;
  addAsset: CompileInput['addAsset'];
  onDone?(): void;
  /** Force a number of workers (tests); default from the machine's cores. */
  workers?: number;
  /** Time and memory one large page may take (see compile-guarded.ts). */
  budget?: PageBudget;
  /** The bundle that runs (where worker entries are, and the compile workers started ahead of the CLI); none from the sources. */
  bundle?: CodeBundle;
}

export async function compileAll(allJobs: CompileJob[], opts: ParallelOptions): Promise<CompiledMarkdown[]> {
  const results: CompiledMarkdown[] = new Array(allJobs.length);
  useHighlightCache(opts.highlightCache);
  // MDX pages are code the site trusts (and compile with the MDX compiler, which the guarded worker does not load).
  const isGuarded = (j: CompileJob) => j.body.length >= GUARDED_BYTES && !isMdx(j);
  const guarded = allJobs.filter(isGuarded);
  if (!guarded.length) return compileOpen(allJobs, results, opts, false);
  const init: WorkerInit = { routes: [...opts.routes], baseUrl: opts.baseUrl, markdown: opts.markdown, readRules: opts.readRules, highlightCache: opts.highlightCache };
  const large = compileGuarded(guarded, init, opts.budget ?? PAGE_BUDGET, opts.bundle, (id, compiled) => {
    results[id] = compiled;
    opts.onDone?.();
  });
  await Promise.all([
    large,
    compileOpen(
      allJobs.filter((j) => !isGuarded(j)),
      results,
      opts,
      true,
    ),
  ]);
  return results;
}

/** Compile pages below the guarded size on this thread and the compile workers; `yieldEach` lets the guarded worker's replies and timer in between pages. */
async function compileOpen(jobs: CompileJob[], results: CompiledMarkdown[], opts: ParallelOptions, yieldEach: boolean): Promise<CompiledMarkdown[]> {
  const size = jobs.reduce((n, j) => n + j.body.length, 0);
  const workerCount = opts.workers ?? (size >= PARALLEL_THRESHOLD_BYTES ? Math.max(0, Math.min(availableParallelism(), 8) - 1) : 0);
  if (!jobs.length) return results;
  // Workers bin/ctfdocs started before the CLI's own modules loaded, so that
  // their start-up (about 0.4 s) overlapped the main thread's: the first
  // compile with work takes them, even for a small site.
  const prewarmed = opts.workers === undefined ? opts.bundle?.compileWorkers?.splice(0) : undefined;
  // This thread's highlighter loads the languages the pages use; each worker
  // loads its own, so they are given their jobs first.
  const prepared = () =>
    opts.compiler.prepare(
      jobs.map((j) => j.body),
      jobs.some(isMdx),
    );
  const runLocal = (job: CompileJob) => {
    results[job.id] = opts.compiler.compile({ ...job, markdown: opts.markdown, resolveMarkdown: opts.resolveMarkdown, addAsset: opts.addAsset });
    opts.onDone?.();
  };
  if (workerCount === 0 && !prewarmed?.length) {
    await prepared();
    for (const job of jobs) {
      runLocal(job);
      if (yieldEach) await new Promise((r) => setImmediate(r));
    }
    return results;
  }
  // Largest first, so no thread is left with one big page at the end.
  const queue = [...jobs].sort((a, b) => b.body.length - a.body.length);
  const workers = prewarmed?.length
    ? prewarmed
    : Array.from({ length: workerCount }, () => new Worker(workerEntryUrl('worker-entry.mjs', new URL('./worker-entry.mjs', import.meta.url), opts.bundle)));
  for (const w of workers) w.ref();
  try {
    const workerLoops = workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          let outstanding = 0;
          const take = () => {
            const batch = queue.splice(0, BATCH);
            if (batch.length) {
              outstanding++;
              worker.postMessage({ type: 'jobs', jobs: batch });
            } else if (!outstanding) resolve();
          };
          worker.on('message', (reply: WorkerReply) => {
            outstanding--;
            for (const r of reply.results) {
              results[r.id] = r.compiled;
              opts.onDone?.();
            }
            take();
          });
          worker.on('error', reject);
          worker.on('exit', (code) => reject(new Error(`A markdown worker stopped (exit code ${code}) before its pages were compiled.`)));
          worker.postMessage({
            type: 'init',
            init: { routes: [...opts.routes], baseUrl: opts.baseUrl, markdown: opts.markdown, readRules: opts.readRules, highlightCache: opts.highlightCache } satisfies WorkerInit,
          });
          // Two batches ahead: the next is already queued when a worker
          // finishes one, rather than waiting for the main thread to finish
          // the page it is on and answer.
          take();
          take();
        }),
    );
    // The main thread works the same queue, yielding between pages so worker
    // replies are handled promptly.
    const mainLoop = (async () => {
      await prepared();
      for (let job = queue.shift(); job; job = queue.shift()) {
        runLocal(job);
        await new Promise((r) => setImmediate(r));
      }
    })();
    await Promise.all([mainLoop, ...workerLoops]);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
