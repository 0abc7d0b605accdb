import { READS_NOTHING } from '../util/read-roots.ts';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { toHtml } from 'hast-util-to-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownCompiler, type MarkdownCompiler } from './compile.ts';
import { markdownConfigSchema } from '../schemas/markdown.ts';
import { markdownOptions } from './options.ts';
import { compileAll, type CompileJob } from './compile-parallel.ts';
import { CompileWorkers, YOUNG_GENERATION_MB } from './compile-pool.ts';
import { AFTER_FAILURE_MS, LARGE_PAGE_BYTES, PAGE_BUDGET } from './page-budget.ts';

let compiler: MarkdownCompiler;
beforeAll(async () => {
  compiler = await createMarkdownCompiler();
});

const jobs: CompileJob[] = Array.from({ length: 12 }, (_, id) => ({
  id,
  body: `## Part ${id}\n\nSee [the other page](./other.md) and \`code ${id}\`.\n`,
  file: `content/docs/p${id}.md`,
  absPath: `/site/content/docs/p${id}.md`,
  lineOffset: 1,
  tocMin: 2,
  tocMax: 3,
}));
const routes = new Map([['/site/content/docs/other.md', '/docs/other']]);
const options = (extra: object = {}) => ({
  routes,
  baseUrl: '/',
  markdown: markdownOptions(markdownConfigSchema.parse({})),
  readRules: { ...READS_NOTHING, roots: ['/site'] },
  ...extra,
});
const summary = (r: Awaited<ReturnType<typeof compileAll>>) => r.map((c) => [c.toc[0]?.text, c.links.map((l) => l.url), toHtml(c.hast).length]);

describe('compileAll', () => {
  it('gives the results of the pipeline, in job order, on one worker thread or several', async () => {
    await compiler.prepare(jobs.map((j) => j.body));
    const here = await Promise.all(jobs.map((j) => compiler.compile({ ...j, resolveMarkdown: (abs) => routes.get(abs), addAsset: () => undefined })));
    const one = await compileAll(jobs, options({ size: 1 }));
    const two = await compileAll(jobs, options({ size: 2 }));
    expect(one.map((c) => c.toc[0]?.text)).toEqual(jobs.map((j) => `Part ${j.id}`));
    expect(one[3].links.map((l) => l.url)).toEqual(['/docs/other']);
    expect(summary(one)).toEqual(summary(here));
    expect(summary(two)).toEqual(summary(here));
  });

  it('is given workers by bin/ctfdocs with the heap limits of the pool', async () => {
    const launch = (await import(new URL('../../../../bin/launch.mjs', import.meta.url).href)) as { WORKER_LIMITS: object };
    expect(launch.WORKER_LIMITS).toEqual({ maxOldGenerationSizeMb: PAGE_BUDGET.mb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB });
  });

  it("takes over workers started early by bin/ctfdocs with the budget's heap limit, even for a small site, and stops them", async () => {
    const early = (mb: number) => {
      const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: mb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
      worker.unref();
      let pages = 0;
      worker.on('message', (m: { type: string }) => (pages += m.type === 'done' ? 1 : 0));
      return { worker, pages: () => pages, exited: new Promise((resolve) => worker.once('exit', resolve)) };
    };
    // One started with another heap limit cannot hold the budget: it is stopped, not used.
    const [other, taken] = [early(PAGE_BUDGET.mb * 2), early(PAGE_BUDGET.mb)];
    // The entries beside these sources are where a bundle would have them.
    const bundle = { dir: path.dirname(fileURLToPath(import.meta.url)), compileWorkers: [other.worker, taken.worker] };
    const results = await compileAll(jobs, options({ bundle }));
    expect(bundle.compileWorkers).toEqual([]);
    expect(summary(results)).toEqual(summary(await compileAll(jobs, options())));
    await Promise.all([other.exited, taken.exited]);
    expect([other.pages(), taken.pages()]).toEqual([0, jobs.length]);
  });
});

describe('CompileWorkers', () => {
  it('keeps its workers between runs, and lets idle ones go down to a count', async () => {
    const pool = new CompileWorkers({ size: 2 });
    try {
      pool.start(2);
      expect(pool.running).toBe(2);
      const first = await compileAll(jobs, options({ workers: pool }));
      expect(pool.running).toBe(2);
      pool.keep(1);
      expect(pool.running).toBe(1);
      expect(summary(await compileAll(jobs, options({ workers: pool })))).toEqual(summary(first));
    } finally {
      await pool.close();
    }
    expect(pool.running).toBe(0);
  });
});

describe('compileAll with a highlight cache', () => {
  it('keeps the blocks highlighted on one worker and on several', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'ctfdocs-parallel-highlight-')), 'highlight');
    try {
      const coded = (thread: string) => jobs.map((j) => ({ ...j, body: `${j.body}\n\`\`\`js\nconst ${thread}${j.id} = ${j.id};\n\`\`\`\n` }));
      const entries = () => readdirSync(dir).filter((n) => n.endsWith('.json')).length;
      await compileAll(coded('one'), options({ size: 1, highlightCache: { dir, version: 'v1' } }));
      expect(entries()).toBe(jobs.length);
      await compileAll(coded('two'), options({ size: 2, highlightCache: { dir, version: 'v1' } }));
      expect(entries()).toBe(2 * jobs.length);
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });
});

describe('compileAll under a page budget', () => {
  const page = (id: number, body: string): CompileJob => ({ id, body, file: `content/docs/big-${id}.md`, absPath: `/site/content/docs/big-${id}.md`, lineOffset: 1, tocMin: 2, tocMax: 3 });
  const tableRows = (n: number) => `| name | value |\n| --- | --- |\n${Array.from({ length: n }, (_, i) => `| row ${i} | **${i}** |`).join('\n')}\n`;

  it('compiles large real pages (a long table, many footnotes, a long list) within the default budget', async () => {
    const large = [
      page(0, tableRows(2_000)),
      page(1, Array.from({ length: 1_000 }, (_, i) => `Claim ${i}.[^n${i}]`).join('\n\n') + '\n\n' + Array.from({ length: 1_000 }, (_, i) => `[^n${i}]: Source ${i}.`).join('\n') + '\n'),
      page(2, Array.from({ length: 1_500 }, (_, i) => `- [Entry ${i}](https://example.com/${i}) — *note*`).join('\n') + '\n'),
    ];
    expect(large.every((j) => j.body.length >= LARGE_PAGE_BYTES)).toBe(true);
    const results = await compileAll([...large, ...jobs.map((j) => ({ ...j, id: j.id + 3 }))], options());
    expect(results.flatMap((r) => r.diagnostics)).toEqual([]);
    expect(toHtml(results[0].hast)).toContain('<td>row 1999</td>');
    expect(toHtml(results[1].hast)).toContain('id="user-content-fn-n999"');
    expect(results[3].toc[0].text).toBe('Part 0');
  });

  it('stops a page that runs over its time budget, names its file, and compiles the pages after it', async () => {
    const slow = page(0, 'a~ '.repeat(40_000));
    const after = page(1, tableRows(2_000));
    const results = await compileAll([slow, after, ...jobs.map((j) => ({ ...j, id: j.id + 2 }))], options({ budget: { ms: 300, mb: 1024 } }));
    expect(results[0].diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'markdown/budget', file: 'content/docs/big-0.md', message: expect.stringContaining('more than 0.3 s of CPU time') }),
    ]);
    expect(results[0].hast.children).toEqual([]);
    expect(results[2].toc[0].text).toBe('Part 0');
  });

  it('after a page is stopped, gives every page compiled after it in that run a budget of 1 s at most, naming the stopped page', async () => {
    const slow = [0, 1, 2].map((id) => page(id, 'a~ '.repeat(40_000)));
    const results = await compileAll([...slow, ...jobs.map((j) => ({ ...j, id: j.id + 3 }))], options({ budget: { ms: 300, mb: 1024 } }));
    const stopped = results.slice(0, 3).map((r) => r.diagnostics);
    const first = stopped.findIndex((d) => !d[0].message.includes('after'));
    expect(stopped[first]).toEqual([expect.objectContaining({ code: 'markdown/budget', message: expect.stringContaining('more than 0.3 s of CPU time;') })]);
    for (const d of stopped.filter((_, i) => i !== first))
      expect(d).toEqual([expect.objectContaining({ severity: 'error', code: 'markdown/budget', message: expect.stringContaining(`after content/docs/big-${first}.md`) })]);
    expect(results[3].toc[0].text).toBe('Part 0');
  });

  it('stops the pages after a stopped one at 1 s of CPU time, however large the budget', { timeout: 60_000 }, async () => {
    const slow = [0, 1].map((id) => page(id, 'a~ '.repeat(40_000)));
    const results = await compileAll(slow, options({ budget: { ms: 2_000, mb: 1024 }, size: 1 }));
    expect(results[0].diagnostics).toEqual([expect.objectContaining({ message: expect.stringContaining('more than 2 s of CPU time;') })]);
    expect(results[1].diagnostics).toEqual([
      expect.objectContaining({ message: expect.stringContaining(`more than ${AFTER_FAILURE_MS / 1000} s of CPU time (the budget of a page compiled after content/docs/big-0.md`) }),
    ]);
  });

  it('stops a small page that runs over its time budget: every page is budgeted, whatever its size', async () => {
    // 5 KB: a table header of 800 columns over 800 one-cell rows, each padded to 800 cells (about 1 s of CPU time).
    const slow = page(0, `|${'a|'.repeat(800)}\n|${'-|'.repeat(800)}\n${'x\n'.repeat(800)}`);
    expect(slow.body.length).toBeLessThan(32 * 1024);
    const results = await compileAll([slow, ...jobs.map((j) => ({ ...j, id: j.id + 1 }))], options({ budget: { ms: 300, mb: 1024 } }));
    expect(results[0].diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'markdown/budget', file: 'content/docs/big-0.md', message: expect.stringContaining('more than 0.3 s of CPU time') }),
    ]);
    expect(results.slice(1).map((r) => r.toc[0]?.text)).toEqual(jobs.map((j) => `Part ${j.id}`));
  });

  it('stops a small page that needs more memory than its budget, naming its file', async () => {
    // 12 KB: a table header of 2,000 columns and 2,000 one-cell rows, each padded to 2,000 cells (about 1.5 GB of heap).
    const hungry = page(0, `|${'a|'.repeat(2_000)}\n|${'-|'.repeat(2_000)}\n${'x\n'.repeat(2_000)}`);
    expect(hungry.body.length).toBeLessThan(32 * 1024);
    const [result, after] = await compileAll([hungry, jobs[1]], options({ budget: { ms: 120_000, mb: 256 } }));
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'markdown/budget', file: 'content/docs/big-0.md', message: expect.stringContaining('more than 256 MB') })]);
    expect(after.toc[0].text).toBe('Part 1');
  });

  it('stops pages over a small memory budget with its error, and the process goes on', async () => {
    // With the workers' semi-spaces at 64 MB, V8 ended the whole process here
    // (FATAL ERROR: Reached heap limit) instead of Node stopping the worker,
    // in one run of this page out of three: five runs, each on a new worker.
    const hungry = page(0, `|${'a|'.repeat(2_000)}\n|${'-|'.repeat(2_000)}\n${'x\n'.repeat(2_000)}`);
    for (let run = 0; run < 5; run++) {
      const [result] = await compileAll([hungry], options({ budget: { ms: 120_000, mb: 64 } }));
      expect(result.diagnostics).toEqual([expect.objectContaining({ code: 'markdown/budget', message: expect.stringContaining('more than 64 MB') })]);
    }
  });

  it('stops a page that needs more memory than its budget, naming its file', async () => {
    const huge = page(0, '|1|2|\n|-|-|\n' + '|1|2|\n'.repeat(150_000));
    const [result] = await compileAll([huge], options({ budget: { ms: 120_000, mb: 96 } }));
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'markdown/budget', file: 'content/docs/big-0.md' })]);
  });
});
