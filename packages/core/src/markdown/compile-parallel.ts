// Compile many markdown files on every core: each page on a worker thread of
// a CompileWorkers pool (compile-pool.ts), under the page budget.
import type { CompiledMarkdown } from '../types.ts';
import type { ReadRules } from '../util/read-roots.ts';
import type { MarkdownOptions } from './options.ts';
import type { CompileInput } from './compile.ts';
import { CompileWorkers, type CompileWorkersOptions } from './compile-pool.ts';
import type { HighlightCacheOptions } from './highlight-cache.ts';

export type CompileJob = Omit<CompileInput, 'resolveMarkdown' | 'addAsset' | 'markdown'> & { id: number };
export interface WorkerInit {
  routes: Array<[string, string]>;
  baseUrl: string;
  markdown: MarkdownOptions;
  /** What pages may read images from (util/read-roots.ts). */
  readRules: ReadRules;
  highlightCache?: HighlightCacheOptions;
}

export interface ParallelOptions extends CompileWorkersOptions {
  /** The pool to compile on (serve keeps one between builds); without it, one is started for this call and stopped after. */
  workers?: CompileWorkers;
  routes: Map<string, string>;
  baseUrl: string;
  markdown: MarkdownOptions;
  readRules: ReadRules;
  /** Keep highlighted code blocks on disk between runs (highlight-cache.ts). */
  highlightCache?: HighlightCacheOptions;
  onDone?(): void;
}

/** Each job's result, in job order (ids are 0…n−1); a page over its budget gets an error naming it. */
export async function compileAll(jobs: CompileJob[], opts: ParallelOptions): Promise<CompiledMarkdown[]> {
  const results: CompiledMarkdown[] = new Array(jobs.length);
  if (!jobs.length) return results;
  const pool = opts.workers ?? new CompileWorkers(opts);
  const init: WorkerInit = { routes: [...opts.routes], baseUrl: opts.baseUrl, markdown: opts.markdown, readRules: opts.readRules, highlightCache: opts.highlightCache };
  try {
    await pool.compile(jobs, init, (id, compiled) => {
      results[id] = compiled;
      opts.onDone?.();
    });
  } finally {
    if (!opts.workers) await pool.close();
  }
  return results;
}
