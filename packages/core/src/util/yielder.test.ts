import { describe, expect, it } from 'vitest';
import { eventLoopYielder } from './yielder.ts';

describe('eventLoopYielder', () => {
  it('lets the event loop run only once the interval has passed', async () => {
    const maybeYield = eventLoopYielder(30);
    expect(maybeYield()).toBeUndefined();
    let ranMeanwhile = false;
    setImmediate(() => (ranMeanwhile = true));
    const start = performance.now();
    while (performance.now() - start < 40) {
      // Synchronous work, as a run of file writes is.
    }
    const pause = maybeYield();
    expect(pause).toBeInstanceOf(Promise);
    await pause;
    expect(ranMeanwhile).toBe(true);
    expect(maybeYield()).toBeUndefined();
  });
});
