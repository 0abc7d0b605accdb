#!/usr/bin/env node
// Page weight in Chromium: the gzip bytes of HTML, CSS, JavaScript and fonts a
// first load downloads for each page type (home, doc, a doc with a diagram, a
// doc with math, API reference, search),
// what prefetching fetches after load, the DOM size, the bytes of a later
// client-side navigation, the blocking time of long tasks with the CPU slowed
// 4x, and Lighthouse's mobile scores (lighthouse 12 through npx; skip with
// --skip-lighthouse). Three sites: the CTFd site; the 170-page generated
// corpus (bench/generate.mjs), its heaviest doc page; and the basic fixture
// with GitHub's REST API description (@octokit/openapi) as its reference, its
// landing page and its heaviest tag page.
// Budgets: a doc page's first load at most 50 KB (issue #22; #4 had 60 KB),
// a later navigation at most 15 KB, Lighthouse 100 in every category with a
// total blocking time of 0. API reference pages (issue #18) are reported,
// not yet held to a budget here.
//
// The build is served as a static host or CDN would: gzip, and a year of
// caching for the content-hashed assets/.
//
// Run alone (`node bench/page-weight.mjs`, writes bench/results/page-weight.
// {md,json}; `node bench/page-weight.mjs corpus` measures and prints one
// site) or from bench/run.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { SPECS, writeApiSite } from './api.mjs';
import { generateCorpus } from './generate.mjs';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');
const DOC_BUDGET = 50 * 1024;
const NAVIGATION_BUDGET = 15 * 1024;
// From a doc: one in the same sidebar, one in another section's sidebar.
const NAVIGATIONS = [
  ['doc → doc, same sidebar', '/docs/challenges/flags', '/docs/challenges/hints'],
  ['doc → doc, other sidebar', '/docs/challenges/flags', '/tutorials'],
];

const TYPES = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The build folder over HTTP with the same no-trailing-slash policy as `ctfdocs serve`. */
function serveStatic(root) {
  const server = http.createServer(async (req, res) => {
    const p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const candidates = p === '/' ? ['index.html'] : [p.slice(1), `${p.slice(1)}.html`];
    for (const rel of candidates) {
      const file = path.join(root, rel);
      if (!file.startsWith(root)) break;
      let body;
      try {
        body = await readFile(file);
      } catch {
        continue;
      }
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      return res.end(gzip ? gzipSync(body) : body);
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Lighthouse's mobile run (its default: slow 4G, 4x CPU) of one URL: category
 * scores and total blocking time. Asynchronous, so that the static server in
 * this process keeps answering while Lighthouse loads the page.
 */
function lighthouse(url) {
  const out = path.join(os.tmpdir(), `ctfdocs-lighthouse-${process.pid}.json`);
  return new Promise((resolve) => {
    const child = spawn('npx', ['-y', 'lighthouse@12.8.2', url, '--quiet', '--output=json', `--output-path=${out}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu'], {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
      // Its own process group, so a timeout stops Lighthouse and its Chromium too.
      detached: true,
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    // A very large page (the API reference) can take minutes on a loaded machine.
    const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10 * 60_000);
    child.on('close', async (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) return resolve({ error: signal ? 'timed out after 10 min' : stderr.trim().split('\n').pop() });
      const report = JSON.parse(await readFile(out, 'utf8'));
      resolve({
        scores: Object.fromEntries(Object.entries(report.categories).map(([k, c]) => [k, Math.round(c.score * 100)])),
        tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
        // What Lighthouse counts as transferred (headers and all, prefetches included) and its DOM size.
        transferred: Math.round(report.audits['total-byte-weight'].numericValue),
        domSize: report.audits['dom-size']?.numericValue,
        // The audits that cost a category points.
        failing: [
          ...new Set(
            Object.values(report.categories).flatMap((c) =>
              c.auditRefs.filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1).map((ref) => ref.id),
            ),
          ),
        ],
      });
    });
  });
}

const kind = (type) => ({ Document: 'html', Stylesheet: 'css', Script: 'js', Font: 'font', Fetch: 'fetch', XHR: 'fetch' })[type] ?? 'other';

/** Every response of the page from now on, with its gzip size, until `stop()`. */
async function recordBytes(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map();
  const sizes = [];
  cdp.on('Network.responseReceived', (e) => seen.set(e.requestId, { url: e.response.url, kind: kind(e.type) }));
  cdp.on('Network.loadingFinished', async (e) => {
    const r = seen.get(e.requestId);
    if (!r) return;
    try {
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: e.requestId });
      sizes.push({ ...r, gzip: gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length });
    } catch {}
  });
  return { cdp, sizes };
}

const sum = (list, pred = () => true) => list.filter(pred).reduce((n, s) => n + s.gzip, 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function build(cwd, out) {
  const built = spawnSync(process.execPath, [path.join(repo, 'bin/ctfdocs'), 'build', '--quiet', '--out-dir', out], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CI: '1' },
  });
  if (built.status !== 0) throw new Error(`build failed in ${cwd}:\n${built.stdout}\n${built.stderr}`);
}

/** The route of the HTML page under `out/dir` with the most gzip bytes. */
async function heaviestPage(out, dir) {
  const files = (await readdir(path.join(out, dir), { recursive: true })).filter((f) => f.endsWith('.html'));
  let best = { route: '', bytes: -1 };
  for (const f of files) {
    const bytes = gzipSync(await readFile(path.join(out, dir, f))).length;
    if (bytes > best.bytes) best = { route: `/${path.posix.join(dir, f.replace(/\.html$/, ''))}`, bytes };
  }
  return best.route;
}

/**
 * Each site: where it is built from and which pages to measure ([name, route,
 * budget in bytes or undefined]). The corpus and GitHub sites are written
 * under bench/tmp first.
 */
const SITES = [
  {
    site: 'CTFd Docs',
    prepare: async () => repo,
    pages: async () => [
      ['home', '/'],
      ['doc', '/docs/challenges/flags', DOC_BUDGET],
      // Mermaid (drawn in the browser, its module and diagram types loaded on such pages only) and KaTeX (rendered at build time, its stylesheet and fonts loaded on such pages only).
      ['doc with a diagram', '/docs/challenges/overview'],
      ['doc with math', '/tutorials/challenges/creating-dynamic-value-challenges'],
      ['API reference', '/docs/api/redoc'],
      ['search', '/search?q=flags'],
    ],
  },
  {
    // The corpus has no CTFd page names: its heaviest doc page stands for "a doc page".
    site: '170-page corpus',
    prepare: async () => {
      const dir = path.join(repo, 'bench/tmp/corpus-170-weight');
      await generateCorpus(dir, 170);
      return dir;
    },
    pages: async (out) => [['doc (heaviest)', await heaviestPage(out, 'docs'), DOC_BUDGET]],
  },
  {
    site: 'GitHub REST API reference',
    prepare: async () => {
      const dir = path.join(repo, 'bench/tmp/api-weight-github');
      await writeApiSite(
        dir,
        SPECS.find((s) => /GitHub/.test(s.name)),
      );
      return dir;
    },
    pages: async (out) => [
      ['API reference', '/reference'],
      ['API reference, heaviest tag page', await heaviestPage(out, 'reference/tag')],
    ],
  },
];

/** First-load bytes, DOM size and long-task blocking of one page at phone size, CPU 4x slower. */
async function firstLoad(browser, base, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const { cdp, sizes } = await recordBytes(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(base + route, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const longTasks = await page.evaluate(() => window.__longTasks);
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  await context.close();
  const first = sizes.filter((s) => s.kind === 'html' || s.kind === 'css' || s.kind === 'js' || s.kind === 'font');
  return {
    html: sum(first, (s) => s.kind === 'html'),
    css: sum(first, (s) => s.kind === 'css'),
    js: sum(first, (s) => s.kind === 'js'),
    // The theme uses the system's fonts: only a page with math loads any (KaTeX's).
    fonts: sum(first, (s) => s.kind === 'font'),
    total: sum(first),
    afterLoad: sum(sizes, (s) => s.kind === 'fetch'),
    domNodes,
    blockingMs: Math.round(longTasks.reduce((n, d) => n + Math.max(0, d - 50), 0)),
  };
}

/** Bytes of a client-side navigation from one doc to another, on a desktop-size window. */
async function navigation(browser, base, from, to) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // Data saving on: no prefetch, so the click itself downloads what it needs.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) }));
  await page.goto(base + from);
  await page.waitForLoadState('networkidle');
  const { sizes } = await recordBytes(page);
  await page.locator(`a[href="${to}"]`).first().click();
  await page.waitForURL(base + to);
  await page.waitForLoadState('networkidle');
  const fullLoad = await page.evaluate(() => performance.getEntriesByType('navigation')[0].name);
  await context.close();
  return { bytes: sum(sizes), files: sizes.map((s) => new URL(s.url).pathname), clientSide: fullLoad === base + from };
}

/** Measure each site whose name contains `only` (all by default). */
export async function measurePageWeight({ withLighthouse = true, only = '' } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const firstLoads = [];
  const navigations = [];
  try {
    for (const [i, { site, prepare, pages }] of SITES.entries()) {
      if (!site.includes(only)) continue;
      const out = path.join(repo, `bench/tmp/out-weight-${i}`);
      build(await prepare(), out);
      const server = await serveStatic(out);
      const base = `http://127.0.0.1:${server.address().port}`;
      try {
        const rows = [];
        for (const [page, route, budget] of await pages(out)) rows.push({ site, page, route, budget, ...(await firstLoad(browser, base, route)) });
        if (site === 'CTFd Docs') for (const [name, from, to] of NAVIGATIONS) navigations.push({ navigation: name, from, to, ...(await navigation(browser, base, from, to)) });
        if (withLighthouse) for (const row of rows) row.lighthouse = await lighthouse(base + row.route);
        firstLoads.push(...rows);
      } finally {
        server.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { firstLoads, navigations };
}

const lhCell = (lh) =>
  !lh
    ? '—'
    : lh.error
      ? `failed: ${lh.error}`
      : `${Object.values(lh.scores).join(' / ')}, TBT ${lh.tbtMs} ms, ${kb(lh.transferred)} transferred${lh.failing.length ? ` (short of full marks: ${lh.failing.join(', ')})` : ''}`;

const budgetCell = (r) => (r.budget === undefined ? '—' : r.total <= r.budget ? `within ${r.budget / 1024} KB` : `**over ${r.budget / 1024} KB**`);

export function pageWeightMarkdown({ firstLoads, navigations }) {
  return [
    '| first load (gzip) | HTML | CSS | JS | fonts | total | budget | DOM elements | fetched after load (prefetch) | long-task blocking, 4x CPU |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
    ...firstLoads.map(
      (r) =>
        `| ${r.site}: ${r.page} \`${r.route}\` | ${kb(r.html)} | ${kb(r.css)} | ${kb(r.js)} | ${kb(r.fonts ?? 0)} | ${kb(r.total)} | ${budgetCell(r)} | ${r.domNodes} | ${kb(r.afterLoad)} | ${r.blockingMs} ms |`,
    ),
    '',
    '| Lighthouse mobile | performance / accessibility / best practices / SEO |',
    '| --- | --- |',
    ...firstLoads.map((r) => `| ${r.site}: ${r.page} | ${lhCell(r.lighthouse)} |`),
    '',
    '| later navigation, CTFd Docs (gzip) | downloaded | files | budget |',
    '| --- | ---: | --- | --- |',
    ...navigations.map(
      (n) =>
        `| ${n.navigation} | ${kb(n.bytes)} | ${n.files.join(', ')}${n.clientSide ? '' : ' (**full load**)'} | ${n.bytes <= NAVIGATION_BUDGET && n.clientSide ? 'within 15 KB' : '**over 15 KB**'} |`,
    ),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '';
  const result = await measurePageWeight({ withLighthouse: !process.argv.includes('--skip-lighthouse'), only });
  const md = `# Page weight\n\n${new Date().toISOString()} · production builds · Chromium\n\n${pageWeightMarkdown(result)}\n`;
  console.log(md);
  // One site's figures alone would replace the full results.
  if (only) process.exit(0);
  await mkdir(path.join(repo, 'bench/results'), { recursive: true });
  await writeFile(path.join(repo, 'bench/results/page-weight.md'), md);
  await writeFile(path.join(repo, 'bench/results/page-weight.json'), JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2) + '\n');
}
