import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteModule } from './load-module.ts';

describe('loading a Docusaurus config in Node', () => {
  it('loads TypeScript with an async config function, its relative imports, and stands in for packages that are not installed', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-dz-'));
    await writeFile(path.join(dir, 'navbar.ts'), "export const items: Array<{ to: string; label: string }> = [{ to: '/docs/a', label: 'A' }];\n");
    await writeFile(
      path.join(dir, 'docusaurus.config.ts'),
      [
        "import type { Config } from '@docusaurus/types';",
        "import { themes as prismThemes } from 'prism-react-renderer';",
        "import { items } from './navbar';",
        'export default async function createConfig(): Promise<Config> {',
        "  return { title: 'TS site', url: 'https://ts.example.com', baseUrl: '/', themeConfig: { navbar: { items }, prism: { theme: prismThemes.github } } } as Config;",
        '}',
      ].join('\n'),
    );
    const loaded = await loadSiteModule(path.join(dir, 'docusaurus.config.ts'));
    expect(loaded.missing).toEqual(['prism-react-renderer']);
    expect(loaded.value).toMatchObject({ title: 'TS site', themeConfig: { navbar: { items: [{ to: '/docs/a', label: 'A' }] } } });
    // The bundled copy it imported is gone.
    expect((await readdir(dir)).sort()).toEqual(['docusaurus.config.ts', 'navbar.ts']);
  });

  it('stands in for a namespace import of a package not installed, with each name the config reads from it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-dz-'));
    await writeFile(
      path.join(dir, 'docusaurus.config.mjs'),
      [
        "import * as yaml from 'not-installed-yaml';",
        "const langs = yaml.load('languages: {}');",
        "export default { title: 'Namespace site', url: 'https://ns.example.com', baseUrl: '/', langs: Object.keys(langs.languages) };",
      ].join('\n'),
    );
    const loaded = await loadSiteModule(path.join(dir, 'docusaurus.config.mjs'));
    expect(loaded.missing).toEqual(['not-installed-yaml']);
    expect(loaded.value).toMatchObject({ title: 'Namespace site', langs: [] });
  });

  it('gives a CommonJS config its own require.resolve and __dirname', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-dz-'));
    await writeFile(path.join(dir, 'sidebars.js'), 'module.exports = {};\n');
    await writeFile(path.join(dir, 'docusaurus.config.js'), "module.exports = { sidebar: require.resolve('./sidebars.js'), here: __dirname };\n");
    const loaded = await loadSiteModule(path.join(dir, 'docusaurus.config.js'));
    expect(loaded.value).toEqual({ sidebar: path.join(dir, 'sidebars.js'), here: dir });
  });

  it("gives a package that is not installed the exports it is known to have (VitePress's defineConfig returns its argument), imported or required", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-dz-'));
    const known = { vitepress: { defineConfig: '(config) => config' } };
    await writeFile(
      path.join(dir, 'config.mts'),
      "import { defineConfig, resolveSiteDataByRoute } from 'vitepress';\nexport default defineConfig({ title: 'VP', other: typeof resolveSiteDataByRoute });\n",
    );
    const imported = await loadSiteModule(path.join(dir, 'config.mts'), known);
    expect(imported.missing).toEqual(['vitepress']);
    expect(imported.value).toEqual({ title: 'VP', other: 'function' });
    await writeFile(path.join(dir, 'config.js'), "const { defineConfig } = require('vitepress');\nmodule.exports = defineConfig({ title: 'CJS' });\n");
    expect((await loadSiteModule(path.join(dir, 'config.js'), known)).value).toEqual({ title: 'CJS' });
  });
});
