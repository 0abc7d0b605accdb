// One build as serve runs it, for the whole site (builds.ts) and for the
// first pages (first-pages.ts): in memory, for development, the search index
// left to after the reload. The renderer is imported here, when a build
// starts, so serve listens before it has loaded React, shiki or esbuild.
import type { BuildOptions, BuildResult } from '@ctfdocs/renderer';
import type { CodeBundle, CompileCacheOptions, CompileWorkers, PageBudget } from '@ctfdocs/core';

/** Where the site is: what every serve build of it shares. */
export interface ServedSite {
  rootDir: string;
  configPath: string;
  outDir: string;
  compileCache?: CompileCacheOptions;
  /** The bundled ctfdocs that runs (bin/ctfdocs), where the builds start their worker threads. */
  bundle?: CodeBundle;
  /** What compiling one page may cost: core's PAGE_BUDGET unless given (tests give less, so that a page runs over it sooner). */
  pageBudget?: PageBudget;
  /** Told each phase and the pages done, as a build's terminal output is (tests and benchmarks order events by them). */
  onPhase?: BuildOptions['onPhase'];
  onProgress?: BuildOptions['onProgress'];
}

/** What differs between serve's builds: the workers and cache kept so far, and which pages or files. */
export type ServeBuildRun = Pick<BuildOptions, 'workers' | 'cache' | 'changed' | 'only'>;

/**
 * The compile workers serve keeps between its builds (every page compiles on
 * them, so the server goes on answering while one does), with one started at
 * once so that the first page asked for does not wait for it.
 */
export async function startCompileWorkers(site: Pick<ServedSite, 'bundle' | 'pageBudget'>): Promise<CompileWorkers> {
  const { CompileWorkers } = await import('@ctfdocs/core');
  const workers = new CompileWorkers({ bundle: site.bundle, budget: site.pageBudget });
  workers.start();
  return workers;
}

export async function serveBuild(site: ServedSite, run: ServeBuildRun): Promise<BuildResult> {
  const { buildSite } = await import('@ctfdocs/renderer');
  return buildSite({
    rootDir: site.rootDir,
    configPath: site.configPath,
    outDir: site.outDir,
    compileCache: site.compileCache,
    bundle: site.bundle,
    onPhase: site.onPhase,
    onProgress: site.onProgress,
    write: false,
    dev: true,
    deferSearchIndex: true,
    ...run,
  });
}
