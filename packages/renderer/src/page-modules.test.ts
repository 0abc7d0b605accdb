import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { loadPageModules } from './page-modules.ts';

// Inside the repository, so that the compiled pages resolve react from its node_modules.
const repoTmp = path.resolve(fileURLToPath(import.meta.url), '../../../../test/tmp');

async function siteWith(files: Record<string, string>): Promise<string> {
  await mkdir(repoTmp, { recursive: true });
  const root = await mkdtemp(path.join(repoTmp, 'pages-'));
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), text);
  }
  return root;
}

test('compiles a TSX page with its relative imports and loads it', async () => {
  const root = await siteWith({
    'site/pages/hello.tsx': "import { greeting } from './parts/greeting.ts';\nexport const meta = { title: 'Hi' };\nexport default function Hello() { return <p className=\"x\">{greeting}</p>; }\n",
    'site/pages/parts/greeting.ts': "export const greeting: string = 'Hello from a page';\n",
  });
  const file = path.join(root, 'site/pages/hello.tsx');
  const { modules, diagnostics } = await loadPageModules({ reactPages: [file] }, root);
  // Nothing wrong; the notice a reviewer gets, naming what the page brings in.
  expect(diagnostics).toEqual([
    expect.objectContaining({
      severity: 'notice',
      code: 'build/runs-code',
      file: 'site/pages/hello.tsx',
      line: 1,
      message: 'React page runs code at build time; it imports site/pages/parts/greeting.ts',
    }),
  ]);
  const mod = modules.get(file)!;
  expect(mod.meta).toEqual({ title: 'Hi' });
  expect(renderToString(createElement(mod.default, { site: {} as never }))).toBe('<p class="x">Hello from a page</p>');
});

test('an edited page is a new module', async () => {
  const root = await siteWith({ 'site/pages/a.tsx': 'export default function A() { return <b>one</b>; }\n' });
  const file = path.join(root, 'site/pages/a.tsx');
  const first = (await loadPageModules({ reactPages: [file] }, root)).modules.get(file)!;
  await writeFile(file, 'export default function A() { return <b>two</b>; }\n');
  const second = (await loadPageModules({ reactPages: [file] }, root)).modules.get(file)!;
  expect(renderToString(createElement(first.default, { site: {} as never }))).toBe('<b>one</b>');
  expect(renderToString(createElement(second.default, { site: {} as never }))).toBe('<b>two</b>');
});

test('a syntax error names the page file, line and column', async () => {
  const root = await siteWith({ 'site/pages/broken.tsx': 'export default function B() {\n  return <div>;\n}\n' });
  const { modules, diagnostics } = await loadPageModules({ reactPages: [path.join(root, 'site/pages/broken.tsx')] }, root);
  expect(modules.size).toBe(0);
  expect(diagnostics[0]).toMatchObject({ severity: 'error', code: 'page/compile', file: 'site/pages/broken.tsx', line: 3 });
  expect(diagnostics[0].message).toMatch(/React page could not be compiled/);
});

test('a page that throws while loading is reported with its file', async () => {
  const root = await siteWith({ 'site/pages/throws.tsx': "throw new Error('boom at load');\nexport default function T() { return null; }\n" });
  const { diagnostics } = await loadPageModules({ reactPages: [path.join(root, 'site/pages/throws.tsx')] }, root);
  expect(diagnostics.filter((d) => d.severity !== 'notice')).toEqual([
    expect.objectContaining({ code: 'page/import', file: 'site/pages/throws.tsx', message: expect.stringContaining('boom at load') }),
  ]);
});

test('removes the modules of earlier versions of pages, but not one written in the last hour', async () => {
  const root = await siteWith({ 'site/pages/a.tsx': 'export default function A() { return <b>one</b>; }\n' });
  const file = path.join(root, 'site/pages/a.tsx');
  const dir = path.join(root, '.ctfdocs-cache/pages');
  await loadPageModules({ reactPages: [file] }, root);
  const [first] = await readdir(dir);
  const recent = path.join(dir, 'other-RECENT.mjs');
  await writeFile(recent, 'export default null;\n');
  // The first version is two hours old when the page is edited.
  const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
  await utimes(path.join(dir, first), old, old);
  await writeFile(file, 'export default function A() { return <b>two</b>; }\n');
  await loadPageModules({ reactPages: [file] }, root);
  const left = await readdir(dir);
  expect(left).toHaveLength(2);
  expect(left).not.toContain(first);
  expect(left).toContain('other-RECENT.mjs');
});
