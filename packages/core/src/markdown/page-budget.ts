// What one page's compile may cost, and the error for a page that ran over.
// Compiling is synchronous and some inputs that fit in a few kilobytes are
// slow or large to compile (a 5 KB table whose 800 columns pad 800 rows takes
// about 1 s, 12 KB padded to four million cells 1.5 GB; remark-parse, which
// parses MDX and pages of 32 KB or more, takes 10 s and 300 MB for 31 KB of
// setext headings); every page is compiled on a worker thread
// (compile-pool.ts) that is stopped when its page runs over.
import type { CompiledMarkdown, Diagnostic } from '../types.ts';
import type { CompileJob } from './compile-parallel.ts';

export interface PageBudget {
  /** CPU time one page may take to compile. */
  ms: number;
  /** Heap the compiling worker may use. */
  mb: number;
}

/**
 * 6 s of CPU time and 512 MB of heap. The slowest real pages measured (a
 * 2,000-row table, 1,000 footnotes, a list of 1,500 links, 40–70 KB each)
 * take under 0.7 s and 65 MB; the CTFd site's longest page 0.2 s, a
 * 10,000-word page 0.2 s.
 */
export const PAGE_BUDGET: PageBudget = { ms: 6_000, mb: 512 };

/**
 * Once a page has been stopped the build has failed, and every page compiled
 * after it in that build gets this much CPU time: many hostile pages then cost
 * one full budget and a second each, not a full budget each. Real pages take
 * a fraction of it.
 */
export const AFTER_FAILURE_MS = 1_000;

/**
 * Pages of this size or more compile one at a time across the workers: each
 * could fill its worker's heap budget, and two at once would double the
 * build's memory. Below it, the most any input measured needs is about 300 MB.
 */
export const LARGE_PAGE_BYTES = 32 * 1024;

export type BudgetProblem = 'time' | 'memory' | 'crash';

/** An empty result with one error naming the page and the budget it ran over. */
export function overBudget(job: Pick<CompileJob, 'file'>, problem: BudgetProblem, budget: PageBudget, stoppedBefore?: string): CompiledMarkdown {
  const after = stoppedBefore === undefined ? '' : ` (the budget of a page compiled after ${stoppedBefore}, which was stopped before it)`;
  const diagnostic: Diagnostic = {
    severity: 'error',
    code: 'markdown/budget',
    message: {
      time: `Compiling this page took more than ${budget.ms / 1000} s of CPU time${after}; it was stopped`,
      memory: `Compiling this page needed more than ${budget.mb} MB of memory; it was stopped`,
      crash: 'The markdown compiler stopped while compiling this page',
    }[problem],
    file: job.file,
    hint:
      stoppedBefore === undefined
        ? 'Split the page, or put generated text (long tables, repeated markup) in a fenced code block or a file the page links to.'
        : `Fix ${stoppedBefore} first: this page is compiled with its full budget in the next build.`,
  };
  return { hast: { type: 'root', children: [] }, toc: [], links: [], sections: [], assets: [], diagnostics: [diagnostic] };
}
