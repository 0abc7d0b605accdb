import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config/load.ts';
import { loadContent } from '../content/load.ts';
import { countingWorkers } from '../markdown/testing.ts';
import { assembleSite } from './assemble.ts';
import { createCoreCache, pruneCoreCache, type CoreCache } from './core-cache.ts';
import { readFileSync } from 'node:fs';

const root = path.resolve(fileURLToPath(import.meta.url), '../../../../../test/fixtures/basic');
const configText = readFileSync(path.join(root, 'site/ctfdocs.config.yaml'), 'utf8');
const { workers, compiled: compiledFiles } = countingWorkers();
afterAll(() => workers.close());

async function assemble(text: string, only?: ReadonlySet<string>, cache?: CoreCache) {
  const loaded = parseConfig(text, 'site/ctfdocs.config.yaml');
  expect(loaded.diagnostics).toEqual([]);
  const graph = await loadContent(loaded.config!, { rootDir: root, includeDrafts: false });
  return assembleSite(graph, workers, { rootDir: root, config: loaded.config!, configFile: loaded.file, locateConfig: loaded.locate, dev: false, only, cache });
}

describe('assembleSite', () => {
  it('gives each doc breadcrumbs and previous/next links in sidebar order', async () => {
    const model = await assemble(configText);
    const install = model.pages.find((p) => p.route === '/guide/setup/install');
    expect(install?.kind).toBe('doc');
    if (install?.kind === 'doc') {
      expect(install.breadcrumbs).toEqual([{ label: 'Setting up', href: undefined }]);
      expect(install.prev).toEqual({ label: 'Introduction', href: '/guide/intro' });
      expect(install.next).toEqual({ label: 'Options', href: '/guide/reference/options' });
    }
  });

  it('lands the instance root on its landing doc with a redirect', async () => {
    const model = await assemble(configText);
    expect(model.pages.find((p) => p.route === '/guide')).toMatchObject({ kind: 'redirect', to: '/guide/intro' });
  });

  it('reports a navbar doc item naming a missing doc, with key path and line', async () => {
    const model = await assemble(configText.replace('docId: intro', 'docId: intor'));
    const d = model.diagnostics.find((x) => x.code === 'config/reference');
    expect(d?.message).toBe('themeConfig.navbar.items[0].docId: no doc "intor" in instance "guide"');
    expect(d?.line).toBe(15);
  });

  it('reports a docSidebar item naming a missing sidebar', async () => {
    const model = await assemble(configText.replace('      - type: doc\n        docId: intro\n', '      - type: docSidebar\n        sidebarId: nope\n'));
    expect(model.diagnostics.find((x) => x.code === 'config/reference')?.message).toContain('no sidebar "nope"');
  });

  it('skips a navbar item pointing at a draft doc without error', async () => {
    const model = await assemble(configText.replace('docId: intro', 'docId: setup/draft-page'));
    expect(model.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
  });

  it('with `only`, compiles and keeps just those pages, and still lists every route', async () => {
    const whole = await assemble(configText);
    compiledFiles.length = 0;
    const some = await assemble(configText, new Set(['/guide/setup/install']));
    expect(some.pages.map((p) => p.route)).toEqual(['/guide/setup/install']);
    expect(compiledFiles).toEqual(['content/guide/setup/install.md']);
    expect(some.routes).toEqual(whole.routes);
    expect(some.pages[0]).toEqual(whole.pages.find((p) => p.route === '/guide/setup/install'));
  });

  it("serve's memory gives back the pages compiled against the same routes, and the prune after a whole build keeps only what it used", async () => {
    const cache = createCoreCache();
    // Each whole build ends with the prune, as buildSite's do.
    const first = await assemble(configText, undefined, cache);
    pruneCoreCache(cache);
    const entries = cache.compiled.size;
    expect(entries).toBeGreaterThan(0);
    compiledFiles.length = 0;
    const again = await assemble(configText, undefined, cache);
    pruneCoreCache(cache);
    expect(compiledFiles).toEqual([]);
    expect(again.pages).toEqual(first.pages);
    // Another route base changes every link between docs: each page is compiled again, and the old entries go.
    compiledFiles.length = 0;
    const moved = await assemble(configText.replace('routeBasePath: /guide', 'routeBasePath: /manual'), undefined, cache);
    expect(compiledFiles.length).toBe(entries);
    expect(cache.compiled.size).toBe(2 * entries);
    pruneCoreCache(cache);
    expect(cache.compiled.size).toBe(entries);
    expect(moved.pages.some((p) => p.route.startsWith('/manual/'))).toBe(true);
  });
});
