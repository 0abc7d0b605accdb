// The suite's global setup removes the scratch folders earlier runs left in
// test/tmp (test/global-setup.ts), in the background, and leaves those of a
// run that may still be going.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { removeStaleScratch, STALE_SCRATCH_MS } from '../global-setup.ts';

const root = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-scratch-'));
afterAll(() => rm(root, { recursive: true, force: true }));

it('removes the folders not changed for an hour, with what is in them, and keeps the newer ones', async () => {
  const now = Date.now();
  const folder = async (name: string, ageMs: number) => {
    const dir = path.join(root, name);
    await mkdir(path.join(dir, 'build/docs'), { recursive: true });
    await writeFile(path.join(dir, 'build/docs/intro.html'), '<h1>Intro</h1>');
    const at = new Date(now - ageMs);
    await utimes(dir, at, at);
    return dir;
  };
  const old = await folder('basic-old', STALE_SCRATCH_MS + 60_000);
  const older = await folder('out-ctfd-older', 5 * STALE_SCRATCH_MS);
  const recent = await folder('basic-recent', STALE_SCRATCH_MS - 60_000);
  const fresh = await folder('out-ctfd-fresh', 0);

  expect((await removeStaleScratch(root, now)).sort()).toEqual([old, older]);
  // The removal runs in a process of its own.
  const deadline = Date.now() + 10_000;
  while (existsSync(old) || existsSync(older)) {
    if (Date.now() > deadline) throw new Error('the stale folders were never removed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(existsSync(path.join(recent, 'build/docs/intro.html'))).toBe(true);
  expect(existsSync(path.join(fresh, 'build/docs/intro.html'))).toBe(true);
});

it('does nothing where there is no scratch folder yet', async () => {
  expect(await removeStaleScratch(path.join(root, 'missing'))).toEqual([]);
});
