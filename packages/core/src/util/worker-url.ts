// Where a worker thread's entry file is. Run from the bundle, bin/ctfdocs
// names the bundle's folder (each entry is built there under the same name);
// run from the sources (tests, tsx scripts), the entry is the small .mjs
// beside the module that starts the worker, which registers tsx first.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';

/**
 * The bundled ctfdocs that is running, as bin/ctfdocs describes it to the
 * CLI, which passes it down to every stage that starts a thread or keys a
 * cache by the code. Absent when ctfdocs runs from its sources.
 */
export interface CodeBundle {
  /** The bundle's folder: each worker thread's entry is built there under its own name. */
  dir: string;
  /** Names the bundle's code: results made by another version of ctfdocs are never read back. */
  version?: string;
  /**
   * The compile worker bin/ctfdocs started while the CLI loaded (none when
   * its compile cache is warm); the first compile takes it out of the list.
   */
  compileWorkers?: Worker[];
}

export function workerEntryUrl(name: string, besideSource: URL, bundle: CodeBundle | undefined): URL {
  return bundle ? pathToFileURL(path.join(bundle.dir, name)) : besideSource;
}
