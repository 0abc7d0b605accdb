// How many compile workers a build starts: one for a run of little markdown,
// every one the pool may have for a large run, and one started ahead by
// bin/ctfdocs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { READS_NOTHING } from '../util/read-roots.ts';
import { markdownConfigSchema } from '../schemas/markdown.ts';
import type { CompileJob, WorkerInit } from './compile-parallel.ts';
import { CompileWorkers, PARALLEL_THRESHOLD_BYTES } from './compile-pool.ts';
import { LARGE_PAGE_BYTES } from './page-budget.ts';
import { markdownOptions } from './options.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const init: WorkerInit = { routes: [], baseUrl: '/', markdown: markdownOptions(markdownConfigSchema.parse({})), readRules: { ...READS_NOTHING, roots: ['/site'] } };

/** `count` pages of `size` bytes each, quick to compile: a heading and a fenced block of plain text. */
function pages(count: number, size: number): CompileJob[] {
  return Array.from({ length: count }, (_, id) => {
    const head = `## Page ${id}\n\n\`\`\`\n`;
    const tail = '```\n';
    const line = 'plain text line\n';
    const body = head + line.repeat(Math.ceil((size - head.length - tail.length) / line.length)) + tail;
    return { id, body, file: `content/docs/p${id}.md`, absPath: `/site/content/docs/p${id}.md`, lineOffset: 1, tocMin: 2, tocMax: 3 };
  });
}
const bytes = (jobs: CompileJob[]) => jobs.reduce((n, j) => n + j.body.length, 0);

/** The number of workers the pool ran `jobs` on (it keeps them until closed), and the headings it compiled. */
async function workersFor(jobs: CompileJob[], size: number): Promise<{ running: number; headings: string[] }> {
  const pool = new CompileWorkers({ size });
  const headings: string[] = new Array(jobs.length);
  try {
    await pool.compile(jobs, init, (id, compiled) => {
      headings[id] = compiled.toc[0]?.text;
    });
    return { running: pool.running, headings };
  } finally {
    await pool.close();
  }
}

describe('CompileWorkers, how many workers a run starts', () => {
  it('compiles a site of 170 pages and 600 KB, as the bench corpus, on one worker of the two it may start', async () => {
    const jobs = pages(170, 3_600);
    expect(bytes(jobs)).toBeGreaterThan(600_000);
    const { running, headings } = await workersFor(jobs, 2);
    expect(running).toBe(1);
    expect(headings).toEqual(jobs.map((j) => `Page ${j.id}`));
  });

  it('spreads a run of PARALLEL_THRESHOLD_BYTES over every worker', async () => {
    // Pages under LARGE_PAGE_BYTES, which would go one at a time.
    const size = LARGE_PAGE_BYTES - 1_024;
    const large = pages(Math.ceil(PARALLEL_THRESHOLD_BYTES / size), size);
    expect(bytes(large)).toBeGreaterThanOrEqual(PARALLEL_THRESHOLD_BYTES);
    const spread = await workersFor(large, 3);
    expect(spread.running).toBe(3);
    expect(spread.headings).toEqual(large.map((j) => `Page ${j.id}`));
  });
});

describe('bin/ctfdocs, the compile worker it starts before the CLI loads', () => {
  const launch = import(new URL('../../../../bin/launch.mjs', import.meta.url).href) as Promise<{
    earlyCompileWorkers(distDir: string, argv: string[], codeVersion: string, cwd: string): Worker[];
    holdsMarkdown(dir: string, bytes: number): boolean;
    WARM_UP_MIN_BYTES: number;
  }>;
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ctfdocs-early-workers-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('starts one worker for build and check, none for serve, none when this ctfdocs wrote the compile cache', async () => {
    const { earlyCompileWorkers } = await launch;
    const site = folder();
    // The entries beside these sources are where a bundle would have them.
    const started = (args: string[]) => earlyCompileWorkers(here, ['node', 'ctfdocs', ...args], 'v1', site);
    const workers = [...started(['build']), ...started(['check', '--format', 'json'])];
    try {
      expect(workers).toHaveLength(2);
      expect(started(['serve'])).toEqual([]);
      mkdirSync(path.join(site, '.ctfdocs-cache/markdown'), { recursive: true });
      writeFileSync(path.join(site, '.ctfdocs-cache/markdown/code-version'), 'v1');
      expect(started(['build'])).toEqual([]);
      const again = started(['build', '--no-cache']);
      workers.push(...again);
      expect(again).toHaveLength(1);
    } finally {
      await Promise.all(workers.map((w) => w.terminate()));
    }
  });

  it("tells a small site from one whose markdown pays for the worker's warm-up, counting no markdown of build/, node_modules or dot-folders", async () => {
    const { holdsMarkdown, WARM_UP_MIN_BYTES } = await launch;
    expect(holdsMarkdown(path.join(repoRoot, 'test/fixtures/basic'), WARM_UP_MIN_BYTES)).toBe(false);
    expect(holdsMarkdown(path.join(repoRoot, 'content'), WARM_UP_MIN_BYTES)).toBe(true);
    const site = folder();
    const half = 'x'.repeat(WARM_UP_MIN_BYTES / 2);
    for (const rel of ['build/docs/a.md', 'node_modules/pkg/README.md', '.cache/b.md', 'content/docs/c.txt']) {
      mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
      writeFileSync(path.join(site, rel), half + half);
    }
    mkdirSync(path.join(site, 'content/docs/guide'), { recursive: true });
    writeFileSync(path.join(site, 'content/docs/guide/one.md'), half);
    expect(holdsMarkdown(site, WARM_UP_MIN_BYTES)).toBe(false);
    writeFileSync(path.join(site, 'content/docs/two.mdx'), half);
    expect(holdsMarkdown(site, WARM_UP_MIN_BYTES)).toBe(true);
  });
});
