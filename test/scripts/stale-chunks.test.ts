// The bundled CLI's folder (bin/compile-packages.mjs) does not keep every
// chunk an earlier bundle wrote: those the last bundle did not write and
// none wrote for a day are removed after a rebuild.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module without types.
import { removeStaleChunks, STALE_CHUNK_MS } from '../../bin/compile-packages.mjs';

const dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-chunks-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

it("removes the chunks the last bundle did not write once a day has passed, and keeps the bundle's own and recent ones", async () => {
  const now = Date.now();
  const chunk = async (name: string, ageMs: number) => {
    const file = path.join(dir, name);
    await writeFile(file, 'export {};\n');
    const at = new Date(now - ageMs);
    await utimes(file, at, at);
    return file;
  };
  const current = await chunk('main-AAAA1111.mjs', 0);
  // Written by the last bundle long ago would not happen, but what it wrote is kept whatever its time.
  const currentOld = await chunk('langs-BBBB2222.mjs', 2 * STALE_CHUNK_MS);
  const recent = await chunk('main-CCCC3333.mjs', STALE_CHUNK_MS - 60_000);
  const stale = await chunk('main-DDDD4444.mjs', STALE_CHUNK_MS + 60_000);
  const staler = await chunk('langs-EEEE5555.mjs', 10 * STALE_CHUNK_MS);

  const removed: string[] = removeStaleChunks(dir, new Set([current, currentOld]), now);
  expect(removed.sort()).toEqual([staler, stale].sort());
  expect([current, currentOld, recent, stale, staler].map((f) => existsSync(f))).toEqual([true, true, true, false, false]);
});
