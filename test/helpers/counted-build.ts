// Builds of a fixture copy with its own compile cache, counting the pages each
// compiled rather than read back from the cache: for tests of what a change
// compiles again.
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildSite } from '@ctfdocs/renderer';
import { countingWorkers } from '../../packages/core/src/markdown/testing.ts';

/**
 * Call at the top of a test file. Its builds share one pool of counting
 * compile workers, as serve's builds share theirs (test/helpers/workers.ts
 * says why), so a local plugin edited between builds is loaded again as serve
 * loads it (site-plugins/import.ts): each build's `compiled` lists the files
 * of the pages it gave them, sorted.
 */
export function useCountedBuild() {
  const counted = countingWorkers();
  afterAll(() => counted.workers.close());
  /** Builds the site in `dir` into `dir/<out>`. */
  return async function countedBuild(dir: string, out: string, configPath = 'site/ctfdocs.config.yaml') {
    const r = await buildSite({
      rootDir: dir,
      configPath,
      outDir: path.join(dir, out),
      write: true,
      workers: counted.workers,
      compileCache: { dir: path.join(dir, '.ctfdocs-cache/markdown'), version: 'v1' },
    });
    return { ok: r.ok, diagnostics: r.diagnostics, compiled: counted.compiled.splice(0).sort() };
  };
}
