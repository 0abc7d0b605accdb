// Build a site once into test/tmp and serve it with the production preview
// server, for browser tests.
import path from 'node:path';
import { buildSite } from '@ctfdocs/renderer';
import { startServer, type RunningServer } from '@ctfdocs/dev-server';
import { copyFixture, repoRoot } from './fixture.ts';
import { mkdtemp, mkdir } from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { processCompileWorkers } from './workers.ts';
// @ts-expect-error: the build script is plain JavaScript without types.
import { readStamp } from '../../bin/compile-packages.mjs';

/** The CTFd site, or a fixture site of test/fixtures a browser test is run on. */
export type BrowserTestSite = 'ctfd' | 'basic' | 'versioned' | 'compat-mdx' | 'compat-markdown' | 'head-styles' | 'theme-components' | 'blog' | 'diagrams-math' | 'site-plugins' | 'extend-all';

export interface ServedBuild extends RunningServer {
  /** The site's folder (a copy of the fixture): edit it, then `rebuild`. */
  rootDir: string;
  outDir: string;
  /** Builds the site again over the served output, as `ctfdocs build` over the previous build/ (a deploy while pages are open). */
  rebuild(): Promise<void>;
}

export async function buildAndServe(which: BrowserTestSite, prepare?: (rootDir: string) => Promise<void>): Promise<ServedBuild> {
  const rootDir = which === 'ctfd' ? repoRoot : await copyFixture(which);
  await prepare?.(rootDir);
  await mkdir(path.join(repoRoot, 'test/tmp'), { recursive: true });
  const outDir = await mkdtemp(path.join(repoRoot, 'test/tmp', `out-${which}-`));
  // The CTFd site is built by two files: the second reads back what the first compiled, as `ctfdocs build` run twice does.
  const compileCache = which === 'ctfd' ? { dir: path.join(repoRoot, '.ctfdocs-cache/markdown'), version: readStamp() } : undefined;
  const build = async () => {
    const result = await buildSite({ rootDir, configPath: 'site/ctfdocs.config.yaml', outDir, write: true, workers: processCompileWorkers(), compileCache });
    if (!result.ok) throw new Error(`Build of ${which} failed:\n${result.diagnostics.map((d) => d.message).join('\n')}`);
  };
  await build();
  const server = await startServer({ rootDir, configPath: 'site/ctfdocs.config.yaml', outDir, port: 0, host: '127.0.0.1', watch: false, log: () => {} });
  return Object.assign(server, { rootDir, outDir, rebuild: build });
}

/**
 * For a browser test file: build and serve a site and launch Chromium before
 * its tests, close both after. Read `browser` and `server` inside the tests.
 */
export function useSiteInBrowser(which: BrowserTestSite, prepare?: (rootDir: string) => Promise<void>) {
  const ctx = {} as { browser: Browser; server: ServedBuild };
  beforeAll(async () => {
    [ctx.server, ctx.browser] = await Promise.all([buildAndServe(which, prepare), launchBrowser()]);
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.close();
  });
  return ctx;
}

/** A new desktop-sized page at `path` of a site from useSiteInBrowser, after `init` (routes, listeners, init scripts) is set up. */
export async function openPage(site: ReturnType<typeof useSiteInBrowser>, path: string, init?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await init?.(page);
  await page.goto(`${site.server.url}${path}`);
  return page;
}

/**
 * For a browser test file: `ctfdocs serve` (watching, serving from memory)
 * on a fresh copy of a fixture, and Chromium. `dir` is the copy to edit;
 * `prepare` edits it before serve starts; `log` collects serve's terminal lines.
 */
export function useServeInBrowser(which: 'basic', prepare?: (rootDir: string) => Promise<void>) {
  const ctx = { log: [] as string[] } as { browser: Browser; server: RunningServer; dir: string; log: string[] };
  beforeAll(async () => {
    ctx.dir = await copyFixture(which);
    await prepare?.(ctx.dir);
    [ctx.server, ctx.browser] = await Promise.all([
      startServer({ rootDir: ctx.dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(ctx.dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: (line) => ctx.log.push(line) }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.close();
  });
  return ctx;
}

/**
 * Holds every request of `context` whose URL matches `glob` (a route of
 * the context, so that a worker's requests are held too) until `release()`;
 * `requested` settles when the first arrives.
 */
export async function holdRequests(context: BrowserContext, glob: string): Promise<{ requested: Promise<void>; release(): void }> {
  let requestedNow!: () => void;
  const requested = new Promise<void>((r) => (requestedNow = r));
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await context.route(glob, async (route) => {
    requestedNow();
    await held;
    await route.continue();
  });
  return { requested, release };
}
