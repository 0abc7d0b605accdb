// `serve` start-up: from launching `ctfdocs serve` to the first 200 with a
// page's full HTML, and to the page loaded and painted in Chromium (a
// separate launch, so the browser is not handed a page the first request
// already rendered), cold (no .ctfdocs-cache) and warm (the cache the cold
// run's background build left: it runs to its end before serve is stopped).
// The browser starts before the clock does: its own launch is not serve's.
// Each figure is the median of `runs` launches.
// Run alone: node bench/serve-start.mjs <site dir> <route> [runs] [cli]
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');

/**
 * Milliseconds from spawn to a 200 whose body is a whole HTML page, or, with
 * `page` (a Chromium tab), to that page's load event and the next paint;
 * `finish`: let the whole build end before stopping serve.
 */
async function launchToFirstPage(dir, route, cli, finish, page) {
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
    if (page) {
      const res = await page.goto(url + route, { waitUntil: 'load' });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
      const heading = await page.locator('main h1').first().textContent();
      if (res?.status() !== 200 || !heading?.trim()) throw new Error(`Chromium got ${res?.status()} for ${route}, and no heading`);
    } else {
      const res = await fetch(url + route);
      const body = await res.text();
      if (res.status !== 200 || !body.trimEnd().endsWith('</html>')) throw new Error(`serve answered ${route} with ${res.status} and ${body.length} bytes`);
    }
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
  const coldBrowser = [];
  const warmBrowser = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    for (let i = 0; i < runs; i++) {
      await rm(path.join(dir, '.ctfdocs-cache'), { recursive: true, force: true });
      cold.push(await launchToFirstPage(dir, route, cli, true));
      warm.push(await launchToFirstPage(dir, route, cli, false));
      await rm(path.join(dir, '.ctfdocs-cache'), { recursive: true, force: true });
      for (const into of [coldBrowser, warmBrowser]) {
        const context = await browser.newContext();
        try {
          into.push(await launchToFirstPage(dir, route, cli, into === coldBrowser, await context.newPage()));
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return {
    name,
    route,
    cold: median(cold),
    warm: median(warm),
    coldRuns: cold,
    warmRuns: warm,
    coldBrowser: median(coldBrowser),
    warmBrowser: median(warmBrowser),
    coldBrowserRuns: coldBrowser,
    warmBrowserRuns: warmBrowser,
  };
}

const spread = (median, runs) => `${median} ms (${Math.min(...runs)}–${Math.max(...runs)})`;

export function serveStartTable(rows) {
  return [
    '| serve: launch → first page | page | 200, full HTML: cold | warm | shown in Chromium: cold | warm |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) => `| ${r.name} | ${r.route} | ${spread(r.cold, r.coldRuns)} | ${spread(r.warm, r.warmRuns)} | ${spread(r.coldBrowser, r.coldBrowserRuns)} | ${spread(r.warmBrowser, r.warmBrowserRuns)} |`,
    ),
    '',
    "Shown in Chromium: launch to the page's load event and the paint after it, in a browser started beforehand; a separate launch of serve from the 200 column's.",
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, route, runs, cli] = process.argv.slice(2);
  const row = await benchServeStart(path.basename(path.resolve(dir)), path.resolve(dir), route, Number(runs ?? 3), cli && path.resolve(cli));
  console.log(JSON.stringify(row));
}
