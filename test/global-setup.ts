// Before any test file: the bundled CLI in packages/cli/dist is made current
// (bin/compile-packages.mjs), as the test command does. Tests that run
// bin/ctfdocs then do not all rebuild it at once, and threads that in-process
// builds start from the sources load the bundled entries
// (bin/source-entry.mjs) rather than the TypeScript through tsx. And the
// scratch folders earlier runs left in test/tmp are removed.
import { spawn } from 'node:child_process';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain JavaScript module without types.
import { ensureCompiled } from '../bin/compile-packages.mjs';

/** A scratch folder older than this is left from an earlier run: no run of the suite takes an hour. */
export const STALE_SCRATCH_MS = 60 * 60 * 1000;

/**
 * Removes the folders of `root` (test/tmp) not changed for STALE_SCRATCH_MS.
 * Each run leaves about 500 MB of copied and built sites there, and a day of
 * runs grew it past 15 GB; removing that takes a minute, so a background
 * process at the lowest priority does it and no run waits. Resolves to the
 * folders it is removing.
 */
export async function removeStaleScratch(root: string, now = Date.now()): Promise<string[]> {
  const stale: string[] = [];
  for (const name of await readdir(root).catch(() => [])) {
    const folder = path.join(root, name);
    const changed = await lstat(folder).then(
      (s) => s.mtimeMs,
      () => now,
    );
    if (now - changed > STALE_SCRATCH_MS) stale.push(folder);
  }
  if (stale.length) {
    const rm = spawn('nice', ['-n', '19', 'rm', '-rf', '--', ...stale], { detached: true, stdio: 'ignore' });
    rm.on('error', () => undefined); // no nice or rm (Windows): the folders stay, as before
    rm.unref();
  }
  return stale;
}

export default async function setup(): Promise<void> {
  await removeStaleScratch(fileURLToPath(new URL('tmp', import.meta.url)));
  await ensureCompiled();
}
