// One `ctfdocs build --quiet` in a fresh process, with its wall time and the
// CPU time of the process and its threads (from /usr/bin/time when there is
// one). Throws with the end of stderr when the build fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

export function timedBuild(dir) {
  const argv = [path.join(repo, 'bin/ctfdocs'), 'build', '--quiet'];
  const opts = { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: '1' } };
  const started = performance.now();
  const r = TIME ? spawnSync(TIME, ['-f', '%e %U %S', process.execPath, ...argv], opts) : spawnSync(process.execPath, argv, opts);
  if (r.status !== 0) throw new Error(`build failed in ${dir}:\n${r.stderr.slice(-2000)}`);
  const m = TIME ? /(\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)\s*$/.exec(r.stderr.trim()) : null;
  return {
    stdout: r.stdout,
    seconds: m ? Number(m[1]) : Number(((performance.now() - started) / 1000).toFixed(2)),
    cpuSeconds: m ? Number((Number(m[2]) + Number(m[3])).toFixed(2)) : null,
  };
}
