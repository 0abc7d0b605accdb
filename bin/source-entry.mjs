// The entry of a worker thread or child process started from the sources
// (tests and scripts that import the packages, not bin/ctfdocs). When
// packages/cli/dist holds the bundle of the sources as they are now (the
// stamp bin/ctfdocs keeps), the thread runs the bundled entry of the same
// name: the same code, loaded in about 0.1 s of CPU, where loading the
// TypeScript through tsx's loader thread took about 0.7 s for each of the
// hundreds of threads the test suite starts. Otherwise, as before, tsx is
// registered and the TypeScript module is loaded.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleIsCurrent, distDir } from './compile-packages.mjs';

/** Runs `bundled` (an entry of dist/) if the bundle is current, else `source` (a .ts file URL) through tsx. */
export async function runEntry(bundled, source) {
  if (bundleIsCurrent()) {
    await import(pathToFileURL(path.join(distDir, bundled)).href);
    return;
  }
  const { register } = await import('tsx/esm/api');
  register();
  await import(source);
}
