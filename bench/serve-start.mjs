// `serve` start-up: from launching `ctfdocs serve` to the first 200 with a
// page's full HTML, cold (no .ctfdocs-cache) and warm (the cache the cold
// run's background build left: it runs to its end before serve is stopped).
// Each figure is the median of `runs` launches.
// Run alone: node bench/serve-start.mjs <site dir> <route> [runs] [cli]
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');

/** Milliseconds from spawn to a 200 whose body is a whole HTML page; `finish`: let the whole build end before stopping serve. */
async function launchToFirstPage(dir, route, cli, finish) {
  const started = performance.now();
  const child = spawn(process.execPath, [cli, 'serve', '--port', '0'], { cwd: dir, env: { ...process.env, CI: '1', NO_COLOR: '1' }, stdio: ['ignore', 'ignore', 'pipe'] });
  try {
    let err = '';
    const url = await new Promise((resolve, reject) => {
      child.stderr.on('data', (d) => {
        err += d;
        const m = / at (http:\/\/\S+?)\/?$/m.exec(err);
        if (m) resolve(m[1]);
      });
      child.once('exit', (code) => reject(new Error(`serve exited with ${code}:\n${err.slice(-2000)}`)));
    });
    const res = await fetch(url + route);
    const body = await res.text();
    if (res.status !== 200 || !body.trimEnd().endsWith('</html>')) throw new Error(`serve answered ${route} with ${res.status} and ${body.length} bytes`);
    const ms = Math.round(performance.now() - started);
    while (finish && !/Built \d+ pages|Build failed/.test(err) && child.exitCode === null) await new Promise((r) => setTimeout(r, 100));
    return ms;
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Cold and warm launch-to-first-page for one site: medians and every run, in ms. */
export async function benchServeStart(name, dir, route, runs = 3, cli = path.join(repo, 'bin/ctfdocs')) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    await rm(path.join(dir, '.ctfdocs-cache'), { recursive: true, force: true });
    cold.push(await launchToFirstPage(dir, route, cli, true));
    warm.push(await launchToFirstPage(dir, route, cli, false));
  }
  return { name, route, cold: median(cold), warm: median(warm), coldRuns: cold, warmRuns: warm };
}

export function serveStartTable(rows) {
  return [
    '| serve: launch → first page (200, full HTML) | page | cold | warm |',
    '| --- | --- | ---: | ---: |',
    ...rows.map((r) => `| ${r.name} | ${r.route} | ${r.cold} ms (${Math.min(...r.coldRuns)}–${Math.max(...r.coldRuns)}) | ${r.warm} ms (${Math.min(...r.warmRuns)}–${Math.max(...r.warmRuns)}) |`),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, route, runs, cli] = process.argv.slice(2);
  const row = await benchServeStart(path.basename(path.resolve(dir)), path.resolve(dir), route, Number(runs ?? 3), cli && path.resolve(cli));
  console.log(JSON.stringify(row));
}
