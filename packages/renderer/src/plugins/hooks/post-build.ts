// postBuild, once the build's output is in place: after `build` commits
// build/, and after each of serve's builds, never in `check` (which writes
// nothing) or a build of some pages. serve keeps its output in memory, so
// there each locale's plugins get a folder of their own holding a copy of
// it (.ctfdocs-cache/serve-output/), and what they write or change there is
// served with the rest. Each locale's plugins run it with that locale's
// pages and folder.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '@ctfdocs/core';
import { writeOutputAtomic, type OutputFile } from '../../output.ts';
import { callHook } from '../site-plugin.ts';
import type { PluginHook } from './hook.ts';
import { routesPathsOf, type LocalePlugins, type RoutesOfLocales } from './routes-paths.ts';

export const postBuildHook: PluginHook<'postBuild'> = { name: 'postBuild', phase: 'post build' };

/** Where serve's copy of its output is written for postBuild, under the site's root. */
export const SERVE_OUTPUT_DIR = '.ctfdocs-cache/serve-output';

export interface PostBuildInput {
  locales: readonly LocalePlugins[];
  routes: RoutesOfLocales;
  rootDir: string;
  /** build: the folder just committed. serve: its output in memory, which gains what postBuild writes. */
  output: { outDir: string } | { files: Map<string, OutputFile> };
}

export const hasPostBuild = (locales: readonly LocalePlugins[]) => locales.some((l) => l.plugins.some((p) => p.hooks.postBuild));

export async function runPostBuild(input: PostBuildInput): Promise<Diagnostic[]> {
  if (!hasPostBuild(input.locales)) return [];
  if ('outDir' in input.output) return callPostBuild(input, path.resolve(input.rootDir, input.output.outDir));
  const dir = path.resolve(input.rootDir, SERVE_OUTPUT_DIR);
  const diagnostics = await writeOutputAtomic(dir, input.output.files);
  const before = await signatures(dir);
  diagnostics.push(...(await callPostBuild(input, dir)));
  for (const [rel, signature] of await signatures(dir)) {
    if (before.get(rel) !== signature) input.output.files.set(rel, { contents: await readFile(path.join(dir, rel)) });
  }
  return diagnostics;
}

async function callPostBuild(input: PostBuildInput, outRoot: string): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  for (const locale of input.locales) {
    const routesPaths = routesPathsOf(input.routes, locale.prefix);
    for (const plugin of locale.plugins) {
      const postBuild = plugin.hooks.postBuild;
      if (!postBuild) continue;
      const { siteDir, siteConfig, baseUrl } = plugin.context;
      const ran = await callHook(plugin, 'postBuild', () => postBuild({ siteDir, siteConfig, baseUrl, outDir: path.resolve(outRoot, locale.prefix), routesPaths, content: plugin.content }));
      if (!ran.ok) diagnostics.push(ran.diagnostic);
    }
  }
  return diagnostics;
}

/** Every file under dir, by its path from dir, with its size and time of change. */
async function signatures(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const abs = path.join(e.parentPath, e.name);
    const s = await stat(abs);
    out.set(path.relative(dir, abs).split(path.sep).join('/'), `${s.size}:${s.mtimeMs}:${s.ino}`);
  }
  return out;
}
