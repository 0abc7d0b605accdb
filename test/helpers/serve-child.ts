// `ctfdocs serve` as a child process, for tests that must see it exit (or not)
// and that count its open handles.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './fixture.ts';

export interface ServeChild {
  child: ChildProcess;
  url: string;
  stderr(): string;
}

/** Start `ctfdocs serve` as a child and wait for its "Serving … at URL" line. */
export function serveChild(cwd: string, args: string[]): Promise<ServeChild> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin/ctfdocs'), 'serve', '--port', '0', ...args], { cwd, env: { ...process.env, CI: '1', NO_COLOR: '1' } });
  let err = '';
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (d) => {
      err += d;
      const m = / at (http:\/\/\S+?)\/?$/m.exec(err);
      if (m) resolve({ child, url: m[1], stderr: () => err });
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}:\n${err}`)));
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
