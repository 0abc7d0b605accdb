import { describe, expect, it } from 'vitest';
import { createRebuildQueue } from './rebuild-queue.ts';

/** A rebuild that finishes only when the test says so. */
function controlledRuns() {
  const runs: Array<{ reasons: string[]; finish: () => void }> = [];
  const run = (reasons: string[]) => new Promise<void>((finish) => runs.push({ reasons, finish }));
  return { runs, run };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createRebuildQueue', () => {
  it('runs one rebuild at a time and folds every ask made meanwhile into one waiting rebuild', async () => {
    const { runs, run } = controlledRuns();
    const queue = createRebuildQueue(run);
    const first = queue.request('a.md');
    await tick();
    expect(runs.map((r) => r.reasons)).toEqual([['a.md']]);
    const asks = Array.from({ length: 300 }, (_, i) => queue.request(i % 2 ? 'Try again' : 'b.md'));
    await tick();
    expect(runs).toHaveLength(1);
    runs[0].finish();
    await first;
    await tick();
    expect(runs.map((r) => r.reasons)).toEqual([['a.md'], ['b.md', 'Try again']]);
    runs[1].finish();
    await Promise.all(asks);
    await queue.idle();
    expect(runs).toHaveLength(2);
  });

  it('an ask made while the waiting rebuild runs gets a rebuild of its own, which starts after it', async () => {
    const { runs, run } = controlledRuns();
    const queue = createRebuildQueue(run);
    void queue.request('a');
    await tick();
    void queue.request('b');
    runs[0].finish();
    await tick();
    expect(runs).toHaveLength(2);
    let thirdDone = false;
    void queue.request('c').then(() => (thirdDone = true));
    await tick();
    expect(runs).toHaveLength(2);
    runs[1].finish();
    await tick();
    expect(runs.map((r) => r.reasons)).toEqual([['a'], ['b'], ['c']]);
    expect(thirdDone).toBe(false);
    runs[2].finish();
    await queue.idle();
    expect(thirdDone).toBe(true);
  });

  it('waits for work already under way, and keeps going after a rebuild that failed', async () => {
    let release!: () => void;
    const busy = new Promise<void>((r) => (release = r));
    const seen: string[][] = [];
    const queue = createRebuildQueue(async (reasons) => {
      seen.push(reasons);
      if (reasons[0] === 'x') throw new Error('boom');
    }, busy);
    const x = queue.request('x');
    await tick();
    expect(seen).toEqual([]);
    release();
    await expect(x).rejects.toThrow('boom');
    await queue.request('y');
    expect(seen).toEqual([['x'], ['y']]);
  });
});
