// Progress on a terminal (one line, redrawn) or plain lines in CI logs.
import type { CliRun } from './run.ts';

export interface Progress {
  phase(name: string): void;
  step(phase: string, done: number, total: number): void;
  done(): void;
}

export function createProgress({ stderr: stream, env }: CliRun, quiet: boolean): Progress {
  const tty = Boolean(stream.isTTY) && !env.CI;
  let last = 0;
  if (quiet) return { phase() {}, step() {}, done() {} };
  if (!tty) {
    return {
      phase: (name) => stream.write(`[ctfdocs] ${name}\n`),
      step: () => {},
      done: () => {},
    };
  }
  let current = '';
  return {
    phase(name) {
      current = name;
      stream.write(`\r\x1b[2K${name}…`);
    },
    step(phase, done, total) {
      const now = Date.now();
      if (now - last < 50 && done !== total) return;
      last = now;
      const width = 24;
      const filled = Math.round((done / Math.max(total, 1)) * width);
      stream.write(`\r\x1b[2K${phase || current} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} pages`);
    },
    done() {
      stream.write('\r\x1b[2K');
    },
  };
}
