// File names and text that URLs and titles cannot carry as they are.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load.ts';
import { createMarkdownCompiler } from '../markdown/compile.ts';
import { loadContent } from './load.ts';
import { splitFrontMatter } from './frontmatter.ts';

const basic = path.resolve(fileURLToPath(import.meta.url), '../../../../../test/fixtures/basic');
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-names-'));
  await cp(basic, dir, { recursive: true });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function graph() {
  const { config } = await loadConfig(dir, 'site/ctfdocs.config.yaml');
  return loadContent(config!, { rootDir: dir, includeDrafts: false });
}

describe('file names a URL cannot hold', () => {
  it('refuses each page whose file name has #, ?, %, \\ or a control character, naming the file, and keeps the others', async () => {
    const names = ['a#b.md', 'q?x.md', 'sp%20ace.md', 'pct%zz.md', 'back\\slash.md', 'tab\tname.md'];
    for (const n of names) await writeFile(path.join(dir, 'content/guide', n), '---\ntitle: Odd\n---\n\nText.\n');
    await writeFile(path.join(dir, 'content/guide/slugged.md'), '---\ntitle: Slugged\nslug: /guide/a#b\n---\n\nText.\n');
    const g = await graph();
    const refused = g.diagnostics.filter((d) => d.code === 'content/unsafe-route');
    expect(refused.map((d) => d.file).sort()).toEqual([...names.map((n) => `content/guide/${n}`), 'content/guide/slugged.md'].sort());
    expect(refused.every((d) => d.severity === 'error' && d.hint)).toBe(true);
    expect(refused.find((d) => d.file === 'content/guide/tab\tname.md')?.message).toContain('U+0009');
    expect(refused.find((d) => d.file === 'content/guide/slugged.md')?.message).toContain('slug');
    const routes = g.instances[0].docs.map((d) => d.route);
    expect(routes).toContain('/guide/intro');
    expect(routes.some((r) => /[#?%\\\t]/.test(r))).toBe(false);
    for (const n of [...names, 'slugged.md']) await rm(path.join(dir, 'content/guide', n));
  });
});

describe('file names and ids that make a "." or ".." route segment', () => {
  it('reads no ..md or ...md (dotfiles are never content: each is named in a warning) and refuses an id of "..", naming the file, so no page gets the route /guide/. or /guide/..', async () => {
    await writeFile(path.join(dir, 'content/guide/..md'), '---\ntitle: Dot\n---\n\nText.\n');
    await writeFile(path.join(dir, 'content/guide/...md'), '---\ntitle: Dots\n---\n\nText.\n');
    await writeFile(path.join(dir, 'content/guide/up.md'), '---\ntitle: Up\nid: ..\n---\n\nText.\n');
    try {
      const g = await graph();
      const refused = g.diagnostics.filter((d) => d.code === 'content/unsafe-route');
      expect(refused.map((d) => d.file)).toEqual(['content/guide/up.md']);
      expect(refused[0].message).toBe('The route "/guide/.." made from this page\'s id has a "." or ".." segment, which browsers resolve away: it would be the URL of another page');
      expect(refused[0].hint).toContain('id');
      expect(g.instances[0].docs.map((d) => d.source).filter((s) => s.includes('/.'))).toEqual([]);
      const hidden = g.diagnostics.filter((d) => d.code === 'content/hidden-page');
      expect(hidden.map((d) => [d.severity, d.file]).sort()).toEqual([
        ['warning', 'content/guide/...md'],
        ['warning', 'content/guide/..md'],
      ]);
      expect(g.instances[0].docs.map((d) => d.route).filter((r) => /\/\.\.?$/.test(r))).toEqual([]);
    } finally {
      for (const n of ['..md', '...md', 'up.md']) await rm(path.join(dir, 'content/guide', n));
    }
  });
});

describe('control characters in titles', () => {
  it('never carries a NUL from a heading into the title, the sidebar label or the compiled title', async () => {
    await writeFile(path.join(dir, 'content/guide/nul.md'), '# Before\u0000After\n\nText.\n');
    const doc = (await graph()).instances[0].docs.find((d) => d.id === 'nul')!;
    expect(doc.title).toBe('Before\uFFFDAfter');
    expect(doc.sidebarLabel).toBe('Before\uFFFDAfter');
    const compiled = await (await createMarkdownCompiler()).compile({
      body: doc.body,
      file: doc.source,
      absPath: path.join(dir, doc.source),
      lineOffset: 1,
      tocMin: 2,
      tocMax: 3,
      resolveMarkdown: () => undefined,
      addAsset: () => undefined,
    });
    expect(compiled.title).not.toContain('\u0000');
    await rm(path.join(dir, 'content/guide/nul.md'));
  });
});

describe('line endings', () => {
  it('reads front matter whose lines end in CR alone, with the body on the right line', () => {
    const split = splitFrontMatter('---\rtitle: Old Mac\rsidebar_position: 3\r---\r\rBody text.\r', 'content/guide/mac.md');
    expect(split.diagnostics).toEqual([]);
    expect(split.frontMatter).toMatchObject({ title: 'Old Mac', sidebar_position: 3 });
    expect(split.body).toBe('\nBody text.\n');
    expect(split.bodyLine).toBe(5);
  });
});

describe('extensions in upper case', () => {
  it('makes Page.MD and Notes.Mdx pages like page.md (none is skipped in silence), and warns that a .TSX page is not built', async () => {
    await writeFile(path.join(dir, 'content/guide/Shout.MD'), '# Shout\n\nText.\n');
    await writeFile(path.join(dir, 'content/guide/Notes.Mdx'), '# Notes\n\nText.\n');
    await writeFile(path.join(dir, 'site/pages/Loud.MD'), '# Loud\n\nText.\n');
    await writeFile(path.join(dir, 'site/pages/Widget.TSX'), 'export default function W() { return null; }\n');
    const g = await graph();
    const docs = g.instances[0].docs;
    expect(docs.filter((d) => /shout|notes/i.test(d.id)).map((d) => [d.id, d.route, d.source])).toEqual([
      ['Notes', '/guide/Notes', 'content/guide/Notes.Mdx'],
      ['Shout', '/guide/Shout', 'content/guide/Shout.MD'],
    ]);
    expect(g.pages.find((p) => p.source === 'site/pages/Loud.MD')).toMatchObject({ route: '/Loud', kind: 'md' });
    expect(g.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'content/extension-case', file: 'site/pages/Widget.TSX', hint: 'Rename it Widget.tsx.' })]);
    for (const f of ['content/guide/Shout.MD', 'content/guide/Notes.Mdx', 'site/pages/Loud.MD', 'site/pages/Widget.TSX']) await rm(path.join(dir, f));
  });
});
