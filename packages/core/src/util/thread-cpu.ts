import { readFileSync, readlinkSync } from 'node:fs';

// Linux's USER_HZ, the unit of the times in /proc/<pid>/task/<tid>/stat. It is
// 100 on every architecture Node runs on; Node has no sysconf to ask.
const TICKS_PER_SECOND = 100;

/**
 * The calling thread's id on Linux (from /proc/thread-self), for
 * threadCpuMs() in another thread; undefined elsewhere.
 */
export function currentThreadId(): number | undefined {
  try {
    const link = readlinkSync('/proc/thread-self');
    const tid = Number(link.split('/').pop());
    return Number.isInteger(tid) ? tid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU time (user + system) in milliseconds that thread `tid` of this process
 * has used, or undefined when /proc cannot tell (not Linux, thread gone).
 * Unlike wall time it does not grow while the thread waits for a core, so a
 * budget in CPU time fails the same pages on a busy machine as on an idle one.
 */
export function threadCpuMs(tid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'latin1');
    // The thread's name (field 2) is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}
