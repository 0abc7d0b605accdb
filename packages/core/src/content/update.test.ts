import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load.ts';
import { loadContent } from './load.ts';
import { updateContent } from './update.ts';

const fixture = path.resolve(fileURLToPath(import.meta.url), '../../../../../test/fixtures/basic');
const INSTALL = 'content/guide/setup/install.md';
const OPTIONS = 'content/guide/reference/options.md';
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-update-'));
  await cp(fixture, root, { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function load() {
  const { config, file } = await loadConfig(root, 'site/ctfdocs.config.yaml');
  return loadContent(config!, { rootDir: root, includeDrafts: true, configFile: file });
}

async function edit(rel: string, fn: (s: string) => string) {
  const abs = path.join(root, rel);
  await writeFile(abs, fn(await readFile(abs, 'utf8')));
}

const docOf = (g: Awaited<ReturnType<typeof load>>, source: string) => g.instances[0].docs.find((d) => d.source === source);

describe('updateContent', () => {
  it('reads a body-only save again and keeps every other file of the graph as it was', async () => {
    const before = await load();
    await edit(INSTALL, (s) => s.replace('You need a computer.', 'You need a faster computer.'));
    const after = await updateContent(before, [INSTALL], root);
    expect(docOf(after!, INSTALL)?.body).toContain('You need a faster computer.');
    // Exactly what a whole load reads now, apart from the objects kept.
    expect(after).toEqual(await load());
    for (const doc of before.instances[0].docs.filter((d) => d.source !== INSTALL)) expect(docOf(after!, doc.source)).toBe(doc);
    expect(after!.instances[0].sidebars).toBe(before.instances[0].sidebars);
  });

  it('reads a site page (site/pages) again when only its body changed', async () => {
    const before = await load();
    await edit('site/pages/about.md', (s) => `${s}\n\nA line added.\n`);
    const after = await updateContent(before, ['site/pages/about.md'], root);
    expect(after).toEqual(await load());
  });

  it.each([
    ['a front matter value', INSTALL, (s: string) => s.replace('title: Install', 'title: Installing')],
    ['the first heading that titles a doc', OPTIONS, (s: string) => s.replace('# Options', '# Settings')],
    ['front matter added to a page', OPTIONS, (s: string) => `---\nsidebar_position: 9\n---\n${s}`],
    ['a page emptied', OPTIONS, () => ''],
    ['front matter that no longer parses', INSTALL, (s: string) => s.replace('title: Install', 'title: [Install')],
  ])('loads the whole graph again after a change to %s', async (_, rel, change) => {
    const before = await load();
    await edit(rel, change);
    expect(await updateContent(before, [rel], root)).toBeUndefined();
  });

  it('loads the whole graph again for a file that is no page of it: a new page, a category file, the config', async () => {
    const before = await load();
    await writeFile(path.join(root, 'content/guide/added.md'), '# Added\n');
    expect(await updateContent(before, ['content/guide/added.md'], root)).toBeUndefined();
    expect(await updateContent(before, ['content/guide/setup/_category_.yml'], root)).toBeUndefined();
    expect(await updateContent(before, ['site/ctfdocs.config.yaml', INSTALL], root)).toBeUndefined();
  });

  it('loads the whole graph again for a page that is gone', async () => {
    const before = await load();
    await rm(path.join(root, INSTALL));
    expect(await updateContent(before, [INSTALL], root)).toBeUndefined();
  });
});
