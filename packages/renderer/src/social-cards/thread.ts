// Cards are drawn on another thread while the main thread renders the pages:
// a card costs about 30 ms of CPU (satori's layout and text outlines, then
// resvg's raster and PNG), which on the main thread would add to the
// render phase page by page. One thread: the main thread has the other core.
// Without a thread to be had, they are drawn on the main thread.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerEntryUrl, type CodeBundle } from '@ctfdocs/core';
import type { SocialCardProps } from './card.ts';
// Types only: satori and resvg load in the thread, or on the main thread only when there is none.
import type { Draw, DrawerSetup } from './draw.ts';

export interface CardRequest {
  id: number;
  props: SocialCardProps;
}

export type CardReply = { id: number; png: Uint8Array } | { id: number; error: string };

export class CardPainter {
  private worker?: Worker;
  private onMain?: Promise<Draw>;
  private readonly waiting = new Map<number, { resolve(png: Uint8Array): void; reject(err: Error): void }>();
  private next = 0;

  constructor(
    private readonly setup: DrawerSetup,
    private readonly bundle?: CodeBundle,
  ) {}

  draw(props: SocialCardProps): Promise<Uint8Array> {
    const worker = this.thread();
    if (!worker) {
      this.onMain ??= import('./draw.ts').then(({ cardDrawer }) => cardDrawer(this.setup));
      return this.onMain.then((draw) => draw(props));
    }
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, props } satisfies CardRequest);
    });
  }

  /** Stops the thread; cards still waiting fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private thread(): Worker | undefined {
    if (this.worker || availableParallelism() < 2) return this.worker;
    try {
      this.worker = new Worker(workerEntryUrl('social-card-thread-entry.mjs', new URL('./thread-entry.mjs', import.meta.url), this.bundle), { workerData: this.setup });
    } catch {
      return undefined;
    }
    this.worker.on('message', (reply: CardReply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if ('png' in reply) waiter?.resolve(reply.png);
      else waiter?.reject(new Error(reply.error));
    });
    const fail = (err: Error) => {
      for (const waiter of this.waiting.values()) waiter.reject(err);
      this.waiting.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`The social card thread stopped (exit code ${code}) before it finished.`)));
    return this.worker;
  }
}
