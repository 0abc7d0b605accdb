// Where a worker thread's entry file is. Run from the bundle, bin/ctfdocs
// names the bundle's folder (each entry is built there under the same name);
// run from the sources (tests, tsx scripts), the entry is the small .mjs
// beside the module that starts the worker, which registers tsx first.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const BUNDLE_DIR = Symbol.for('ctfdocs.bundle-dir');

export function workerEntryUrl(name: string, besideSource: URL): URL {
  const dir = (globalThis as Record<symbol, unknown>)[BUNDLE_DIR];
  return typeof dir === 'string' ? pathToFileURL(path.join(dir, name)) : besideSource;
}
