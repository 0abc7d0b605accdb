// API reference benchmark: build the fixture site with one large API
// reference (the CTFd spec, then GitHub's REST API description from
// @octokit/openapi) and report the build's wall time and peak memory, the
// weight of the reference's HTML, and the JavaScript its pages load beyond a
// doc page's. Budget (issue #11): GitHub in under 20 s and 1 GB; at most
// 30 KB of JavaScript gzip beyond the shell.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

export const API_BUDGET = { seconds: 20, peakMB: 1024, extraJsGzipKB: 30 };

export const SPECS = [
  { name: 'CTFd API (specs/ctfd-api.yaml)', file: path.join(repo, 'specs/ctfd-api.yaml') },
  { name: 'GitHub REST API (@octokit/openapi)', file: path.join(repo, 'node_modules/@octokit/openapi/generated/api.github.com.json') },
];

const gz = (buf) => gzipSync(buf).length;
const kb = (n) => Math.round(n / 102.4) / 10;

/** Script files a page loads: <script src> and module preloads, as output paths. */
function scriptsOf(html) {
  const srcs = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  return { srcs: new Set(srcs), inline };
}

async function jsBeyondShell(outDir, apiHtml, docHtml) {
  const api = scriptsOf(apiHtml);
  const doc = scriptsOf(docHtml);
  let bytes = Math.max(0, gz(api.inline) - gz(doc.inline));
  for (const src of api.srcs) if (!doc.srcs.has(src)) bytes += gz(await readFile(path.join(outDir, src)));
  return bytes;
}

/** The basic fixture site in `dir` with one API reference of `file` at /reference. */
export async function writeApiSite(dir, { name, file }) {
  await rm(dir, { recursive: true, force: true });
  await cp(path.join(repo, 'test/fixtures/basic'), dir, { recursive: true });
  const config = path.join(dir, 'site/ctfdocs.config.yaml');
  const spec = path.relative(path.join(dir, 'site'), file);
  const text = await readFile(config, 'utf8');
  // Published API documents hold made-up tokens and keys in their examples (GitHub's a JWT and an RSA key):
  // the secret scan still runs, and its cost is measured, but it warns instead of failing the build.
  const secrets = 'checkSecrets:\n  onSecret: warn\n';
  await writeFile(config, text.replace(/^themeConfig:/m, `${secrets}apiReferences:\n  - { route: /reference, title: ${JSON.stringify(name)}, spec: ${JSON.stringify(spec)} }\nthemeConfig:`));
}

async function benchOne({ name, file }, index) {
  const dir = path.join(repo, 'bench/tmp', `api-site-${index}`);
  const out = path.join(repo, 'bench/tmp', `api-out-${index}`);
  await rm(out, { recursive: true, force: true });
  await writeApiSite(dir, { name, file });

  const cli = path.join(repo, 'bin/ctfdocs');
  const argv = [cli, 'build', '--quiet', '--out-dir', out];
  const started = performance.now();
  const r = TIME
    ? spawnSync(TIME, ['-f', '%e %M', process.execPath, ...argv], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: '1' } })
    : spawnSync(process.execPath, argv, { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: '1' } });
  const wall = (performance.now() - started) / 1000;
  const m = TIME ? /(\d+(?:\.\d+)?) (\d+)\s*$/.exec(r.stderr.trim()) : null;
  const seconds = m ? Number(m[1]) : Number(wall.toFixed(2));
  const peakMB = m ? Math.round(Number(m[2]) / 1024) : null;
  if (r.status !== 0) return { name, failed: r.stderr.split('\n').slice(-8).join('\n'), seconds, peakMB };

  // The reference's pages: /reference.html, and /reference/tag/*.html when split by tag.
  const pages = [path.join(out, 'reference.html')];
  const tagDir = path.join(out, 'reference/tag');
  if (existsSync(tagDir)) for (const f of await readdir(tagDir)) if (f.endsWith('.html')) pages.push(path.join(tagDir, f));
  const sizes = await Promise.all(pages.map(async (p) => ({ page: '/' + path.relative(out, p).replace(/\.html$/, ''), html: await readFile(p) })));
  const largest = sizes.reduce((a, b) => (b.html.length > a.html.length ? b : a));
  const docHtml = await readFile(path.join(out, 'guide/intro.html'), 'utf8');
  const extraJs = Math.max(...(await Promise.all(sizes.map((s) => jsBeyondShell(out, s.html.toString('utf8'), docHtml)))));
  await rm(dir, { recursive: true, force: true });
  await rm(out, { recursive: true, force: true });
  return {
    name,
    seconds,
    peakMB,
    pages: sizes.length,
    totalHtmlMB: Math.round(sizes.reduce((n, s) => n + s.html.length, 0) / 1e4) / 100,
    totalHtmlGzipKB: kb(sizes.reduce((n, s) => n + gz(s.html), 0)),
    largestPage: largest.page,
    largestHtmlMB: Math.round(largest.html.length / 1e4) / 100,
    largestHtmlGzipKB: kb(gz(largest.html)),
    extraJsGzipKB: kb(extraJs),
  };
}

export async function benchApi() {
  await mkdir(path.join(repo, 'bench/tmp'), { recursive: true });
  const rows = [];
  for (const [i, spec] of SPECS.entries()) rows.push(await benchOne(spec, i));
  return rows;
}

export function apiReport(rows) {
  const within = (r) => (r.failed ? 'failed' : r.seconds < API_BUDGET.seconds && (r.peakMB ?? 0) < API_BUDGET.peakMB && r.extraJsGzipKB <= API_BUDGET.extraJsGzipKB ? 'yes' : 'no');
  return [
    '| API reference (fixture site + one reference) | build | peak memory | pages | HTML (gzip) | largest page (gzip) | JS gzip beyond the shell | within budget |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: | --- |',
    ...rows.map((r) =>
      r.failed
        ? `| ${r.name} | failed after ${r.seconds} s | ${r.peakMB ?? '?'} MB | — | — | — | — | no |`
        : `| ${r.name} | ${r.seconds.toFixed(2)} s | ${r.peakMB ?? '?'} MB | ${r.pages} | ${r.totalHtmlMB} MB (${r.totalHtmlGzipKB} KB) | ${r.largestPage}: ${r.largestHtmlMB} MB (${r.largestHtmlGzipKB} KB) | ${r.extraJsGzipKB} KB | ${within(r)} |`,
    ),
    '',
    `Budget: under ${API_BUDGET.seconds} s and ${API_BUDGET.peakMB} MB for the GitHub description, at most ${API_BUDGET.extraJsGzipKB} KB of JavaScript gzip beyond a doc page's. References of more than 300 operations are split into one page per tag.`,
  ];
}

// `node bench/api.mjs` runs this part alone.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = await benchApi();
  console.log(apiReport(rows).join('\n'));
}
