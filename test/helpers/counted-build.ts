// A build of a fixture copy with its own compile cache, counting the pages it
// compiled rather than read back from the cache: for tests of what a change
// compiles again.
import path from 'node:path';
import { buildSite } from '@ctfdocs/renderer';
import { countingWorkers } from '../../packages/core/src/markdown/testing.ts';

/** Builds the site in `dir` into `dir/<out>`; `compiled` lists the files of the pages compiled, sorted. */
export async function countedBuild(dir: string, out: string, configPath = 'site/ctfdocs.config.yaml') {
  const counted = countingWorkers();
  try {
    const r = await buildSite({
      rootDir: dir,
      configPath,
      outDir: path.join(dir, out),
      write: true,
      workers: counted.workers,
      compileCache: { dir: path.join(dir, '.ctfdocs-cache/markdown'), version: 'v1' },
    });
    return { ok: r.ok, diagnostics: r.diagnostics, compiled: counted.compiled.sort() };
  } finally {
    await counted.workers.close();
  }
}
