// serve's rebuilds: one at a time, and never more than one waiting. A save,
// a burst of saves or 300 "Try again" requests while a rebuild runs all
// join the one waiting rebuild, which reads every file afresh when it starts,
// so none of them is lost and none costs a rebuild of its own.
export interface RebuildQueue {
  /** Ask for a rebuild; resolves when a rebuild that started after the ask has finished. */
  request(reason: string): Promise<void>;
  /** Resolves when nothing runs and nothing waits. */
  idle(): Promise<void>;
}

/**
 * `run` gets the reasons the rebuild was asked for; `busy` is work that is
 * already under way (serve's warm-up), which the first rebuild waits for.
 */
export function createRebuildQueue(run: (reasons: string[]) => Promise<void>, busy: Promise<unknown> = Promise.resolve()): RebuildQueue {
  let running: Promise<void> = busy.then(
    () => undefined,
    () => undefined,
  );
  let waiting: { reasons: string[]; done: Promise<void> } | undefined;
  return {
    request(reason) {
      if (waiting) {
        if (!waiting.reasons.includes(reason)) waiting.reasons.push(reason);
        return waiting.done;
      }
      const next: { reasons: string[]; done: Promise<void> } = { reasons: [reason], done: Promise.resolve() };
      next.done = running.then(() => {
        // From here on a new ask waits for the rebuild after this one.
        if (waiting === next) waiting = undefined;
        return run(next.reasons);
      });
      waiting = next;
      // A failed rebuild fails its askers, not the rebuilds after it.
      running = next.done.catch(() => undefined);
      return next.done;
    },
    idle: async () => {
      while (true) {
        const at = running;
        await at;
        if (at === running) return;
      }
    },
  };
}
