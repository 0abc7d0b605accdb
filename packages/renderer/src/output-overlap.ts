// A build replaces its output folder whole (output.ts): an output folder that
// holds the site, its config or a folder the config reads would have them
// deleted (`--out-dir .`, `--out-dir site`, `--out-dir content`). Such a
// folder is refused before anything is written.
import path from 'node:path';
import { watchedPaths, type Diagnostic, type SiteConfig } from '@ctfdocs/core';

/** The error for an output folder (resolved as the build writes it, from the current folder) that holds what the build reads, or undefined. */
export function outputHoldsSources(outDir: string, rootDir: string, config: SiteConfig, configFile: string): Diagnostic | undefined {
  const out = path.resolve(rootDir, outDir);
  const within = (p: string) => p === out || p.startsWith(out.endsWith(path.sep) ? out : out + path.sep);
  const held = within(path.resolve(rootDir)) ? 'the site folder' : watchedPaths(config, configFile).find((p) => within(path.resolve(rootDir, p)));
  if (held === undefined) return undefined;
  return {
    severity: 'error',
    code: 'output/holds-sources',
    message: `The output folder ${outDir} holds ${held}, which the build reads: a build replaces the whole output folder`,
    hint: 'Pass --out-dir a folder of its own, such as build.',
  };
}
