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
  // core's compile-parallel.ts takes them over (a small site leaves them idle).
  // Unreferenced until then, they never keep a failed run alive. When
  // this same ctfdocs last wrote the compile cache (core's compile-cache.ts),
  // most pages will be read back, so no workers are started ahead: the
  // compile starts its own if many pages turn out to need it.
  const warmCache = !process.argv.includes('--no-cache') && readCacheVersion() === codeVersion;
  const compileWorkers = [];
  // serve is left out: it renders the first page asked for on the main
  // thread, and builds the whole site (with workers of its own) only after it.
  if (['build', 'check'].includes(process.argv[2]) && availableParallelism() > 1 && !warmCache) {
    for (let i = 1; i < Math.min(availableParallelism(), 8); i++) {
      const worker = new Worker(pathToFileURL(path.join(distDir, 'worker-entry.mjs')));
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
