// ctfdocs serve rebuilds the search index with the pages: a word saved into a
// page can be searched for once the rebuild is done.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@ctfdocs/dev-server';
import type { SearchManifest } from '@ctfdocs/core';
import { SearchEngine } from '../../packages/theme/src/search/engine.ts';
import { copyFixture, edit } from '../helpers/fixture.ts';

let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = await copyFixture('basic');
  server = await startServer({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: () => {} });
});
afterAll(async () => {
  await server?.close();
});

async function fetchJson(pathname: string): Promise<unknown> {
  const res = await fetch(new URL(pathname, server.url));
  if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
  return res.json();
}

/** Search the way the worker does, against what serve is serving now. */
async function search(query: string) {
  const page = await (await fetch(new URL('/guide/intro', server.url))).text();
  const manifestUrl = /data-search-index="([^"]+)"/.exec(page)?.[1];
  expect(manifestUrl).toBe('/assets/search/manifest.dev.json');
  const manifest = (await fetchJson(manifestUrl!)) as SearchManifest;
  return new SearchEngine(manifest.indexes['en-current'], fetchJson).search(query, { limit: 5, bodies: true });
}

describe('search under ctfdocs serve', () => {
  it('finds a word saved into a page after the rebuild, under the same manifest URL', async () => {
    expect((await search('quokka')).hits).toEqual([]);
    const built = server.nextBuild();
    await edit(dir, 'content/guide/intro.md', (s) => s.replace('Some text.', 'A quokka wrote this section.'));
    expect((await built).ok).toBe(true);
    const { hits } = await search('quokka');
    expect(hits.map((h) => h.url)).toEqual(['/guide/intro#first-steps']);
  });
});
