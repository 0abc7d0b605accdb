// What every command is given when it is registered: what bin/ctfdocs said of
// the bundle that runs, and the config file to read by default.
import { existsSync } from 'node:fs';
import type { CodeBundle, CompileCacheOptions } from '@ctfdocs/core';
import type { Command } from 'commander';
import path from 'node:path';

export interface CliContext {
  /** The bundled ctfdocs that runs; absent when run from the sources (tests). */
  bundle?: CodeBundle;
  /** `--config`'s default. */
  defaultConfig: string;
}

/** A command: registered on the program, with its work loaded only when it runs. */
export type CommandDefinition = (program: Command, context: CliContext) => void;

/** A site made by `init --from-docusaurus` keeps its config beside docusaurus.config.js. */
export function defaultConfigFile(): string {
  return !existsSync('site/ctfdocs.config.yaml') && existsSync('ctfdocs.config.yaml') ? 'ctfdocs.config.yaml' : 'site/ctfdocs.config.yaml';
}

/**
 * Compiled markdown is kept in .ctfdocs-cache/markdown (and highlighted code
 * blocks in .ctfdocs-cache/highlight) between runs when bin/ctfdocs names
 * the code it runs: results made by another version of ctfdocs are never
 * read. `read: false` (`--no-cache`) reads nothing but writes what it
 * compiled, so it also mends the cache.
 */
export function compileCacheOptions(context: CliContext, read: boolean): CompileCacheOptions | undefined {
  const version = context.bundle?.version;
  // bin/launch.mjs reads code-version in this folder too (it cannot import this module).
  return version ? { dir: path.resolve('.ctfdocs-cache/markdown'), version, read } : undefined;
}
