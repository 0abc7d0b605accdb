// Large pages are compiled on a worker thread of their own, one at a time,
// under a time and a memory budget. Parsing is synchronous and a few inputs
// that fit in a page are slow to parse (thousands of setext headings or `~`
// runs, tens of thousands of directive or table lines); on the main thread
// such a page would hold a build for minutes and stop `serve` from answering.
// A worker that runs over its budget is stopped and the page gets an error
// naming its file. That error fails the build, so the large pages after it
// are not compiled (each gets an error naming the page that failed): without
// that, every hostile page would cost a full budget, one after another.
import { Worker } from 'node:worker_threads';
import type { CompiledMarkdown, Diagnostic } from '../types.ts';
import { threadCpuMs } from '../util/thread-cpu.ts';
import type { CompileJob, WorkerInit, WorkerReply } from './compile-parallel.ts';
import { workerEntryUrl, type CodeBundle } from '../util/worker-url.ts';

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
 * 6 s and 512 MB of heap: with start-up, the worker's own start and the rest
 * of a small site, a build with hostile pages ends within 10 s and 1 GB on a
 * busy machine. The slowest real page measured (a 2,000-row table) compiles
 * in well under a second.
 */
export const PAGE_BUDGET: PageBudget = { ms: 6_000, mb: 512 };

/** How often the worker thread's CPU time is read while it compiles a page. */
const CPU_POLL_MS = 100;

/** Wall-clock bound, as a multiple of the CPU budget, for a page starved of CPU. */
const WALL_FACTOR = 5;

/** Time a fresh worker may take to load its compiler before the page's own budget starts. */
const STARTUP_MS = 60_000;

/** Compile each job on a worker under `budget`; a job over it gets an empty result with one error. */
export async function compileGuarded(
  jobs: CompileJob[],
  init: WorkerInit,
  budget: PageBudget,
  bundle: CodeBundle | undefined,
  onDone: (id: number, compiled: CompiledMarkdown) => void,
): Promise<void> {
  let worker: Worker | undefined;
  let stopped: CompileJob | undefined;
  try {
    for (const job of jobs) {
      if (stopped) {
        onDone(job.id, failed(job, { skippedAfter: stopped.file }, budget));
        continue;
      }
      worker ??= startWorker(init, budget, bundle);
      const outcome = await runOne(worker, job, budget);
      if (outcome.compiled) onDone(job.id, outcome.compiled);
      else {
        // The worker is stopped or dead; nothing else runs on it.
        await worker.terminate();
        worker = undefined;
        stopped = job;
        onDone(job.id, failed(job, outcome.problem!, budget));
      }
    }
  } finally {
    await worker?.terminate();
  }
}

function startWorker(init: WorkerInit, budget: PageBudget, bundle: CodeBundle | undefined): Worker {
  const worker = new Worker(workerEntryUrl('worker-entry.mjs', new URL('./worker-entry.mjs', import.meta.url), bundle), {
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
      clearInterval(meter);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      resolve(outcome);
    };
    // Until the worker says it has begun the page, only a generous guard runs
    // (a new worker loads its highlighter first, slowly on a busy machine).
    let timer = setTimeout(() => done({ problem: 'time' }), STARTUP_MS + budget.ms);
    let meter: ReturnType<typeof setInterval> | undefined;
    const onMessage = (reply: WorkerReply | { started: true; tid?: number }) => {
      if (!('started' in reply)) return done({ compiled: reply.results[0].compiled });
      clearTimeout(timer);
      const startCpu = reply.tid === undefined ? undefined : threadCpuMs(reply.tid);
      if (reply.tid === undefined || startCpu === undefined) {
        timer = setTimeout(() => done({ problem: 'time' }), budget.ms);
        return;
      }
      // The budget is the worker thread's CPU time, so a real page that waits
      // for a core on a loaded CI machine is not stopped for it; the wall
      // clock only guards against a page that gets no CPU at all.
      const tid = reply.tid;
      meter = setInterval(() => {
        const used = threadCpuMs(tid);
        if (used !== undefined && used - startCpu > budget.ms) done({ problem: 'time' });
      }, CPU_POLL_MS);
      timer = setTimeout(() => done({ problem: 'time' }), budget.ms * WALL_FACTOR);
    };
    const onError = (err: Error & { code?: string }) => done({ problem: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crash' });
    const onExit = () => done({ problem: 'crash' });
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ type: 'jobs', jobs: [job], announceStart: true });
  });
}

function failed(job: CompileJob, problem: Problem | { skippedAfter: string }, budget: PageBudget): CompiledMarkdown {
  const diagnostic: Diagnostic =
    typeof problem === 'object'
      ? {
          severity: 'error',
          code: 'markdown/budget',
          message: `This large page was not compiled: the build had already failed on ${problem.skippedAfter}, which ran over its compile budget`,
          file: job.file,
          hint: `Fix ${problem.skippedAfter} first; this page is compiled in the next build.`,
        }
      : {
          severity: 'error',
          code: 'markdown/budget',
          message: {
            time: `Compiling this page took more than ${budget.ms / 1000} s of CPU time; it was stopped`,
            memory: `Compiling this page needed more than ${budget.mb} MB of memory; it was stopped`,
            crash: 'The markdown compiler stopped while compiling this page',
          }[problem],
          file: job.file,
          hint: 'Split the page, or put generated text (long tables, repeated markup) in a fenced code block or a file the page links to.',
        };
  return { hast: { type: 'root', children: [] }, toc: [], links: [], sections: [], assets: [], diagnostics: [diagnostic] };
}
