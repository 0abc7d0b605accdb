// Search figures for pnpm bench, measured on built sites (bench/tmp/out-*):
// the index size (all shards, and gzipped), the bytes a first query fetches
// in Chromium (modal code, worker, manifest, shards), and the latency of
// queries sent to the search worker once their shards are loaded.
// Standalone: node bench/search.mjs [out dir ...] (defaults to the CTFd site
// and the largest corpus that run.mjs built).
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/** A plain static server for a build folder: no compression, so sizes are what the files hold. */
function serveDir(dir) {
  const server = createServer(async (req, res) => {
    const rel = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/\/$/, '/index');
    for (const f of [rel, `${rel}.html`, `${rel}/index.html`]) {
      const file = path.join(dir, f);
      if (file.startsWith(dir) && existsSync(file) && (await stat(file)).isFile()) {
        res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
        res.end(await readFile(file));
        return;
      }
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

/** The index's files: the shards under assets/search/ and the manifest (at the root since it has one name). */
async function indexSize(dir) {
  const root = path.join(dir, 'assets/search');
  const shards = (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  const manifest = path.join(dir, 'search-manifest.json');
  let raw = 0;
  let gzip = 0;
  let files = 0;
  for (const file of existsSync(manifest) ? [...shards, manifest] : shards) {
    const data = await readFile(file);
    raw += data.length;
    gzip += gzipSync(data).length;
    files++;
  }
  return { files, raw, gzip };
}

const pct = (list, p) => {
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** Everything fetched from pressing Ctrl+K and typing `query` until the results settle. */
async function firstQuery(browser, base, docPath, query) {
  const page = await browser.newPage();
  await page.goto(base + docPath, { waitUntil: 'networkidle' });
  const fetched = [];
  const track = (p) =>
    p.on('response', async (r) => {
      const body = await r.body().catch(() => undefined);
      if (body) fetched.push({ url: r.url(), raw: body.length, gzip: gzipSync(body).length });
    });
  track(page);
  page.on('worker', (w) => fetched.push({ url: w.url(), raw: 0, gzip: 0, worker: true }));
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill(query);
  await page.getByRole('dialog').getByRole('option').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.close();
  // Worker fetches are not page responses: size them from the files.
  const files = fetched.filter((f) => !f.worker);
  return { requests: files.length, raw: files.reduce((s, f) => s + f.raw, 0), gzip: files.reduce((s, f) => s + f.gzip, 0), urls: files.map((f) => new URL(f.url).pathname) };
}

/** Round trips to the worker for complete answers, after a first pass has loaded the shards. */
async function latency(browser, base, dir, docPath, queries) {
  const workerFile = (await readdir(path.join(dir, 'assets/js'))).find((f) => /^search-worker\.[0-9a-f]+\.js$/.test(f));
  const page = await browser.newPage();
  await page.goto(base + docPath, { waitUntil: 'networkidle' });
  const times = await page.evaluate(
    async ({ queries, workerFile }) => {
      const root = document.documentElement;
      const manifest = new URL(root.dataset.searchIndex, location.href).href;
      const worker = new Worker(new URL(`/assets/js/${workerFile}`, location.href));
      let id = 0;
      const ask = (query) =>
        new Promise((resolve) => {
          const me = ++id;
          const started = performance.now();
          worker.onmessage = (e) => {
            if (e.data.id !== me) return;
            if ('error' in e.data || e.data.result.complete) resolve(performance.now() - started);
          };
          worker.postMessage({ id: me, manifest, key: `${root.lang}-current`, query, limit: 12 });
        });
      for (const q of queries) await ask(q);
      const out = [];
      for (let round = 0; round < 10; round++) for (const q of queries) out.push(await ask(q));
      worker.terminate();
      return out;
    },
    { queries, workerFile },
  );
  await page.close();
  return { runs: times.length, median: Number(pct(times, 50).toFixed(2)), p95: Number(pct(times, 95).toFixed(2)) };
}

const QUERIES = {
  ctfd: ['flag', 'notifcation', 'dynamic scoring', 'team mode', 'docker install', 'api token', 'sco', 'challenge requirements', 'webhooks', 'ctfcli deploy', 'theme', 'email smtp'],
  corpus: ['challenge', 'scorebord', 'team token', 'deploy container', 'sco', 'page 1234', 'network service', 'bracket award', 'plugin theme config', 'submission', 'fla', 'freeze decay'],
};

export async function searchBench(sites) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const rows = [];
  try {
    for (const { name, dir, docPath, query, queries } of sites) {
      // Builds from before the sharded index have nothing to measure.
      if (!existsSync(path.join(dir, 'assets/js')) || !(await readdir(path.join(dir, 'assets/js'))).some((f) => f.startsWith('search-worker.'))) continue;
      const server = await serveDir(dir);
      try {
        const size = await indexSize(dir);
        const first = await firstQuery(browser, server.url, docPath, query);
        const lat = await latency(browser, server.url, dir, docPath, queries);
        rows.push({ name, index: size, firstQuery: { query, ...first }, latency: lat });
      } finally {
        server.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export function searchTable(rows) {
  return [
    '| search | index (files, raw / gzip) | first query: fetched (raw / gzip) | query latency in the worker: median / p95 |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.index.files} files, ${kb(r.index.raw)} / ${kb(r.index.gzip)} | "${r.firstQuery.query}": ${r.firstQuery.requests} requests, ${kb(r.firstQuery.raw)} / ${kb(r.firstQuery.gzip)} | ${r.latency.median} ms / ${r.latency.p95} ms (${r.latency.runs} queries) |`,
    ),
    '',
    'First query: everything the page fetches from Ctrl+K until the results settle (modal code, worker script, manifest, term and record shards); gzip is what a static host that compresses sends. Latency: a query posted to the worker until its complete answer (titles, then body text), shards already loaded, in Chromium.',
  ].join('\n');
}

export function defaultSites() {
  const out = (name) => path.join(repo, 'bench/tmp', `out-${name}`);
  const corpora = existsSync(path.join(repo, 'bench/tmp')) ? [10000, 2000, 170].filter((n) => existsSync(out(`corpus ${n}`))) : [];
  return [
    { name: 'CTFd Docs', dir: out('CTFd Docs'), docPath: '/docs/challenges/flags', query: 'notifications', queries: QUERIES.ctfd },
    ...corpora.slice(0, 1).map((n) => ({ name: `corpus ${n}`, dir: out(`corpus ${n}`), docPath: '/docs/section-0/group-0/page-0', query: 'scoreboard', queries: QUERIES.corpus })),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await searchBench(defaultSites());
  console.log(searchTable(rows));
  console.log(
    JSON.stringify(
      rows.map(({ firstQuery: { urls, ...f }, ...r }) => ({ ...r, firstQuery: f })),
      null,
      2,
    ),
  );
}
