import { Worker } from 'node:worker_threads';
import { toHtml } from 'hast-util-to-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownCompiler, type MarkdownCompiler } from './compile.ts';
import { markdownConfigSchema } from '../config/schema.ts';
import { compileAll, type CompileJob } from './compile-parallel.ts';

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
const options = (extra: object = {}) => ({ compiler, routes, baseUrl: '/', markdown: markdownConfigSchema.parse({}), readRoots: ['/site'], resolveMarkdown: (abs: string) => routes.get(abs), addAsset: () => undefined, ...extra });
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
    const key = Symbol.for('ctfdocs.compile-workers');
    (globalThis as Record<symbol, unknown>)[key] = [worker];
    const results = await compileAll(jobs, options());
    expect((globalThis as Record<symbol, unknown>)[key]).toBeUndefined();
    expect(summary(results)).toEqual(summary(await compileAll(jobs, options({ workers: 0 }))));
    await exited;
  });
});
