// Time from saving a page to Chromium showing the change, with `serve`'s
// live reload, on the CTFd site. Prints one JSON line.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@ctfdocs/dev-server';
import { launchBrowser } from '../test/helpers/browser.ts';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');
const rel = 'content/docs/scoring/overview.md';
const route = '/docs/scoring/overview';
const file = path.join(repo, rel);
const original = await readFile(file, 'utf8');
const server = await startServer({ rootDir: repo, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(repo, 'bench/tmp/serve'), port: 0, host: '127.0.0.1', watch: true, log: () => {} });
const browser = await launchBrowser();
const times: number[] = [];
try {
  const page = await browser.newPage();
  await page.goto(server.url + route);
  for (let i = 0; i < 10; i++) {
    const marker = `bench-marker-${i}-${Date.now()}`;
    const t0 = performance.now();
    await writeFile(file, `${original}\n\n${marker}\n`);
    await page.waitForFunction((m) => document.body.innerText.includes(m), marker, { timeout: 20_000, polling: 'raf' });
    times.push(performance.now() - t0);
    await page.waitForLoadState('load');
  }
} finally {
  await writeFile(file, original);
  await browser.close();
  await server.close();
}
times.sort((a, b) => a - b);
const pick = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
console.log(JSON.stringify({ page: route, runs: times.length, median: pick(0.5), p95: pick(0.95) }));
