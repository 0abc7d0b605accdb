// Time from saving a page to Chromium showing the change, with `serve`'s
// live reload, on the CTFd site. Prints one JSON line.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { launchOwnBrowser } from '../test/helpers/browser.ts';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');
const rel = 'content/docs/scoring/overview.md';
const route = '/docs/scoring/overview';
const file = path.join(repo, rel);
const SETTLE_MS = 2000;
const original = await readFile(file, 'utf8');
// The real command, as a writer runs it (the bundled CLI with its own V8 flags).
const child = spawn(process.execPath, [path.join(repo, 'bin/ctfdocs'), 'serve', '--port', '0'], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
const url = await new Promise<string>((resolve, reject) => {
  let out = '';
  const read = (d: Buffer) => {
    out += d;
    const m = /Serving with live reload at (http:\/\/\S+?)\/?\s/.exec(out);
    if (m) resolve(m[1]);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  child.once('exit', (code) => reject(new Error(`ctfdocs serve exited (${code}):\n${out}`)));
});
const server = { url, close: async () => void child.kill('SIGTERM') };
const browser = await launchOwnBrowser();
const times: number[] = [];
try {
  const page = await browser.newPage();
  await page.goto(server.url + route);
  // As a writer would: the page is open and read before the first edit. serve
  // warms its rebuild path up in the background right after start (see the
  // dev-server README); a save during that wait queues behind it.
  await new Promise((r) => setTimeout(r, SETTLE_MS));
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
// Each save in order, for seeing warm-up effects (the summary is the last stdout line).
console.error(`save → shown, ms, in order: ${times.map(Math.round).join(' ')}`);
times.sort((a, b) => a - b);
const pick = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
console.log(JSON.stringify({ page: route, runs: times.length, median: pick(0.5), p95: pick(0.95) }));
