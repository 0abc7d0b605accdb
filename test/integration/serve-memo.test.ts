// serve's memory is memos keyed by content (core's util/memo.ts): a save
// makes again only what the saved file went into, in every locale, and what a
// result reported comes back with it when it is reused.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { CompileWorkers, type MemoStats } from '@ctfdocs/core';
import { buildSite, createBuildCache, type BuildCache } from '@ctfdocs/renderer';
import { copyFixture, edit, write } from '../helpers/fixture.ts';
import { PNG } from '../helpers/images.ts';

type Built = Awaited<ReturnType<typeof buildSite>>;

/** Builds `dir` as serve rebuilds it, keeping the compile workers and telling each build which files changed since the last; each build must pass unless `failing`. */
function rebuilder(dir: string, { failing = false } = {}) {
  const cache = createBuildCache();
  const workers = new CompileWorkers();
  onTestFinished(() => workers.close());
  const build = async (changed?: string[]) => {
    const r = await buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: `${dir}/build`, write: false, dev: true, workers, cache, changed });
    if (!failing) expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    return r;
  };
  return { cache, build };
}

/** What a memo did during `run`: its hits and misses. */
async function counted(memos: Record<string, { stats: MemoStats }>, run: () => Promise<unknown>): Promise<Record<string, { hits: number; misses: number }>> {
  const before = Object.fromEntries(Object.entries(memos).map(([name, m]) => [name, { ...m.stats }]));
  await run();
  return Object.fromEntries(Object.entries(memos).map(([name, m]) => [name, { hits: m.stats.hits - before[name].hits, misses: m.stats.misses - before[name].misses }]));
}

const pageMemos = (cache: BuildCache) => ({ compiled: cache.core.compiled, rendered: cache.rendered.pages });

test('a rebuild after a save to one page compiles and renders that page alone', async () => {
  const dir = await copyFixture('basic');
  const { cache, build } = rebuilder(dir);
  const first = await build();
  const pages = first.routes.length;
  const again = await counted(pageMemos(cache), () => build());
  expect(again.compiled.misses).toBe(0);
  expect(again.rendered.misses).toBe(0);
  await edit(dir, 'content/guide/intro.md', (s) => `${s}\n\nA sentence added while serving.\n`);
  const saved = await counted(pageMemos(cache), () => build(['content/guide/intro.md']));
  expect(saved.compiled.misses).toBe(1);
  expect(saved.rendered.misses).toBe(1);
  // Every other page, and the not-found page, was taken from memory.
  expect(saved.rendered.hits).toBe(pages - 1);
});

test("in a site with two locales, a save renders the saved page in each locale, and keeps the rest of every locale's pages", async () => {
  const dir = await copyFixture('versioned');
  const { cache, build } = rebuilder(dir);
  const first = await build();
  // The current version's setup.md has no Arabic translation: the ar site shows the English page under /ar/.
  expect(first.routes.map((r) => r.route)).toContain('/ar/guide/next/setup');
  await build();
  await edit(dir, 'content/guide/setup.md', (s) => `${s}\n\nA sentence added while serving.\n`);
  const saved = await counted(pageMemos(cache), () => build(['content/guide/setup.md']));
  expect(saved.compiled.misses).toBe(2);
  expect(saved.rendered.misses).toBe(2);
  const html = (r: Built, file: string) => {
    const out = r.files.get(file);
    return out && 'contents' in out ? String(out.contents) : '';
  };
  const after = await build();
  expect(html(after, 'guide/next/setup.html')).toContain('A sentence added while serving.');
  expect(html(after, 'ar/guide/next/setup.html')).toContain('A sentence added while serving.');
});

test('what a reused result reported is reported by every build that reuses it', async () => {
  const dir = await copyFixture('basic');
  await edit(dir, 'content/guide/intro.md', (s) => `${s}\n\n![Gone](./missing.png)\n`);
  await edit(dir, 'site/ctfdocs.config.yaml', (s) => `${s}\napiReferences:\n  - route: /api\n    title: Lab API\n    spec: ../specs/lab.yaml\n`);
  await write(dir, 'specs/lab.yaml', `openapi: 3.0.3\ninfo:\n  title: Lab\n  version: '1'\n  description: "![Flow](./flow.png)\\n\\n![Lost](./lost.png)"\npaths: {}\n`);
  await writeFile(path.join(dir, 'specs/flow.png'), PNG);
  const { cache, build } = rebuilder(dir, { failing: true });
  const problems = (r: Built) =>
    r.diagnostics
      .filter((d) => d.severity !== 'notice')
      .map((d) => `${d.file}: ${d.message}`)
      .sort();
  const first = problems(await build());
  expect(first).toEqual(['content/guide/intro.md: Image not found: ./missing.png', 'specs/lab.yaml: Image not found: ./lost.png']);
  let again: string[] = [];
  const reused = await counted({ ...pageMemos(cache), described: cache.core.described }, async () => {
    again = problems(await build());
  });
  expect(reused.compiled.misses).toBe(0);
  expect(reused.described).toEqual({ hits: 1, misses: 0 });
  expect(again).toEqual(first);
});
