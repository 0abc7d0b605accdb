// The folders of compiled React and MDX page modules under .ctfdocs-cache/
// (pages/, mdx/) get a new file whenever a page changes, named by the hash
// of its code. A build removes the ones it did not write, so a cache carried
// from run to run (CI restores it) holds about one module per page rather
// than one per edit. A module written in the last hour is left alone: serve
// or another build of the same site may have just written it and be about
// to import it.
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

const KEEP_RECENT_MS = 60 * 60 * 1000;

/** Remove the modules in `dir` that are not `written` by this build and older than an hour. */
export async function pruneModuleFolder(dir: string, written: Iterable<string>, now = Date.now()): Promise<void> {
  const keep = new Set([...written].map((f) => path.resolve(f)));
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      if (keep.has(file)) return;
      const s = await stat(file).catch(() => undefined);
      if (s?.isFile() && now - s.mtimeMs > KEEP_RECENT_MS) await unlink(file).catch(() => undefined);
    }),
  );
}
