// One pool of compile workers for a test file's in-process builds, as serve
// keeps one between its builds. Which pages a build compiles and what it does
// with the results is decided on the main thread; a worker keeps no page, only
// memos keyed by what it compiles (highlighted blocks, math). Starting two
// workers, each loading the pipeline through tsx, was most of the CPU time of
// a fixture's build: over half of a 260-page one.
import { afterAll } from 'vitest';
import { CompileWorkers } from '@ctfdocs/core';
// @ts-expect-error: the build script is plain JavaScript without types.
import { distDir } from '../../bin/compile-packages.mjs';

/** Call at the top of a test file: the pool starts its threads at the first compile and stops after the file's tests. */
export function sharedCompileWorkers(): CompileWorkers {
  const workers = new CompileWorkers();
  afterAll(() => workers.close());
  return workers;
}

let processWide: CompileWorkers | undefined;

/**
 * One pool for every build of the test worker's process that no file closes:
 * the CLI run in-process (`runCli`) and the browser tests' built sites
 * (`buildAndServe`). Its idle threads are unreferenced, so they never keep
 * the process alive; they start from the bundled worker entry, as the CLI's.
 */
export function processCompileWorkers(): CompileWorkers {
  processWide ??= new CompileWorkers({ bundle: { dir: distDir } });
  return processWide;
}
