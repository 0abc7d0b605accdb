import { describe, expect, it } from 'vitest';
import { currentThreadId, threadCpuMs } from './thread-cpu.ts';

describe('threadCpuMs', () => {
  it('grows while the thread computes and stays put while it waits (Linux; elsewhere there is no thread id)', async () => {
    const tid = currentThreadId();
    if (process.platform !== 'linux') return void expect(tid).toBeUndefined();
    expect(tid).toBeGreaterThan(0);
    const before = threadCpuMs(tid!)!;
    const until = Date.now() + 300;
    let spin = 0;
    while (Date.now() < until) spin++;
    const afterWork = threadCpuMs(tid!)!;
    expect(spin).toBeGreaterThan(0);
    // 300 ms of wall time spinning gets at least some CPU even on a loaded machine.
    expect(afterWork).toBeGreaterThan(before);
    await new Promise((r) => setTimeout(r, 300));
    // Sleeping 300 ms costs far less than 300 ms of CPU (a tick or two of bookkeeping).
    expect(threadCpuMs(tid!)! - afterWork).toBeLessThan(100);
  });

  it('answers undefined for a thread that does not exist', () => {
    expect(threadCpuMs(2 ** 30)).toBeUndefined();
  });
});
