// ctfdocs serve rebuilds the search index with the pages: a word saved into a
// page can be searched for once the rebuild is done.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SearchManifest } from '@ctfdocs/core';
import { startServer } from '@ctfdocs/dev-server';
import { copyFixture, edit } from '../helpers/fixture.ts';
import { searchFromPage } from '../helpers/search.ts';
import { useServedFixture } from '../helpers/served-fixture.ts';
import { eventsPath, openLiveSocket } from '../helpers/serve-token.ts';

const served = useServedFixture();

async function fetchJson(pathname: string): Promise<unknown> {
  const res = await fetch(new URL(pathname, served.server.url));
  if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
  return res.json();
}

/** Search the way the worker does, against what serve is serving now. */
async function search(query: string) {
  const page = await (await fetch(new URL('/guide/intro', served.server.url))).text();
  expect(/data-search-index="([^"]+)"/.exec(page)?.[1]).toBe('/search-manifest.json');
  return searchFromPage(page, fetchJson, query, 5);
}

describe('search under ctfdocs serve', () => {
  it('finds a word saved into a page after the rebuild, under the same manifest URL', async () => {
    expect((await search('quokka')).hits).toEqual([]);
    const built = served.server.nextBuild();
    await edit(served.dir, 'content/guide/intro.md', (s) => s.replace('Some text.', 'A quokka wrote this section.'));
    expect((await built).ok).toBe(true);
    const { hits } = await search('quokka');
    expect(hits.map((h) => h.url)).toEqual(['/guide/intro#first-steps']);
  });

  it('sends the reload before it rebuilds the index, and the last index answers meanwhile', async () => {
    const socket = await openLiveSocket(served.server.url, await eventsPath(served.server.url));
    const built = served.server.nextBuild();
    await edit(served.dir, 'content/guide/intro.md', (s) => s.replace('A quokka wrote this section.', 'A wombat wrote this section.'));
    // Wait for the reload, then ask for the index at once.
    await socket.next('reload');
    const during = await fetch(new URL('/search-manifest.json', served.server.url));
    const settled = await Promise.race([built.then(() => true), Promise.resolve(false)]);
    expect(settled).toBe(false);
    expect(during.status).toBe(200);
    socket.close();
    expect((await built).ok).toBe(true);
    expect((await search('wombat')).hits.map((h) => h.url)).toEqual(['/guide/intro#first-steps']);
    expect((await search('quokka')).hits).toEqual([]);
  });
});

describe('search right after ctfdocs serve starts', () => {
  it('answers the manifest once the whole site is built, not 404 while its first index is made', async () => {
    const dir = await copyFixture('basic');
    let asked: Promise<Response> | undefined;
    const server = await startServer({
      rootDir: dir,
      configPath: 'site/ctfdocs.config.yaml',
      outDir: path.join(dir, 'build'),
      port: 0,
      host: '127.0.0.1',
      watch: true,
      // Ask the moment the whole build says it is done: its index comes after the log line.
      log: (line) => {
        if (line.startsWith('Built ') && !asked) asked = fetch(new URL('/search-manifest.json', server.url));
      },
    });
    try {
      await fetch(new URL('/guide/intro', server.url));
      await server.idle();
      expect(asked).toBeDefined();
      const res = await asked!;
      expect(res.status).toBe(200);
      expect(Object.keys(((await res.json()) as SearchManifest).indexes)).toContain('en-current');
    } finally {
      await server.close();
    }
  });
});
