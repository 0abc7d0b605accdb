// The worker threads every page is compiled on, each page under a budget of
// CPU time and heap (page-budget.ts). Nothing compiles markdown on the main
// thread: a page that is slow to parse would hold a build there, and stop
// serve from answering, with no way to stop it. A worker whose page runs
// over is terminated, the page gets an error naming it, and the worker's
// other pages go back to the queue for a fresh worker.
//
// serve keeps one pool between its builds (starting a worker and its
// highlighter takes about half a second); a build's pool lives as long as
// its compiles. Several runs may share a pool at once (serve renders a page
// asked for while the whole site builds): the newest run's pages go first.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompiledMarkdown } from '../types.ts';
import type { CompileJob, WorkerInit } from './compile-parallel.ts';
import { AFTER_FAILURE_MS, LARGE_PAGE_BYTES, overBudget, PAGE_BUDGET, type BudgetProblem, type PageBudget } from './page-budget.ts';
import { threadCpuMs } from '../util/thread-cpu.ts';
import { workerEntryUrl, type CodeBundle } from '../util/worker-url.ts';

export type ToWorker = { type: 'init'; init: WorkerInit } | { type: 'jobs'; jobs: CompileJob[] };
export type FromWorker = { type: 'started'; id: number; tid?: number; cpu?: number } | { type: 'done'; id: number; compiled: CompiledMarkdown };

/**
 * A run of this much markdown or more is spread over every worker; below it,
 * one worker compiles it alone (small sites, serve's saves). Each further
 * worker costs its start-up (about 0.2 s of CPU time before its first page:
 * a worker of the bundled CLI sent one small page) and its own warming up
 * (grammars, optimised code: the CTFd site's 139 pages took a cold worker
 * 1.0 s of its CPU time, the same pages again 0.15 s), and can take off the
 * run only half the pages' compile once warm: 0.1 to 0.2 ms a kilobyte (the
 * CTFd site 0.18, bench/generate.mjs's 170-page corpus 0.1 to 0.15): half
 * of 4 MB's 0.6 s is about what its start-up and warming up cost. Compile
 * runs measured with the workers started as the CLI loads (design-notes.md,
 * "Using both cores"): one worker was as fast as two or faster up to 1,500
 * corpus pages (5.5 MB), for 0.3 to 1.1 s less CPU time.
 */
export const PARALLEL_THRESHOLD_BYTES = 4_000_000;
/** Pages sent to a worker at once; it has up to two such batches ahead. */
const BATCH = 3;
/** How often each busy worker's CPU time is read. */
const CPU_POLL_MS = 100;
/** Wall-clock bound, as a multiple of the CPU budget, for a page starved of CPU (or where /proc cannot tell CPU time). */
const WALL_FACTOR = 5;
/** Time a worker may take to load its compiler and a batch's languages before its first page starts. */
const STARTUP_MS = 60_000;
/**
 * The young generation of each worker: 48 MB, semi-spaces of 16 MB. A worker
 * that reaches its heap limit is stopped by Node, which then lets it grow by
 * 16 MB more while it stops; a scavenge that must promote more than that
 * fails, and V8 ends the whole process (`FATAL ERROR: Reached heap limit`)
 * rather than the worker. With 192 MB (semi-spaces of 64 MB, which saved
 * about 0.3 s of CPU time in a cold build of the CTFd site) a page over a
 * 64 MB budget took the process down in about one run of three, and one
 * over 256 MB now and then: a page must never stop `serve`.
 */
export const YOUNG_GENERATION_MB = 48;

export interface CompileWorkersOptions {
  budget?: PageBudget;
  /** Workers at most; default: the machine's cores, up to 8. */
  size?: number;
  /**
   * The bundle that runs: where the worker entry is, and the compile worker
   * bin/ctfdocs started before the CLI's own modules loaded, so that its
   * start-up (about 0.4 s) overlapped the main thread's; none from the sources.
   */
  bundle?: CodeBundle;
}

interface Run {
  init: WorkerInit;
  queue: CompileJob[];
  left: number;
  /** Spread over every worker, or kept to one (less than PARALLEL_THRESHOLD_BYTES: another worker's start would cost more than it saves). */
  parallel: boolean;
  /** The first page of this run that was stopped: the build has failed, and later pages get AFTER_FAILURE_MS. */
  stopped?: string;
  onDone(id: number, compiled: CompiledMarkdown): void;
  resolve(): void;
  reject(err: Error): void;
}

interface Task {
  run: Run;
  job: CompileJob;
}

interface Thread {
  worker: Worker;
  tid?: number;
  /** The init this worker was sent last. */
  init?: WorkerInit;
  /** Tasks sent and not yet done, by their pool-wide id. */
  sent: Map<number, Task>;
  /** The page it is compiling: its id, its thread's CPU time and the clock when it began. */
  current?: { id: number; cpu?: number; at: number };
  /** When it was sent work with no page begun yet (loading its compiler or a batch's languages). */
  waitingSince?: number;
  gone: boolean;
}

export class CompileWorkers {
  readonly budget: PageBudget;
  private readonly size: number;
  private readonly bundle: CodeBundle | undefined;
  private threads: Thread[] = [];
  private runs: Run[] = [];
  private nextId = 0;
  private meter: ReturnType<typeof setInterval> | undefined;

  constructor(opts: CompileWorkersOptions = {}) {
    this.budget = opts.budget ?? PAGE_BUDGET;
    this.size = opts.size ?? Math.max(1, Math.min(availableParallelism(), 8));
    this.bundle = opts.bundle;
  }

  /** Compile `jobs` (ids 0…n−1 within the run); `onDone` gets each result, an error for a page over its budget. */
  compile(jobs: readonly CompileJob[], init: WorkerInit, onDone: (id: number, compiled: CompiledMarkdown) => void): Promise<void> {
    if (!jobs.length) return Promise.resolve();
    return new Promise((resolve, reject) => {
      // Largest first, so no worker is left with one big page at the end.
      const queue = [...jobs].sort((a, b) => b.body.length - a.body.length);
      const bytes = jobs.reduce((n, j) => n + j.body.length, 0);
      this.runs.push({ init, queue, left: jobs.length, parallel: bytes >= PARALLEL_THRESHOLD_BYTES, onDone, resolve, reject });
      this.pump();
    });
  }

  /** Start workers now, so that the first compile does not wait for them (serve, as it starts listening). */
  start(count = 1): void {
    while (this.threads.length < Math.min(count, this.size)) this.addThread();
  }

  /** Workers alive now. */
  get running(): number {
    return this.threads.length;
  }

  /** Stop idle workers beyond `count` (serve, after a whole build: a save compiles a page or two). */
  keep(count: number): void {
    const idle = this.threads.filter((t) => !t.sent.size);
    for (const thread of idle.slice(0, Math.max(0, this.threads.length - count))) {
      thread.gone = true;
      this.threads.splice(this.threads.indexOf(thread), 1);
      void thread.worker.terminate();
    }
  }

  /** Stop every worker; runs still going fail. */
  async close(): Promise<void> {
    const threads = this.threads;
    this.threads = [];
    for (const run of this.runs.splice(0)) run.reject(new Error('The compile workers were closed before the pages were compiled.'));
    this.stopMeter();
    await Promise.all(
      threads.map((t) => {
        t.gone = true;
        return t.worker.terminate();
      }),
    );
  }

  private addThread(): Thread {
    const worker =
      this.takePrewarmed() ??
      new Worker(workerEntryUrl('worker-entry.mjs', new URL('./worker-entry.mjs', import.meta.url), this.bundle), {
        resourceLimits: { maxOldGenerationSizeMb: this.budget.mb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      });
    const thread: Thread = { worker, sent: new Map(), gone: false };
    worker.on('message', (msg: FromWorker) => this.heard(thread, msg));
    worker.on('error', (err: Error & { code?: string }) => this.lost(thread, err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crash', err));
    worker.on('exit', (code) => this.lost(thread, 'crash', new Error(`exit code ${code}`)));
    // An idle worker never keeps the process alive.
    worker.unref();
    this.threads.push(thread);
    return thread;
  }

  /** A worker bin/ctfdocs started ahead, if one is left with this pool's heap limits (the first pool to start workers takes them). */
  private takePrewarmed(): Worker | undefined {
    const ready = this.bundle?.compileWorkers;
    while (ready?.length) {
      const worker = ready.shift()!;
      const limits = worker.resourceLimits;
      if (limits?.maxOldGenerationSizeMb === this.budget.mb && limits.maxYoungGenerationSizeMb === YOUNG_GENERATION_MB) return worker;
      void worker.terminate();
    }
    return undefined;
  }

  /** Send work to workers with room for it, starting workers as the runs need them. */
  private pump(): void {
    const wanted = Math.min(this.size, Math.max(this.threads.length, ...this.runs.map((r) => (r.parallel ? this.size : r.queue.length ? 1 : 0))));
    while (this.threads.length < wanted) this.addThread();
    for (const thread of this.threads) {
      while (thread.sent.size <= BATCH) {
        const batch = this.nextBatch();
        if (!batch) break;
        this.send(thread, batch);
      }
    }
  }

  /** Pages of one run for one worker (the newest run first); a large page goes alone, and only while no other is being compiled. */
  private nextBatch(): Task[] | undefined {
    const largeBusy = this.threads.some((t) => [...t.sent.values()].some((task) => isLarge(task.job)));
    for (let r = this.runs.length - 1; r >= 0; r--) {
      const run = this.runs[r];
      const batch: Task[] = [];
      for (let i = 0; i < run.queue.length && batch.length < BATCH; ) {
        const job = run.queue[i];
        if (isLarge(job)) {
          if (largeBusy || batch.length) {
            i++;
            continue;
          }
          run.queue.splice(i, 1);
          return [{ run, job }];
        }
        run.queue.splice(i, 1);
        batch.push({ run, job });
      }
      if (batch.length) return batch;
    }
    return undefined;
  }

  private send(thread: Thread, batch: Task[]): void {
    const { init } = batch[0].run;
    if (thread.init !== init) {
      thread.init = init;
      this.post(thread, { type: 'init', init });
    }
    const jobs = batch.map((task) => {
      const id = this.nextId++;
      thread.sent.set(id, task);
      return { ...task.job, id };
    });
    thread.waitingSince ??= thread.current ? undefined : performance.now();
    thread.worker.ref();
    this.post(thread, { type: 'jobs', jobs });
    this.startMeter();
  }

  private post(thread: Thread, msg: ToWorker): void {
    thread.worker.postMessage(msg);
  }

  private heard(thread: Thread, msg: FromWorker): void {
    if (thread.gone) return;
    if (msg.type === 'started') {
      thread.tid = msg.tid;
      thread.current = { id: msg.id, cpu: msg.cpu, at: performance.now() };
      thread.waitingSince = undefined;
      return;
    }
    const task = thread.sent.get(msg.id);
    thread.sent.delete(msg.id);
    thread.current = undefined;
    thread.waitingSince = thread.sent.size ? performance.now() : undefined;
    if (!thread.sent.size) thread.worker.unref();
    if (task) this.deliver(task, msg.compiled);
    this.pump();
  }

  private deliver(task: Task, compiled: CompiledMarkdown): void {
    const { run } = task;
    run.onDone(task.job.id, compiled);
    if (--run.left) return;
    this.runs.splice(this.runs.indexOf(run), 1);
    run.resolve();
  }

  /** A worker stopped (over budget, out of memory, crashed): its page fails, its other pages go to another worker. */
  private lost(thread: Thread, problem: BudgetProblem, err: Error): void {
    if (thread.gone) return;
    thread.gone = true;
    this.threads.splice(this.threads.indexOf(thread), 1);
    void thread.worker.terminate();
    const blamed = thread.current?.id ?? (problem === 'crash' ? undefined : thread.sent.keys().next().value);
    if (blamed === undefined && thread.sent.size) {
      // It stopped before it began a page: the worker failed, not the markdown.
      const runs = new Set([...thread.sent.values()].map((t) => t.run));
      this.runs = this.runs.filter((r) => !runs.has(r));
      for (const run of runs) run.reject(new Error(`A markdown worker stopped before it compiled a page: ${err.message}`));
      return;
    }
    for (const [id, task] of [...thread.sent].reverse()) {
      if (id !== blamed) {
        task.run.queue.unshift(task.job);
        continue;
      }
      const { run, job } = task;
      const after = run.stopped;
      run.stopped ??= job.file;
      this.deliver(task, overBudget(job, problem, after === undefined ? this.budget : { ...this.budget, ms: Math.min(this.budget.ms, AFTER_FAILURE_MS) }, after));
    }
    this.pump();
  }

  private startMeter(): void {
    this.meter ??= setInterval(() => this.check(), CPU_POLL_MS);
    this.meter.unref();
  }

  private stopMeter(): void {
    clearInterval(this.meter);
    this.meter = undefined;
  }

  /** Stop each worker whose page has run over its CPU time, or has waited too long to begin. */
  private check(): void {
    const now = performance.now();
    for (const thread of [...this.threads]) {
      const current = thread.current;
      if (!current) {
        if (thread.waitingSince !== undefined && now - thread.waitingSince > STARTUP_MS + this.budget.ms) this.lost(thread, 'time', new Error('no page began'));
        continue;
      }
      const run = thread.sent.get(current.id)?.run;
      const limit = run?.stopped === undefined ? this.budget.ms : Math.min(this.budget.ms, AFTER_FAILURE_MS);
      const used = thread.tid === undefined || current.cpu === undefined ? undefined : threadCpuMs(thread.tid);
      // CPU time, so that a real page waiting for a core on a loaded machine
      // is not stopped for it; the wall clock only stops a page that gets
      // no CPU at all (or where /proc cannot tell).
      const wall = now - current.at;
      if ((used === undefined ? wall : used - current.cpu!) > limit || wall > limit * WALL_FACTOR) this.lost(thread, 'time', new Error('over budget'));
    }
    if (!this.threads.some((t) => t.sent.size)) this.stopMeter();
  }
}

function isLarge(job: CompileJob): boolean {
  return job.body.length >= LARGE_PAGE_BYTES;
}
