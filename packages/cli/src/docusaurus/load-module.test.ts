import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteModule } from './load-module.ts';
import { repoRoot } from '../../../../test/helpers/fixture.ts';

/** A site folder inside the repository, so that the packages the workspace installs resolve from it as from a site's node_modules. */
async function siteIn(files: Record<string, string>): Promise<string> {
  await mkdir(path.join(repoRoot, 'test/tmp'), { recursive: true });
  const dir = await mkdtemp(path.join(repoRoot, 'test/tmp', 'dz-names-'));
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
  return dir;
}

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

  it('names the installed package or local file each plugin of the config was imported from, and nothing written in the config', async () => {
    const dir = await siteIn({
      'src/remark/note.mjs': 'export default function remarkNote() {}\n',
      'src/remark/typed.ts': 'export default function remarkTyped(): void {}\n',
      'plugins/cjs-note.cjs': 'module.exports = function cjsNote() {};\n',
      'docusaurus.config.mjs': [
        "import remarkMath from 'remark-math';",
        "import rehypeKatex from 'rehype-katex';",
        "import remarkNote from './src/remark/note.mjs';",
        "import remarkTyped from './src/remark/typed.ts';",
        'export default async function config() {',
        "  const gemoji = (await import('remark-gemoji')).default;",
        '  return { plugins: [remarkMath, [rehypeKatex, { strict: false }], remarkNote, remarkTyped, gemoji, function inline() {}] };',
        '}',
      ].join('\n'),
      // CommonJS.
      'docusaurus.config.cjs': "const cjsNote = require('./plugins/cjs-note.cjs');\nmodule.exports = { plugins: [[cjsNote, {}]] };\n",
    });
    const loaded = await loadSiteModule(path.join(dir, 'docusaurus.config.mjs'), {}, { names: true });
    const plugins = (loaded.value as { plugins: unknown[] }).plugins;
    expect(plugins.map((p) => loaded.nameOf(Array.isArray(p) ? p[0] : p))).toEqual([
      { specifier: 'remark-math' },
      { specifier: 'rehype-katex' },
      { specifier: './src/remark/note.mjs' },
      { specifier: './src/remark/typed.ts', typescript: true },
      { specifier: 'remark-gemoji' },
      undefined,
    ]);
    const cjs = await loadSiteModule(path.join(dir, 'docusaurus.config.cjs'), {}, { names: true });
    expect(cjs.nameOf((cjs.value as { plugins: unknown[][] }).plugins[0][0])).toEqual({ specifier: './plugins/cjs-note.cjs' });
    // Only when asked: the VitePress import names nothing.
    expect((await loadSiteModule(path.join(dir, 'docusaurus.config.mjs'))).nameOf(plugins[0])).toBeUndefined();
  });
});
