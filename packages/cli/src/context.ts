// What every command is given when it is registered: the run it belongs to
// (its folder, streams, the bundle that runs) and the config file to read by
// default.
import { existsSync } from 'node:fs';
import type { CompileCacheOptions } from '@ctfdocs/core';
import type { Command } from 'commander';
import path from 'node:path';
import type { CliRun } from './run.ts';

export interface CliContext {
  run: CliRun;
  /** `--config`'s default. */
  defaultConfig: string;
}

/** A command: registered on the program, with its work loaded only when it runs. */
export type CommandDefinition = (program: Command, context: CliContext) => void;

/** A site made by `init --from-docusaurus` keeps its config beside docusaurus.config.js. */
export function defaultConfigFile(cwd: string): string {
  const has = (file: string) => existsSync(path.join(cwd, file));
  return !has('site/ctfdocs.config.yaml') && has('ctfdocs.config.yaml') ? 'ctfdocs.config.yaml' : 'site/ctfdocs.config.yaml';
}

/**
 * Compiled markdown is kept in .ctfdocs-cache/markdown (and highlighted code
 * blocks in .ctfdocs-cache/highlight) between runs when bin/ctfdocs names
 * the code it runs: results made by another version of ctfdocs are never
 * read. `read: false` (`--no-cache`) reads nothing but writes what it
 * compiled, so it also mends the cache.
 */
export function compileCacheOptions({ run }: CliContext, read: boolean): CompileCacheOptions | undefined {
  const version = run.bundle?.version;
  // bin/launch.mjs reads code-version in this folder too (it cannot import this module).
  return version ? { dir: path.resolve(run.cwd, '.ctfdocs-cache/markdown'), version, read } : undefined;
}

/** What every site command passes the build: the site is the run's folder. */
export function siteOptions(context: CliContext, configPath: string) {
  return { rootDir: context.run.cwd, configPath, bundle: context.run.bundle, workers: context.run.workers };
}
