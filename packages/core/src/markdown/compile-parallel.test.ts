import { READS_NOTHING } from '../util/read-roots.ts';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { toHtml } from 'hast-util-to-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownCompiler, type MarkdownCompiler } from './compile.ts';
import { markdownConfigSchema } from '../config/schema.ts';
import { markdownOptions } from './options.ts';
import { compileAll, type CompileJob } from './compile-parallel.ts';
import { GUARDED_BYTES } from './compile-guarded.ts';

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
  compiler,
  routes,
  baseUrl: '/',
  markdown: markdownOptions(markdownConfigSchema.parse({})),
  readRules: { ...READS_NOTHING, roots: ['/site'] },
  resolveMarkdown: (abs: string) => routes.get(abs),
  addAsset: () => undefined,
  ...extra,
});
const summary = (r: Awaited<ReturnType<typeof compileAll>>) => r.map((c) => [c.toc[0]?.text, c.links.map((l) => l.url), toHtml(c.hast).length]);

describe('compileAll', () => {
  it('gives the same results, in job order, on worker threads as on the main thread', async () => {
    const local = await compileAll(jobs, options({ workers: 0 }));
    const threaded = await compileAll(jobs, options({ workers: 2 }));
    expect(local.map((c) => c.toc[0]?.text)).toEqual(jobs.map((j) => `Part ${j.id}`));
    expect(local[3].links.map((l) => l.url)).toEqual(['/docs/other']);
    expect(summary(threaded)).toEqual(summary(local));
  });

  it('takes over workers started early by bin/ctfdocs, even for a small site, and stops them', async () => {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url));
    worker.unref();
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    // The entries beside these sources are where a bundle would have them.
    const bundle = { dir: path.dirname(fileURLToPath(import.meta.url)), compileWorkers: [worker] };
    const results = await compileAll(jobs, options({ bundle }));
    expect(bundle.compileWorkers).toEqual([]);
    expect(summary(results)).toEqual(summary(await compileAll(jobs, options({ workers: 0 }))));
    await exited;
  });
});

describe('compileAll with a highlight cache', () => {
  it('keeps the blocks highlighted on this thread and on the workers', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'ctfdocs-parallel-highlight-')), 'highlight');
    try {
      const coded = (thread: string) => jobs.map((j) => ({ ...j, body: `${j.body}\n\`\`\`js\nconst ${thread}${j.id} = ${j.id};\n\`\`\`\n` }));
      const entries = () => readdirSync(dir).filter((n) => n.endsWith('.json')).length;
      await compileAll(coded('local'), options({ workers: 0, highlightCache: { dir, version: 'v1' } }));
      expect(entries()).toBe(jobs.length);
      await compileAll(coded('threaded'), options({ workers: 2, highlightCache: { dir, version: 'v1' } }));
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
    expect(large.every((j) => j.body.length >= GUARDED_BYTES)).toBe(true);
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

  it('after a page is stopped, compiles no further large page (the build has failed) and names the stopped page in their errors', async () => {
    const slow = [0, 1, 2].map((id) => page(id, 'a~ '.repeat(40_000)));
    const results = await compileAll([...slow, ...jobs.map((j) => ({ ...j, id: j.id + 3 }))], options({ budget: { ms: 300, mb: 1024 } }));
    expect(results[0].diagnostics).toEqual([expect.objectContaining({ code: 'markdown/budget', message: expect.stringContaining('more than 0.3 s of CPU time') })]);
    for (const r of results.slice(1, 3))
      expect(r.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'markdown/budget', message: expect.stringContaining('already failed on content/docs/big-0.md') })]);
    expect(results[3].toc[0].text).toBe('Part 0');
  });

  it('stops a page that needs more memory than its budget, naming its file', async () => {
    const huge = page(0, '|1|2|\n|-|-|\n' + '|1|2|\n'.repeat(150_000));
    const [result] = await compileAll([huge], options({ budget: { ms: 120_000, mb: 96 } }));
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'markdown/budget', file: 'content/docs/big-0.md' })]);
  });
});
