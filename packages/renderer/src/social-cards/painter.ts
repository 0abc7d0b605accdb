// Cards are drawn in another process while the main thread renders the
// pages: a card costs about 15 ms of CPU (satori's layout and text outlines,
// then resvg's raster and the PNG), which on the main thread would add to
// the render phase page by page. Card processes take cards from a queue one
// at a time. Another drawer (a second process, or the main thread once the
// pages are rendered: `help`) starts only for a long queue, as a drawer's
// start is dear (see BACKLOG). Without a process to be had, the main thread
// draws them all.
import { type ChildProcess, fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { workerEntryUrl, type CodeBundle } from '@ctfdocs/core';
import type { SocialCardProps } from './card.ts';
// Types only: satori and resvg load in the card processes, and on the main thread only when it helps.
import type { Draw, DrawerSetup } from './draw.ts';

/** A card process draws one card at a time: a reply is to the card it was last sent. */
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
const MAX_PROCESSES = Math.max(0, Math.min(availableParallelism() - 1, 4));

/**
 * The card process's V8 options, the reason the cards are drawn in a process
 * and not on a worker thread, which shares the process's options. Satori is
 * a large library, and V8's optimising compiler compiled much of it as the
 * first cards ran: for 100 cards, 0.7 s of CPU on V8's background threads,
 * more than the optimised code then saved. Six times the interrupt budget
 * of Node 20's V8 (67,584 bytes of a function's bytecode run before it is
 * looked at for optimising) leaves satori's lukewarm code to the baseline compiler and
 * still optimises the hot loops: the process took 1.5 s of CPU for 100 cards
 * against 1.9 s. (Without optimising at all, --max-opt=1, it took 2.6 s: the
 * PNG's loops over every pixel ran in baseline code.)
 */
const CARD_PROCESS_V8_OPTIONS = ['--interrupt-budget=405504'];

export interface PainterPolicy {
  /** Cards waiting per drawer before another one starts. */
  backlog?: number;
  /** Card processes at most (the main thread's help aside). */
  maxProcesses?: number;
}

export class CardPainter {
  private readonly queue: Job[] = [];
  private readonly processes: Array<{ child: ChildProcess; busy?: Job }> = [];
  private onMain?: Promise<Draw>;
  private helping = false;
  private readonly backlog: number;
  private readonly maxProcesses: number;
  private onMainCount = 0;

  constructor(
    private readonly setup: DrawerSetup,
    private readonly bundle?: CodeBundle,
    { backlog = BACKLOG, maxProcesses = MAX_PROCESSES }: PainterPolicy = {},
  ) {
    this.backlog = backlog;
    this.maxProcesses = maxProcesses;
  }

  /** Cards the main thread drew. */
  get drawnOnMain(): number {
    return this.onMainCount;
  }

  draw(props: SocialCardProps): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      this.queue.push({ props, resolve, reject });
      if (this.processes.length < this.maxProcesses && (this.processes.length === 0 || this.queue.length > this.backlog * this.processes.length)) this.start();
      this.dispatch();
      if (!this.processes.length && !this.helping) void this.help();
    });
  }

  /**
   * The main thread draws what is queued too (called once the pages are
   * rendered), while more than `backlog` cards wait for each card process;
   * with none, all of them.
   */
  async help(): Promise<void> {
    if (this.helping) return;
    this.helping = true;
    try {
      while (this.queue.length > this.backlog * this.processes.length) {
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

  /** Stops the card processes; cards still waiting fail. */
  async close(): Promise<void> {
    const processes = this.processes.splice(0);
    await Promise.all(processes.map(({ child }) => (child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve).kill()) : undefined)));
  }

  private dispatch(): void {
    for (const drawer of this.processes) {
      if (drawer.busy || !this.queue.length) continue;
      drawer.busy = this.queue.shift()!;
      drawer.child.send({ props: drawer.busy.props } satisfies CardRequest);
    }
  }

  private start(): void {
    let child: ChildProcess;
    try {
      const entry = workerEntryUrl('social-card-process-entry.mjs', new URL('./process-entry.mjs', import.meta.url), this.bundle);
      // Advanced serialization carries the PNG's bytes as they are.
      child = fork(fileURLToPath(entry), [JSON.stringify(this.setup)], { execArgv: CARD_PROCESS_V8_OPTIONS, serialization: 'advanced', stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
    } catch {
      return;
    }
    const drawer: { child: ChildProcess; busy?: Job } = { child };
    this.processes.push(drawer);
    child.on('message', (reply: CardReply) => {
      const job = drawer.busy;
      drawer.busy = undefined;
      if ('png' in reply) job?.resolve(reply.png);
      else job?.reject(new Error(reply.error));
      this.dispatch();
    });
    const fail = (err: Error) => {
      drawer.busy?.reject(err);
      drawer.busy = undefined;
      const at = this.processes.indexOf(drawer);
      if (at >= 0) this.processes.splice(at, 1);
      // The others (or the main thread) take what is left.
      if (!this.processes.length) void this.help();
    };
    child.on('error', fail);
    child.on('exit', (code) => fail(new Error(`A social card process stopped (exit code ${code}) before it finished.`)));
  }
}
