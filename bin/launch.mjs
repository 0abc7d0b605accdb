// Starts the bundled CLI in `distDir`: shared by bin/ctfdocs (the repository,
// which rebuilds the bundle first when the sources changed) and the
// published package's bin (scripts/pack.mjs), which ships the bundle built.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';

/**
 * The heap of a compile worker: core's PAGE_BUDGET.mb (page-budget.ts) and
 * YOUNG_GENERATION_MB (compile-pool.ts), which this file runs before it can import.
 */
export const WORKER_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 192 };

/**
 * Runs the CLI in `distDir` on the process's arguments, telling it of the
 * bundle (core's CodeBundle): its folder, where worker threads find their
 * entries; `codeVersion`, which names the bundle for the caches; and the
 * compile workers started here.
 */
export async function launch(distDir, codeVersion) {
  // React's production server build is several times faster than its
  // development build, and a build makes many short-lived objects: a larger
  // young generation spends far less time in garbage collection.
  process.env.NODE_ENV ??= 'production';
  v8.setFlagsFromString('--max-semi-space-size=64');

  // Commands that compile markdown start their worker threads now, so that a
  // worker's start-up overlaps the loading of the CLI instead of following it;
  // core's compile-pool.ts takes them over (every page compiles on one, under
  // the page budget, whose heap limit they are started with). Unreferenced
  // until then, they never keep a failed run alive. When
  // this same ctfdocs last wrote the compile cache (core's compile-cache.ts),
  // most pages will be read back, so no workers are started ahead: the
  // compile starts its own if pages turn out to need it.
  const warmCache = !process.argv.includes('--no-cache') && readCacheVersion() === codeVersion;
  const compileWorkers = [];
  // serve is left out: it starts its own as it starts listening (dev-server's serve-build.ts).
  if (['build', 'check'].includes(process.argv[2]) && !warmCache) {
    for (let i = 0; i < Math.min(availableParallelism(), 8); i++) {
      const worker = new Worker(pathToFileURL(path.join(distDir, 'worker-entry.mjs')), { resourceLimits: WORKER_LIMITS });
      worker.unref();
      const drop = () => compileWorkers.splice(compileWorkers.indexOf(worker) >>> 0, 1);
      worker.once('error', drop).once('exit', drop);
      compileWorkers.push(worker);
    }
  }

  const { main } = await import(pathToFileURL(path.join(distDir, 'main.mjs')).href);
  await main(process.argv, { dir: distDir, version: codeVersion, compileWorkers });
}

/** The code version that last wrote the compile cache `build` and `check` read. */
function readCacheVersion() {
  try {
    return readFileSync('.ctfdocs-cache/markdown/code-version', 'utf8');
  } catch {
    return undefined;
  }
}
