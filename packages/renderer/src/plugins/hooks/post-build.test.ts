import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostBuildProps } from '@ctfdocs/core';
import type { OutputFile } from '../../output.ts';
import { testPlugin } from '../testing.ts';
import { runPostBuild, SERVE_OUTPUT_DIR } from './post-build.ts';

let rootDir: string;
beforeAll(async () => {
  rootDir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-post-build-'));
});
afterAll(() => rm(rootDir, { recursive: true, force: true }));

const routes = {
  routes: [
    { route: '/', file: 'index.html' },
    { route: '/guide', file: 'guide.html' },
    { route: '/404', file: '404.html' },
    { route: '/fr', file: 'fr/index.html' },
  ],
  baseUrl: '/base/',
  prefixes: ['', 'fr/'],
};

describe('postBuild', () => {
  it("is given each locale's folder and pages after build/ is written, with what loadContent returned", async () => {
    const calls: PostBuildProps[] = [];
    const plugin = (locale: string) => testPlugin({ name: locale, postBuild: async (props) => void calls.push(props) }, { rootDir, baseUrl: '/base/' });
    const diagnostics = await runPostBuild({
      locales: [
        { prefix: '', plugins: [{ ...plugin('en'), content: 42 }] },
        { prefix: 'fr/', plugins: [plugin('fr')] },
      ],
      routes,
      rootDir,
      output: { outDir: 'build' },
    });
    expect(diagnostics).toEqual([]);
    expect(calls.map((c) => [c.outDir, c.routesPaths, c.content, c.baseUrl, c.siteDir])).toEqual([
      [path.join(rootDir, 'build'), ['/base/', '/base/guide'], 42, '/base/', path.join(rootDir, 'site')],
      [path.join(rootDir, 'build/fr'), ['/base/fr'], undefined, '/base/', path.join(rootDir, 'site')],
    ]);
  });

  it('in serve, runs on a copy of the output and serves what it writes or changes there', async () => {
    const plugin = testPlugin(
      {
        name: 'feed',
        async postBuild({ outDir }) {
          await writeFile(path.join(outDir, 'feed.xml'), '<feed/>');
          const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
          await writeFile(path.join(outDir, 'index.html'), index.replace('</body>', '<!-- stamped --></body>'));
          await mkdir(path.join(outDir, 'deep/er'), { recursive: true });
          await writeFile(path.join(outDir, 'deep/er/data.json'), '{}');
        },
      },
      { rootDir },
    );
    const files = new Map<string, OutputFile>([
      ['index.html', { contents: '<body>home</body>' }],
      ['guide.html', { contents: '<body>guide</body>' }],
    ]);
    const guide = files.get('guide.html');
    const diagnostics = await runPostBuild({ locales: [{ prefix: '', plugins: [plugin] }], routes, rootDir, output: { files } });
    expect(diagnostics).toEqual([]);
    const text = (rel: string) => Buffer.from((files.get(rel) as { contents: Uint8Array }).contents).toString();
    expect([...files.keys()].sort()).toEqual(['deep/er/data.json', 'feed.xml', 'guide.html', 'index.html']);
    expect(text('feed.xml')).toBe('<feed/>');
    expect(text('index.html')).toBe('<body>home<!-- stamped --></body>');
    expect(files.get('guide.html')).toBe(guide);
    expect(await readFile(path.join(rootDir, SERVE_OUTPUT_DIR, 'guide.html'), 'utf8')).toBe('<body>guide</body>');
  });

  it('does nothing without a postBuild, and reports one that throws', async () => {
    const files = new Map<string, OutputFile>();
    expect(await runPostBuild({ locales: [{ prefix: '', plugins: [testPlugin({ name: 'idle' }, { rootDir })] }], routes, rootDir, output: { files } })).toEqual([]);
    const throws = testPlugin(
      {
        name: 'upload',
        postBuild: () => {
          throw new Error('no credentials');
        },
      },
      { rootDir },
    );
    const diagnostics = await runPostBuild({ locales: [{ prefix: '', plugins: [throws] }], routes, rootDir, output: { outDir: 'build' } });
    expect(diagnostics.map((d) => d.message)).toEqual(['Plugin "upload" (./plugins/upload.mjs) failed in postBuild: no credentials']);
  });
});
