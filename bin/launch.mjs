// Starts the bundled CLI in `distDir`: shared by bin/ctfdocs (the repository,
// which rebuilds the bundle first when the sources changed) and the
// published package's bin (scripts/pack.mjs), which ships the bundle built.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * The heap of a compile worker: core's PAGE_BUDGET.mb (page-budget.ts) and
 * YOUNG_GENERATION_MB (compile-pool.ts), which this file runs before it can import.
 */
export const WORKER_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 48 };

/**
 * Runs the CLI in `distDir` on the process's arguments and folder, telling it of the
 * bundle (core's CodeBundle): its folder, where worker threads find their
 * entries; `codeVersion`, which names the bundle for the caches; and the
 * compile workers started here.
 */
export async function launch(distDir, codeVersion) {
  // React's production server build is several times faster than its
  // development build. (No larger young generation is set for the process:
  // V8's flag would reach the compile workers too, over their heap limits,
  // and a worker with 64 MB semi-spaces that ran over its page budget could
  // end the whole process; see core's compile-pool.ts. Without it a cold
  // build of the CTFd site takes about 0.15 s more CPU and 90 MB less memory.)
  process.env.NODE_ENV ??= 'production';

  const compileWorkers = earlyCompileWorkers(distDir, process.argv, codeVersion);
  const { main, processRun } = await import(pathToFileURL(path.join(distDir, 'main.mjs')).href);
  const code = await main(process.argv, processRun({ dir: distDir, version: codeVersion, compileWorkers }));
  // A finished build leaves the process to end by itself; serve goes on.
  if (code !== undefined) process.exit(code);
}

/**
 * The compile worker `build` and `check` start now, so that its start-up
 * overlaps the loading of the CLI instead of following it; core's
 * compile-pool.ts takes it over (every page compiles on a worker, under the
 * page budget, whose heap limit it is started with), and starts more only
 * for a run of enough markdown to pay for them, once the run is known: a
 * second worker started here cost a small site about 0.25 s of CPU time for
 * nothing. Unreferenced until then, it never keeps a failed run alive. serve
 * starts its own as it starts listening (dev-server's serve-build.ts). When
 * this same ctfdocs last wrote the compile cache (core's compile-cache.ts),
 * most pages will be read back, so none is started: the compile starts one if
 * pages turn out to need it.
 */
export function earlyCompileWorkers(distDir, argv, codeVersion, cwd = process.cwd()) {
  const warmCache = !argv.includes('--no-cache') && readCacheVersion(cwd) === codeVersion;
  if (!['build', 'check'].includes(argv[2]) || warmCache) return [];
  const compileWorkers = [];
  const worker = new Worker(pathToFileURL(path.join(distDir, 'worker-entry.mjs')), {
    resourceLimits: WORKER_LIMITS,
    workerData: { warmUp: holdsMarkdown(cwd, WARM_UP_MIN_BYTES) },
  });
  worker.unref();
  const drop = () => compileWorkers.splice(compileWorkers.indexOf(worker) >>> 0, 1);
  worker.once('error', drop).once('exit', drop);
  compileWorkers.push(worker);
  return compileWorkers;
}

/**
 * A worker waiting for its first pages warms V8 up on a sample page (core's
 * worker.ts), about 20 KB of markdown in all. For a site with less than this
 * that costs more than it saves: on the 4-page test fixture (6 KB) it took
 * about 0.16 s of CPU time and saved 4 ms of its compile; on 10 and 30 pages
 * of bench/generate.mjs's corpus (37 and 110 KB) it took 0.03 s and saved
 * 0.06 s, as those pages warm the same code up anyway.
 */
export const WARM_UP_MIN_BYTES = 20_000;
/** Folder entries a quick look at the site reads at most: past them, it is taken to be large. */
const LOOK_ENTRIES = 5_000;

/**
 * Whether the folder ctfdocs runs in holds at least `bytes` of markdown (.md
 * and .mdx files, outside node_modules, dot-folders and build/), as far as a
 * look at no more than LOOK_ENTRIES entries tells: the config, which says
 * where the pages are, is not read yet. Content kept outside the folder is
 * missed, which only costs the warm-up.
 */
export function holdsMarkdown(dir, bytes) {
  let found = 0;
  let entries = 0;
  const folders = [dir];
  while (folders.length) {
    const folder = folders.pop();
    let list;
    try {
      list = readdirSync(folder, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of list) {
      if (++entries > LOOK_ENTRIES) return true;
      if (entry.name.startsWith('.') || entry.name === 'node_modules' || entry.name === 'build') continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) folders.push(full);
      else if (/\.mdx?$/.test(entry.name)) {
        try {
          found += statSync(full).size;
        } catch {
          continue;
        }
        if (found >= bytes) return true;
      }
    }
  }
  return false;
}

/** The code version that last wrote the compile cache `build` and `check` read in `cwd`. */
function readCacheVersion(cwd) {
  try {
    return readFileSync(path.join(cwd, '.ctfdocs-cache/markdown/code-version'), 'utf8');
  } catch {
    return undefined;
  }
}
