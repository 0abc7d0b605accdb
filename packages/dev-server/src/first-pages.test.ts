import { CompileWorkers } from '@ctfdocs/core';
import { createBuildCache, type BuildCache } from '@ctfdocs/renderer/build-cache';
import { describe, expect, it, vi } from 'vitest';
import { mayBePage } from './first-pages.ts';

describe('mayBePage', () => {
  it('takes paths without an extension and .html files for pages', () => {
    for (const rel of ['index.html', 'docs/intro', 'docs/intro.html', 'docs/v1/setup']) expect(mayBePage(rel), rel).toBe(true);
  });
  it('leaves static files and the search index to the whole build', () => {
    for (const rel of ['img/logo.svg', 'search-manifest.json', 'sitemap.xml', 'favicon.ico']) expect(mayBePage(rel), rel).toBe(false);
  });
});

describe('createFirstPages', () => {
  // The client bundle a first-pages render made or was handed goes into
  // serve's cache; if it failed (a config that did not load), every later
  // build would await the same failure until serve restarted.
  it("drops a client bundle that failed from serve's cache", async () => {
    vi.resetModules();
    const failed = Promise.reject(new Error('The config does not load; the build reports why.'));
    failed.catch(() => undefined);
    vi.doMock('./serve-build.ts', () => ({
      serveBuild: async (_site: unknown, run: { cache: BuildCache }) => {
        run.cache.assets = failed;
        return { ok: false, diagnostics: [], routes: [], files: new Map(), timings: {} };
      },
    }));
    const { createFirstPages } = await import('./first-pages.ts');
    const cache = createBuildCache();
    const rendered = vi.fn();
    const pages = createFirstPages({ rootDir: '/site', configPath: 'ctfdocs.config.yaml', outDir: '/site/build', cache, workers: async () => new CompileWorkers(), rendered, log: () => {} });
    await pages.render(['guide/intro.html']);
    expect(rendered).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.assets).toBeUndefined();
    vi.doUnmock('./serve-build.ts');
  });
});
