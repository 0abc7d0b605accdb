import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Memo } from '@ctfdocs/core';
import type { ClientAssets } from '../../client-assets.ts';
import { testPlugin } from '../testing.ts';
import { clientBundleWithModules, pluginClientModules } from './client-modules.ts';

let rootDir: string;
beforeAll(async () => {
  rootDir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-client-modules-'));
  await mkdir(path.join(rootDir, 'site/plugins/client'), { recursive: true });
  await mkdir(path.join(rootDir, 'site/src'), { recursive: true });
  await writeFile(path.join(rootDir, 'site/plugins/client/index.ts'), "import { mark } from './mark.ts';\nmark('pluginClientModule');\n");
  await writeFile(path.join(rootDir, 'site/plugins/client/mark.ts'), 'export const mark = (name: string) => { document.documentElement.dataset[name] = "ran"; };\n');
  await writeFile(path.join(rootDir, 'site/src/analytics.js'), 'export function onRouteDidUpdate() { window.siteAnalyticsRoute = location.pathname; }\n');
  await writeFile(path.join(rootDir, 'site/plugins/broken.js'), 'export const x = ;\n');
});
afterAll(() => rm(rootDir, { recursive: true, force: true }));

const text = (assets: ClientAssets) => Buffer.from(assets.js.contents).toString();

describe('getClientModules', () => {
  it("resolves each plugin's modules (relative to its file, or @site/) and bundles them after the client script", async () => {
    const plugins = [
      testPlugin({ name: 'marks', getClientModules: () => ['./client'] }, { rootDir, index: 0 }),
      testPlugin({ name: 'analytics', getClientModules: () => ['@site/src/analytics.js'] }, { rootDir, index: 1 }),
    ];
    const found = await pluginClientModules(plugins);
    expect(found.diagnostics).toEqual([]);
    expect(found.modules.map((m) => [m.file, m.plugin.name])).toEqual([
      [path.join(rootDir, 'site/plugins/client/index.ts'), 'marks'],
      [path.join(rootDir, 'site/src/analytics.js'), 'analytics'],
    ]);
    const memo = new Memo<ClientAssets>();
    const bundle = clientBundleWithModules({ options: { baseUrl: '/', searchProvider: 'local' }, modules: found.modules, rootDir, memo });
    const assets = await bundle.assets;
    expect(await bundle.diagnostics).toEqual([]);
    expect(text(assets)).toContain('pluginClientModule');
    expect(text(assets)).toContain('siteAnalyticsRoute');
    expect(text(assets)).toContain('ctfdocs:navigated');
    // Every file of the site the bundle read, for serve to know when to make it again.
    expect(assets.inputs.map((i) => path.relative(rootDir, i.file)).sort()).toEqual(['site/plugins/client/index.ts', 'site/plugins/client/mark.ts', 'site/src/analytics.js']);
    expect(await clientBundleWithModules({ options: { baseUrl: '/', searchProvider: 'local' }, modules: found.modules, rootDir, memo }).assets).toBe(assets);
    await writeFile(path.join(rootDir, 'site/plugins/client/mark.ts'), 'export const mark = (name: string) => { document.body.dataset[name] = "changed"; };\n');
    expect(text(await clientBundleWithModules({ options: { baseUrl: '/', searchProvider: 'local' }, modules: found.modules, rootDir, memo }).assets)).toContain('changed');
  });

  it('reports a module that is not there, a list that is none and a hook that throws, at the plugin', async () => {
    const found = await pluginClientModules([
      testPlugin({ name: 'missing', getClientModules: () => ['./nowhere.js'] }, { rootDir, index: 0 }),
      testPlugin({ name: 'shape', getClientModules: () => './client' as never }, { rootDir, index: 1 }),
      testPlugin(
        {
          name: 'throws',
          getClientModules: () => {
            throw new Error('no list');
          },
        },
        { rootDir, index: 2 },
      ),
    ]);
    expect(found.modules).toEqual([]);
    expect(found.diagnostics.map((d) => [d.code, d.configPath, d.message])).toEqual([
      ['plugin/client-module', 'plugins[0]', 'Plugin "missing" (./plugins/missing.mjs): the client module ./nowhere.js could not be found'],
      ['plugin/client-module', 'plugins[1]', expect.stringMatching(/^Plugin "shape" \(\.\/plugins\/shape\.mjs\): getClientModules returned /)],
      ['plugin/hook', 'plugins[2]', 'Plugin "throws" (./plugins/throws.mjs) failed in getClientModules: no list'],
    ]);
  });

  it('reports a module that does not compile at its line, and makes the client script without the modules', async () => {
    const plugin = testPlugin({ name: 'broken', getClientModules: () => ['./broken.js'] }, { rootDir });
    const found = await pluginClientModules([plugin]);
    const bundle = clientBundleWithModules({ options: { baseUrl: '/', searchProvider: 'local' }, modules: found.modules, rootDir });
    const [problem] = await bundle.diagnostics;
    expect(problem).toMatchObject({ severity: 'error', code: 'plugin/client-module', file: 'site/plugins/broken.js', line: 1 });
    expect(problem.message).toMatch(/^Plugin "broken" \(\.\/plugins\/broken\.mjs\): a client module could not be bundled: /);
    expect(text(await bundle.assets)).not.toContain('export const x');
  });
});
