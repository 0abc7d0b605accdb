// serve keeps rendered pages between rebuilds; a save must still show
// everywhere it matters and nowhere else.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { CompileWorkers } from '@ctfdocs/core';
import { buildSite, createBuildCache } from '@ctfdocs/renderer';
import { copyFixture, edit, write } from '../helpers/fixture.ts';
import { PNG } from '../helpers/images.ts';

type Built = Awaited<ReturnType<typeof buildSite>>;

/** Builds `dir` as serve rebuilds it: in memory, keeping the build cache and the compile workers from one build to the next. */
function rebuilder(dir: string): () => Promise<Built> {
  const cache = createBuildCache();
  const workers = new CompileWorkers();
  onTestFinished(() => workers.close());
  return async () => {
    const r = await buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: `${dir}/build`, write: false, dev: true, workers, cache });
    return r;
  };
}

/** The text of one built file, if the build made it. */
function text(r: Built, file: string): string | undefined {
  const out = r.files.get(file);
  return out && 'contents' in out ? String(out.contents) : undefined;
}

test('a rebuild re-renders what changed and reuses the rest', async () => {
  const dir = await copyFixture('basic');
  const rebuild = rebuilder(dir);
  const build = async () => {
    const r = await rebuild();
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    return new Map(r.routes.map((p) => [p.route, text(r, p.file)]));
  };
  const first = await build();
  const again = await build();
  for (const [route, html] of first) expect(again.get(route), route).toBe(html);

  // A React page: its module changes, so its HTML does; the docs stay as they were.
  await edit(dir, 'site/pages/index.tsx', (s) => s.replace('Fixture home</h1>', 'Welcome back</h1>'));
  const afterPage = await build();
  expect(afterPage.get('/')).toContain('Welcome back');
  expect(afterPage.get('/guide/intro')).toBe(first.get('/guide/intro'));

  // A doc: its own page changes.
  await edit(dir, 'content/guide/intro.md', (s) => `${s}\n\nA sentence added while serving.\n`);
  const afterDoc = await build();
  expect(afterDoc.get('/guide/intro')).toContain('A sentence added while serving.');
  expect(afterDoc.get('/')).toBe(afterPage.get('/'));

  // The shell: every page and the not-found page follow.
  await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('title: Fixture Docs', 'title: Renamed Docs'));
  const afterShell = await build();
  for (const route of ['/', '/guide/intro', '/404']) expect(afterShell.get(route), route).toContain('Renamed Docs');
});

test("an API reference's descriptions follow each rebuild: their problems, their links' routes and their images", async () => {
  const dir = await copyFixture('basic');
  await edit(dir, 'site/ctfdocs.config.yaml', (s) => `${s}\napiReferences:\n  - route: /api\n    title: Lab API\n    spec: ../specs/lab.yaml\n`);
  const description = 'See [the introduction](../content/guide/intro.md).\\n\\n![Flow](./flow.png)\\n\\n![Gone](./missing.png)';
  await write(dir, 'specs/lab.yaml', `openapi: 3.0.3\ninfo:\n  title: Lab\n  version: '1'\n  description: "${description}"\npaths: {}\n`);
  await writeFile(path.join(dir, 'specs/flow.png'), PNG);
  const rebuild = rebuilder(dir);
  const build = async () => {
    const r = await rebuild();
    const images = [...r.files.keys()].filter((f) => f.startsWith('assets/images/flow.'));
    return { html: text(r, 'api.html') ?? '', images, problems: r.diagnostics.map((d) => d.message) };
  };
  const first = await build();
  expect(first.html).toContain('href="/guide/intro"');
  expect(first.images).toHaveLength(1);
  expect(first.problems).toContain('Image not found: ./missing.png');

  // The doc moves: every route is resolved again, the description's link included.
  await edit(dir, 'content/guide/intro.md', (s) => s.replace('title: Introduction', 'title: Introduction\nslug: /start'));
  const moved = await build();
  expect(moved.html).toContain('href="/guide/start"');
  expect(moved.images).toEqual(first.images);
  expect(moved.problems).toContain('Image not found: ./missing.png');

  // Nothing changes: the same again.
  expect(await build()).toEqual(moved);
});

test("a reused API reference page keeps its operations' details files, and an edited operation gets a new one", async () => {
  const dir = await copyFixture('basic');
  await edit(dir, 'site/ctfdocs.config.yaml', (s) => `${s}\napiReferences:\n  - route: /api\n    title: Lab API\n    spec: ../specs/lab.yaml\n    detailsOnExpand: true\n`);
  const spec = (summary: string) =>
    `openapi: 3.0.3\ninfo:\n  title: Lab\n  version: '1'\npaths:\n  /crews:\n    get:\n      operationId: listCrews\n      summary: ${summary}\n      responses:\n        '200':\n          description: The crews.\n`;
  await write(dir, 'specs/lab.yaml', spec('List crews'));
  const rebuild = rebuilder(dir);
  const build = async () => {
    const r = await rebuild();
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = text(r, 'api.html') ?? '';
    const link = /class="api-operation-more-link" href="\/([^"]+)"/.exec(html)?.[1];
    return { html, link, details: link ? text(r, link) : undefined };
  };
  const first = await build();
  expect(first.details).toContain('The crews.');
  const again = await build();
  expect(again.html).toBe(first.html);
  expect(again.details).toBe(first.details);
  await write(dir, 'specs/lab.yaml', spec('List crews').replace('The crews.', 'Every crew.'));
  const edited = await build();
  expect(edited.link).not.toBe(first.link);
  expect(edited.details).toContain('Every crew.');
});
