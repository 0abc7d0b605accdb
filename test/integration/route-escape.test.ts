// A route set by a page or the config cannot make a build write outside its
// output folder: `..` segments, backslashes, NUL and drive paths in a front
// matter slug, a `_category_.yml` link slug, `docs[].routeBasePath`,
// `apiReferences[].route` or `themeConfig.search.searchPagePath` are errors
// that name the file and the key, and no file appears beside build/.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, edit, hashTree, runCli, write } from '../helpers/fixture.ts';

/** Files named `victim…` in the site root and the two folders above it (where the slugs below aim). */
async function escaped(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const folder of [dir, path.dirname(dir), path.dirname(path.dirname(dir))]) {
    for (const name of await readdir(folder)) if (name.startsWith('victim')) found.push(path.join(folder, name));
  }
  return found;
}

const CONFIG = 'site/ctfdocs.config.yaml';

interface Case {
  name: string;
  /** Puts the bad route in place. */
  plant(dir: string): Promise<void>;
  /** The file the error must name, and the key. */
  file: string;
  key: RegExp;
}

const slugCases = (value: string): Case[] => [
  {
    name: `front matter slug ${JSON.stringify(value)}`,
    plant: (dir) => edit(dir, 'content/guide/intro.md', (s) => s.replace('sidebar_position: 1', `sidebar_position: 1\nslug: ${JSON.stringify(value)}`)),
    file: 'content/guide/intro.md',
    key: /front matter slug/,
  },
  {
    name: `_category_.yml link.slug ${JSON.stringify(value)}`,
    plant: (dir) => write(dir, 'content/guide/setup/_category_.yml', `label: Setting up\nposition: 2\nlink:\n  type: generated-index\n  slug: ${JSON.stringify(value)}\n`),
    file: 'content/guide/setup/_category_.yml',
    key: /link\.slug/,
  },
];

const configCases = (value: string): Case[] => [
  {
    name: `docs[].routeBasePath ${JSON.stringify(value)}`,
    plant: (dir) => edit(dir, CONFIG, (s) => s.replace('routeBasePath: /guide', `routeBasePath: ${JSON.stringify(value)}`)),
    file: CONFIG,
    key: /docs\[0\]\.routeBasePath/,
  },
  {
    name: `apiReferences[].route ${JSON.stringify(value)}`,
    plant: (dir) =>
      edit(dir, CONFIG, (s) =>
        s.replace(/^themeConfig:/m, `apiReferences:\n  - route: ${JSON.stringify(value)}\n    title: Lab API\n    spec: ../../fixtures/api-specs/lab-openapi-3.0.yaml\nthemeConfig:`),
      ),
    file: CONFIG,
    key: /apiReferences\[0\]\.route/,
  },
  {
    name: `themeConfig.search.searchPagePath ${JSON.stringify(value.replace(/^\//, ''))}`,
    plant: (dir) => edit(dir, CONFIG, (s) => s.replace('searchPagePath: search', `searchPagePath: ${JSON.stringify(value.replace(/^\//, ''))}`)),
    file: CONFIG,
    key: /themeConfig\.search\.searchPagePath/,
  },
];

describe('routes that would leave the output folder', () => {
  const cases = [...slugCases('/../../victim'), ...slugCases('../../../victim'), ...configCases('/../../victim'), ...configCases('/guide/../../../victim')];
  for (const c of cases) {
    it(`${c.name}: an error naming ${c.file} and the key; nothing written outside build/`, async () => {
      const dir = await copyFixture('basic');
      await c.plant(dir);
      const sources = await hashTree(path.join(dir, 'content'));
      const r = await runCli(dir, ['build']);
      expect(r.code, r.stdout + r.stderr).toBe(1);
      const out = r.stdout + r.stderr;
      const line = out.split('\n').find((l) => l.includes(c.file) && c.key.test(l) && l.includes('".."'));
      expect(line, out).toBeDefined();
      expect(out).not.toMatch(/\n\s+at .*\.(m?js|ts):\d+/);
      expect(await escaped(dir)).toEqual([]);
      expect(await hashTree(path.join(dir, 'content'))).toBe(sources);
      expect(await readdir(dir)).not.toContain('build');
    });
  }

  const characters: Array<[string, string]> = [
    ['a backslash', 'a\\\\..\\\\..\\\\victim'],
    ['a NUL byte', 'a\\u0000victim'],
    ['a drive path', 'C:/victim'],
  ];
  for (const [what, value] of characters) {
    it(`front matter slug with ${what}: an error naming the file and the key`, async () => {
      const dir = await copyFixture('basic');
      await edit(dir, 'content/guide/intro.md', (s) => s.replace('sidebar_position: 1', `sidebar_position: 1\nslug: "${value}"`));
      const r = await runCli(dir, ['check']);
      expect(r.code).toBe(1);
      expect(r.stdout + r.stderr).toMatch(/content\/guide\/intro\.md:\d+.*front matter slug: must/);
    });
  }
});

describe('routes with a "." or ".." segment', () => {
  it('..md, ...md and an id of ".." make no route /guide/. or /guide/..: each file is named', async () => {
    const dir = await copyFixture('basic');
    await write(dir, 'content/guide/..md', '---\ntitle: Dot\n---\n\nText.\n');
    await write(dir, 'content/guide/...md', '---\ntitle: Dots\n---\n\nText.\n');
    await write(dir, 'content/guide/up.md', '---\ntitle: Up\nid: ..\n---\n\nText.\n');
    const r = await runCli(dir, ['build']);
    // The id is refused by the route rules; the file names may also be left out as hidden files, with a warning.
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/^error content\/guide\/up\.md The route "\/guide\/\.\." made from this page's id has a "\." or "\.\." segment/m);
    for (const file of ['content/guide/..md', 'content/guide/...md']) expect(r.stderr).toMatch(new RegExp(`^(error|warning) ${file.replaceAll('.', '\\.')} `, 'm'));
  });
});
