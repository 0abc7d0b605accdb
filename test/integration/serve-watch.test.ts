// What serve's watcher (packages/dev-server/src/watch.ts) tells the rebuild
// queue: each save once, and nothing for an event about a file whose text the
// last build already read, which would rebuild and reload open pages twice.
import { chmod } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { watchSite, type SiteWatcher } from '../../packages/dev-server/src/watch.ts';
import { copyFixture, edit } from '../helpers/fixture.ts';

let watcher: SiteWatcher | undefined;
afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('reports a save once, and not an event that comes after the build read the file (nothing in it changed)', async () => {
  const dir = await copyFixture('basic');
  const page = 'content/guide/intro.md';
  const batches: string[][] = [];
  let told = () => {};
  const nextBatch = () => new Promise<void>((resolve) => (told = resolve));
  watcher = await watchSite({
    rootDir: dir,
    configPath: 'site/ctfdocs.config.yaml',
    onChange: (files) => {
      batches.push(files);
      told();
    },
  });

  let batch = nextBatch();
  await edit(dir, page, (s) => `${s}\nOne more line.\n`);
  await batch;
  expect(batches).toEqual([[page]]);
  // Past chokidar's 50 ms window and the watcher's second look at the file (70 ms after the build read it).
  await sleep(200);

  // An event with nothing new in the file: a change of its mode, which
  // chokidar reports as a change (the file was not read since it was written).
  await chmod(path.join(dir, page), 0o600);
  await sleep(300);
  expect(batches).toEqual([[page]]);

  // The next real save is reported.
  batch = nextBatch();
  await edit(dir, page, (s) => `${s}\nAnd another.\n`);
  await batch;
  expect(batches).toEqual([[page], [page]]);
});
