// Hostile inputs benchmark (issue #17, item 6): pages that are small but slow
// or large to compile, each added to the basic fixture site and built in a
// fresh process. Each must fail or finish within 10 s and 1 GB: the wall time
// includes the whole build of the fixture (about a second), not only the page.
// Run alone with `node bench/hostile.mjs [part of an input's name]`; `pnpm bench` includes it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

export const HOSTILE_BUDGET = { seconds: 10, peakMB: 1024 };

// Rows as short as a table row can be: 150,000 of them stay under the 1 MB page limit.
const table = (rows) => '|a|b|\n|-|-|\n' + '|1|2|\n'.repeat(rows);

/** Each input: a name and the pages it adds (body of each). */
export const HOSTILE_INPUTS = [
  { name: "'a\\n=\\n' × 25,000 (setext headings)", pages: ['a\n=\n'.repeat(25_000)] },
  { name: "'a~ ' × 40,000", pages: ['a~ '.repeat(40_000)] },
  {
    name: '10,000 footnotes',
    pages: [Array.from({ length: 10_000 }, (_, i) => `Text.[^${i}]\n`).join('\n') + '\n' + Array.from({ length: 10_000 }, (_, i) => `[^${i}]: Note ${i}.`).join('\n') + '\n'],
  },
  { name: "':a{b\\n' × 150,000", pages: [':a{b\n'.repeat(150_000)] },
  { name: 'code meta {1-16000000} × 30', pages: ['```js {1-16000000}\nx\n```\n'.repeat(30)] },
  { name: 'code meta {1-999999999}', pages: ['```js {1-999999999}\nx\n```\n'] },
  { name: 'four pages of 150,000-row tables', pages: Array.from({ length: 4 }, () => table(150_000)) },
  // Under 32 KB, which had no budget before issue #29.
  { name: "eight 31 KB pages of 'a\\n=\\n' (setext headings)", pages: Array.from({ length: 8 }, () => 'a\n=\n'.repeat(7_900)) },
  { name: 'a 12 KB table: 2,000 header columns over 2,000 one-cell rows', pages: [`|${'a|'.repeat(2_000)}\n|${'-|'.repeat(2_000)}\n${'x\n'.repeat(2_000)}`] },
];

function build(dir) {
  const argv = [path.join(repo, 'bin/ctfdocs'), 'build', '--quiet', '--no-cache', '--out-dir', 'out'];
  const started = performance.now();
  const opts = { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: '1' } };
  // The machine's load when the build starts: on a shared machine it, not the input, can decide the wall time.
  const load = Number(os.loadavg()[0].toFixed(1));
  const r = TIME ? spawnSync(TIME, ['-f', '%e %M %U %S', process.execPath, ...argv], opts) : spawnSync(process.execPath, argv, opts);
  const wall = (performance.now() - started) / 1000;
  const m = TIME ? /(\d+(?:\.\d+)?) (\d+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)\s*$/.exec(r.stderr.trim()) : null;
  const error = (r.stdout + r.stderr).split('\n').find((l) => /error/i.test(l));
  return {
    seconds: m ? Number(m[1]) : Number(wall.toFixed(2)),
    peakMB: m ? Math.round(Number(m[2]) / 1024) : null,
    cpuSeconds: m ? Number((Number(m[3]) + Number(m[4])).toFixed(2)) : null,
    load,
    outcome: r.status === 0 ? 'built' : (error?.trim().slice(0, 160) ?? `exit ${r.status}`),
  };
}

/** Build with each input whose name contains `only` (all by default). */
export async function benchHostile(only = '') {
  const tmp = path.join(repo, 'test/tmp');
  await mkdir(tmp, { recursive: true });
  const results = [];
  for (const input of HOSTILE_INPUTS.filter((i) => i.name.includes(only))) {
    const dir = await mkdtemp(path.join(tmp, 'hostile-'));
    await cp(path.join(repo, 'test/fixtures/basic'), dir, { recursive: true });
    for (const [i, body] of input.pages.entries()) await writeFile(path.join(dir, `content/guide/hostile-${i}.md`), `---\ntitle: Hostile ${i}\n---\n\n${body}`);
    const r = build(dir);
    results.push({ name: input.name, ...r, withinBudget: r.seconds <= HOSTILE_BUDGET.seconds && (r.peakMB ?? 0) <= HOSTILE_BUDGET.peakMB });
    await rm(dir, { recursive: true, force: true });
  }
  return results;
}

export function hostileReport(results) {
  return [
    `Each input added to the basic fixture and built once (\`build --no-cache\`); budget ${HOSTILE_BUDGET.seconds} s and ${HOSTILE_BUDGET.peakMB} MB for the whole build.`,
    '',
    '| hostile input | result | time | CPU time (user + system) | peak memory | load average at start | within budget |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...results.map(
      (r) => `| ${r.name} | ${r.outcome.replace(/\|/g, '\\|')} | ${r.seconds.toFixed(2)} s | ${r.cpuSeconds ?? '?'} s | ${r.peakMB ?? '?'} MB | ${r.load} | ${r.withinBudget ? 'yes' : 'no'} |`,
    ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(hostileReport(await benchHostile(process.argv[2])).join('\n'));
}
