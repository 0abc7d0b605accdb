// Cards are drawn on other threads while the main thread renders the pages:
// a card costs about 20 ms of CPU (satori's layout and text outlines, then
// resvg's raster and PNG), which on the main thread would add to the render
// phase page by page. Threads take cards from a queue one at a time. Another
// drawer (a second thread, or the main thread once the pages are rendered:
// `help`) starts only for a long queue, as a drawer's start is dear (see
// BACKLOG). Without threads to be had, the main thread draws them all.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerEntryUrl, type CodeBundle } from '@ctfdocs/core';
import type { SocialCardProps } from './card.ts';
// Types only: satori and resvg load in the threads, and on the main thread only when it helps.
import type { Draw, DrawerSetup } from './draw.ts';

/** A thread draws one card at a time: a reply is to the card it was last sent. */
export interface CardRequest {
  props: SocialCardProps;
}

export type CardReply = { png: Uint8Array } | { error: string };

interface Job {
  props: SocialCardProps;
  resolve(png: Uint8Array): void;
  reject(err: Error): void;
}

/**
 * Cards waiting per drawer before another drawer starts. A drawer costs
 * about half a second of CPU before it draws at full speed: loading satori,
 * resvg and the fonts (some 200 ms), then its first few dozen cards, run
 * before the JIT has compiled satori's code (a fresh drawer's first 25 cards
 * take half as long again as its next 25). When the main thread helped with
 * a 100-page site's cards as soon as 4 waited, it paid that again for the
 * half it drew: 0.4 s more CPU for the same cards. A second drawer is worth
 * it when the queue holds seconds of drawing for each.
 */
const BACKLOG = 150;
const MAX_THREADS = Math.max(0, Math.min(availableParallelism() - 1, 4));

export interface PainterPolicy {
  /** Cards waiting per drawer before another one starts. */
  backlog?: number;
  /** Threads at most (the main thread's help aside). */
  maxThreads?: number;
}

export class CardPainter {
  private readonly queue: Job[] = [];
  private readonly threads: Array<{ worker: Worker; busy?: Job }> = [];
  private onMain?: Promise<Draw>;
  private helping = false;
  private readonly backlog: number;
  private readonly maxThreads: number;
  private onMainCount = 0;

  constructor(
    private readonly setup: DrawerSetup,
    private readonly bundle?: CodeBundle,
    { backlog = BACKLOG, maxThreads = MAX_THREADS }: PainterPolicy = {},
  ) {
    this.backlog = backlog;
    this.maxThreads = maxThreads;
  }

  /** Cards the main thread drew. */
  get drawnOnMain(): number {
    return this.onMainCount;
  }

  draw(props: SocialCardProps): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      this.queue.push({ props, resolve, reject });
      if (this.threads.length < this.maxThreads && (this.threads.length === 0 || this.queue.length > this.backlog * this.threads.length)) this.start();
      this.dispatch();
      if (!this.threads.length && !this.helping) void this.help();
    });
  }

  /**
   * The main thread draws what is queued too (called once the pages are
   * rendered), while more than `backlog` cards wait for each thread; with no
   * thread, all of them.
   */
  async help(): Promise<void> {
    if (this.helping) return;
    this.helping = true;
    try {
      while (this.queue.length > this.backlog * this.threads.length) {
        const job = this.queue.shift()!;
        this.onMain ??= import('./draw.ts').then(({ cardDrawer }) => cardDrawer(this.setup));
        try {
          job.resolve(await (await this.onMain)(job.props));
          this.onMainCount++;
        } catch (err) {
          job.reject(err as Error);
        }
      }
    } finally {
      this.helping = false;
    }
  }

  /** Stops the threads; cards still waiting fail. */
  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  private dispatch(): void {
    for (const thread of this.threads) {
      if (thread.busy || !this.queue.length) continue;
      thread.busy = this.queue.shift()!;
      thread.worker.postMessage({ props: thread.busy.props } satisfies CardRequest);
    }
  }

  private start(): void {
    let worker: Worker;
    try {
      worker = new Worker(workerEntryUrl('social-card-thread-entry.mjs', new URL('./thread-entry.mjs', import.meta.url), this.bundle), { workerData: this.setup });
    } catch {
      return;
    }
    const thread: { worker: Worker; busy?: Job } = { worker };
    this.threads.push(thread);
    worker.on('message', (reply: CardReply) => {
      const job = thread.busy;
      thread.busy = undefined;
      if ('png' in reply) job?.resolve(reply.png);
      else job?.reject(new Error(reply.error));
      this.dispatch();
    });
    const fail = (err: Error) => {
      thread.busy?.reject(err);
      thread.busy = undefined;
      const at = this.threads.indexOf(thread);
      if (at >= 0) this.threads.splice(at, 1);
      // The others (or the main thread) take what is left.
      if (!this.threads.length) void this.help();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`A social card thread stopped (exit code ${code}) before it finished.`)));
  }
}
