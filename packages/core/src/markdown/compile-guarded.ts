// Large pages are compiled on a worker thread of their own, one at a time,
// under a time and a memory budget. Parsing is synchronous and a few inputs
// that fit in a page are slow to parse (thousands of setext headings or `~`
// runs, tens of thousands of directive or table lines); on the main thread
// such a page would hold a build for minutes and stop `serve` from answering.
// A worker that runs over its budget is stopped and the page gets an error
// naming its file; a new worker takes the next page.
import { Worker } from 'node:worker_threads';
import type { CompiledMarkdown, Diagnostic } from '../types.ts';
import type { CompileJob, WorkerInit, WorkerReply } from './compile-parallel.ts';
import { workerEntryUrl } from '../util/worker-url.ts';

/**
 * Pages at least this large go to the guarded worker. Below it, every slow
 * input measured compiles in under 3 s of CPU time (a page of `a~ ` runs, the
 * slowest, grows with the square of its length); the CTFd docs' largest page
 * is 23 KB.
 */
export const GUARDED_BYTES = 32 * 1024;

export interface PageBudget {
  /** Wall-clock time one page may take to compile. */
  ms: number;
  /** Heap the compiling worker may use. */
  mb: number;
}

/**
 * 8 s and 512 MB of heap: with start-up and the rest of a small site, a build
 * with one hostile page ends within 10 s and 1 GB. The slowest real page
 * measured (a 2,000-row table) compiles in well under a second.
 */
export const PAGE_BUDGET: PageBudget = { ms: 8_000, mb: 512 };

/** Time a fresh worker may take to load its compiler before the page's own budget starts. */
const STARTUP_MS = 60_000;

/** Compile each job on a worker under `budget`; a job over it gets an empty result with one error. */
export async function compileGuarded(jobs: CompileJob[], init: WorkerInit, budget: PageBudget, onDone: (id: number, compiled: CompiledMarkdown) => void): Promise<void> {
  let worker: Worker | undefined;
  try {
    for (const job of jobs) {
      worker ??= startWorker(init, budget);
      const outcome = await runOne(worker, job, budget);
      if (outcome.compiled) onDone(job.id, outcome.compiled);
      else {
        // The worker is stopped or dead: the next page gets a fresh one.
        await worker.terminate();
        worker = undefined;
        onDone(job.id, failed(job, outcome.problem!, budget));
      }
    }
  } finally {
    await worker?.terminate();
  }
}

function startWorker(init: WorkerInit, budget: PageBudget): Worker {
  const worker = new Worker(workerEntryUrl('worker-entry.mjs', new URL('./worker-entry.mjs', import.meta.url)), {
    resourceLimits: { maxOldGenerationSizeMb: budget.mb },
  });
  worker.postMessage({ type: 'init', init });
  return worker;
}

type Problem = 'time' | 'memory' | 'crash';

function runOne(worker: Worker, job: CompileJob, budget: PageBudget): Promise<{ compiled?: CompiledMarkdown; problem?: Problem }> {
  return new Promise((resolve) => {
    const done = (outcome: { compiled?: CompiledMarkdown; problem?: Problem }) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      resolve(outcome);
    };
    // Until the worker says it has begun the page, only a generous guard runs
    // (a new worker loads its highlighter first, slowly on a busy machine).
    let timer = setTimeout(() => done({ problem: 'time' }), STARTUP_MS + budget.ms);
    const onMessage = (reply: WorkerReply | { started: true }) => {
      if ('started' in reply) {
        clearTimeout(timer);
        timer = setTimeout(() => done({ problem: 'time' }), budget.ms);
      } else done({ compiled: reply.results[0].compiled });
    };
    const onError = (err: Error & { code?: string }) => done({ problem: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crash' });
    const onExit = () => done({ problem: 'crash' });
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ type: 'jobs', jobs: [job], announceStart: true });
  });
}

function failed(job: CompileJob, problem: Problem, budget: PageBudget): CompiledMarkdown {
  const why = {
    time: `Compiling this page took longer than ${budget.ms / 1000} s; it was stopped`,
    memory: `Compiling this page needed more than ${budget.mb} MB of memory; it was stopped`,
    crash: 'The markdown compiler stopped while compiling this page',
  }[problem];
  const diagnostic: Diagnostic = {
    severity: 'error',
    code: 'markdown/budget',
    message: why,
    file: job.file,
    hint: 'Split the page, or put generated text (long tables, repeated markup) in a fenced code block or a file the page links to.',
  };
  return { hast: { type: 'root', children: [] }, toc: [], links: [], ids: [], sections: [], assets: [], diagnostics: [diagnostic] };
}
