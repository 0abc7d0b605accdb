#!/usr/bin/env node
// pnpm bench: cold and warm builds of the CTFd site and of generated corpora,
// with wall time and peak memory, the save-to-browser time of `serve`, and
// `serve --no-watch` under load (bench/serve-load.mjs), and a cold CTFd build
// phase by phase (bench/build-phases.mjs).
// Prints a table and writes bench/results/latest.{md,json}.
// Options: --sizes 170,2000,10000   --mdx-sizes 170   --runs 3   --skip-serve   --skip-api   --skip-weight   --skip-hostile   --skip-peers   --skip-cards   --skip-plugins
// (--mdx-sizes: corpora of the same pages written as MDX, tabs and admonitions as components; "" for none)
// The peers' row (bench/peers.mjs) builds the 170-page corpus with ctfdocs, Starlight, Rspress and VitePress in turn.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './generate.mjs';
import { defaultSites, searchBench, searchTable } from './search.mjs';
import { apiReport, benchApi } from './api.mjs';
import { benchHostile, hostileReport } from './hostile.mjs';
import { benchSocialCards, socialCardsMarkdown } from './social-cards.mjs';
import { measurePageWeight, pageWeightMarkdown } from './page-weight.mjs';
import { benchBuildPhases, buildPhasesMarkdown } from './build-phases.mjs';
import { ensureCompiled } from '../bin/compile-packages.mjs';
import { benchServeStart, serveStartTable } from './serve-start.mjs';
import { outputSize, outputSizeCells } from './output-size.mjs';
import { benchPeers, peersMarkdown } from './peers.mjs';
import { benchMarkdownPlugins, markdownPluginsMarkdown } from './markdown-plugins.mjs';
import { emptyTrash, setAside } from './set-aside.mjs';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const sizes = opt('--sizes', '170,2000,10000').split(',').map(Number).filter(Boolean);
const mdxSizes = opt('--mdx-sizes', '170').split(',').map(Number).filter(Boolean);
const skipServe = args.includes('--skip-serve');
const skipApi = args.includes('--skip-api');
const skipHostile = args.includes('--skip-hostile');
const skipWeight = args.includes('--skip-weight');
const skipPeers = args.includes('--skip-peers');
const skipCards = args.includes('--skip-cards');
const skipPlugins = args.includes('--skip-plugins');
// Builds on a shared 2-core machine vary by 10-30 % from run to run: each figure is the median of this many.
const runs = Math.max(1, Number(opt('--runs', '3')));
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/** Run one build in a fresh process; wall seconds and peak RSS in MB. */
function measureBuild(cwd, outDir) {
  const cli = path.join(repo, 'bin/ctfdocs');
  const cmd = TIME ? [TIME, ['-f', '%e %M', process.execPath, cli, 'build', '--quiet', '--out-dir', outDir]] : [process.execPath, [cli, 'build', '--quiet', '--out-dir', outDir]];
  const started = performance.now();
  const r = spawnSync(cmd[0], cmd[1], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: '1' } });
  const wall = (performance.now() - started) / 1000;
  const m = TIME ? /(\d+(?:\.\d+)?) (\d+)\s*$/.exec(r.stderr.trim()) : null;
  const pages = Number(/Built (\d+) pages/.exec(r.stdout)?.[1] ?? 0);
  if (r.status !== 0) {
    const oom = /heap out of memory/.test(r.stderr);
    console.error(
      `build failed in ${cwd}${oom ? ' (out of memory)' : ''}:\n${r.stderr
        .split('\n')
        .filter((l) => !/^\s*\d+: 0x/.test(l))
        .slice(-12)
        .join('\n')}`,
    );
    return { pages, failed: oom ? 'out of memory' : 'failed', seconds: m ? Number(m[1]) : Number(wall.toFixed(2)), peakMB: m ? Math.round(Number(m[2]) / 1024) : null };
  }
  return { pages, seconds: m ? Number(m[1]) : Number(wall.toFixed(2)), peakMB: m ? Math.round(Number(m[2]) / 1024) : null };
}

/**
 * What a site's first build has to create: its cache (compiled markdown and
 * React pages). The bundled CLI in packages/cli/dist is part of the install
 * (the root package's postinstall makes it), as a published package's
 * compiled code would be.
 */
function coldCaches(dir) {
  return [path.join(dir, '.ctfdocs-cache')];
}

/** The run with the median time (runs are sorted by time); a failed run wins, so it is never hidden. */
function median(runs) {
  const failed = runs.find((r) => r.failed);
  if (failed) return failed;
  const sorted = [...runs].sort((a, b) => a.seconds - b.seconds);
  return { ...sorted[Math.floor(sorted.length / 2)], range: [sorted[0].seconds, sorted[sorted.length - 1].seconds] };
}

async function benchSite(name, dir) {
  const out = path.join(repo, 'bench/tmp', `out-${name}`);
  const colds = [];
  const warms = [];
  // Each run is a cold build (no cache, no previous output) and then a warm one.
  for (let i = 0; i < runs; i++) {
    await setAside([out, ...coldCaches(dir)]);
    const cold = measureBuild(dir, out);
    if (!cold.failed) cold.output = outputSize(out);
    colds.push(cold);
    warms.push(cold.failed ? cold : measureBuild(dir, out));
    if (cold.failed) break;
  }
  const cold = median(colds);
  return { name, pages: cold.pages, cold, warm: median(warms), runs: colds.length };
}

async function serveLatency() {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(repo, 'bench/serve-latency.ts')], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`serve latency failed:\n${r.stderr.slice(-2000)}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/** The preview server under load (bench/serve-load.mjs): requests/s, p99, errors, non-2xx. */
function serveLoad() {
  const r = spawnSync(process.execPath, [path.join(repo, 'bench/serve-load.mjs')], { cwd: repo, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`serve load failed:\n${r.stderr.slice(-2000)}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

// As after `pnpm install`: the CLI bundle matches the sources before anything is timed.
await ensureCompiled();
const rows = [];
rows.push(await benchSite('CTFd Docs', repo));
const phases = await benchBuildPhases({ runs });
for (const n of sizes) {
  const dir = path.join(repo, 'bench/tmp', `corpus-${n}`);
  // A corpus of an earlier run is set aside, not deleted by the generator, for the reason the cold runs' outputs are.
  await setAside([dir]);
  await generateCorpus(dir, n);
  rows.push(await benchSite(`corpus ${n}`, dir));
}
for (const n of mdxSizes) {
  const dir = path.join(repo, 'bench/tmp', `corpus-${n}-mdx`);
  await setAside([dir]);
  await generateCorpus(dir, n, { mdx: true });
  rows.push(await benchSite(`corpus ${n} (MDX)`, dir));
}
const peers = skipPeers ? undefined : await benchPeers({ size: 170, runs });
const serve = skipServe ? undefined : await serveLatency();
// serve start-up (bench/serve-start.mjs): launch to the first page, on the CTFd site and the corpora built above.
const serveStart = [];
if (!skipServe) {
  serveStart.push(await benchServeStart('CTFd Docs', repo, '/docs/challenges/overview', runs));
  for (const n of sizes.filter((n) => n <= 2000)) serveStart.push(await benchServeStart(`corpus ${n}`, path.join(repo, 'bench/tmp', `corpus-${n}`), '/docs/section-0/group-0/page-0', runs));
}
const load = skipServe ? undefined : serveLoad();
// Search index size, first-query bytes and query latency on the sites just built.
const search = await searchBench(defaultSites());
const api = skipApi ? undefined : await benchApi();
const weight = skipWeight ? undefined : await measurePageWeight();
const hostile = skipHostile ? undefined : await benchHostile();
const cards = skipCards ? undefined : await benchSocialCards(100);
const plugins = skipPlugins ? undefined : await benchMarkdownPlugins();

const fmt = (m) =>
  m.failed
    ? `${m.failed} after ${m.seconds.toFixed(1)} s, ${m.peakMB ?? '?'} MB`
    : `${m.seconds.toFixed(2)} s, ${m.peakMB ?? '?'} MB${m.range && m.range[0] !== m.range[1] ? ` (${m.range[0].toFixed(2)}–${m.range[1].toFixed(2)})` : ''}`;
const lines = [
  `# ctfdocs benchmark`,
  '',
  `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} cores · ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  '',
  '| site | pages | cold build | warm build | ms per page (warm) | output | largest page |',
  '| --- | ---: | --- | --- | ---: | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.pages || '—'} | ${fmt(r.cold)} | ${fmt(r.warm)} | ${((r.warm.seconds * 1000) / Math.max(r.pages, 1)).toFixed(1)} | ${r.cold.output ? outputSizeCells(r.cold.output).join(' | ') : '— | —'} |`,
  ),
];
lines.push('', buildPhasesMarkdown(phases));
if (peers) lines.push('', '## Peers', '', peersMarkdown(peers));
if (serve) {
  lines.push(
    '',
    '| serve: save a page → the browser shows it | median | p95 | runs |',
    '| --- | ---: | ---: | ---: |',
    `| CTFd Docs (${serve.page}) | ${serve.median} ms | ${serve.p95} ms | ${serve.runs} |`,
    '',
    'The first save comes 2 s after the page has loaded; saves follow each other as soon as the last one is shown.',
  );
}
if (serveStart.length) lines.push('', serveStartTable(serveStart));
if (load) {
  lines.push(
    '',
    `| serve --no-watch under load (${load.connections} connections, ${load.duration} s, autocannon) | requests/s | p99 | requests | errors | non-2xx |`,
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const t of load.targets) lines.push(`| ${t.name} (${t.path}) | ${t.requestsPerSecond} | ${t.p99ms} ms | ${t.requests} | ${t.errors} | ${t.non2xx} |`);
}
if (weight) lines.push('', '## Page weight (production builds, Chromium)', '', pageWeightMarkdown(weight));
if (api) lines.push('', '## API references', '', ...apiReport(api));
if (search.length) lines.push('', '## Search', '', searchTable(search));
if (hostile) lines.push('', '## Hostile inputs', '', ...hostileReport(hostile));
if (cards) lines.push('', `## Social cards (${cards.pages} generated pages)`, '', socialCardsMarkdown(cards));
if (plugins) lines.push('', '## Markdown plugins', '', markdownPluginsMarkdown(plugins));
lines.push(
  '',
  `Cold: a fresh process with no \`.ctfdocs-cache/\` and no previous output, which are moved aside rather than deleted, as on a fresh checkout (bench/set-aside.mjs says why); ctfdocs itself installed, its CLI bundled by \`pnpm install\`. Warm: the same build again. Each figure is the median of ${runs} runs (fastest–slowest in brackets): wall time and peak resident memory from /usr/bin/time.`,
);
await emptyTrash();
const report = lines.join('\n') + '\n';
console.log(report);
await mkdir(path.join(repo, 'bench/results'), { recursive: true });
await writeFile(path.join(repo, 'bench/results/latest.md'), report);
await writeFile(
  path.join(repo, 'bench/results/latest.json'),
  JSON.stringify({ date: new Date().toISOString(), node: process.version, rows, phases, peers, serve, serveStart, serveLoad: load, api, weight, search, hostile, cards, plugins }, null, 2) + '\n',
);
