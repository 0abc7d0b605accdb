import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, type SiteModel } from '@ctfdocs/core';
import { loadPlugins, type PluginModules } from './load.ts';

let rootDir: string;
beforeAll(async () => {
  rootDir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-plugins-'));
});
afterAll(() => rm(rootDir, { recursive: true, force: true }));

async function write(rel: string, text: string) {
  await mkdir(path.dirname(path.join(rootDir, rel)), { recursive: true });
  await writeFile(path.join(rootDir, rel), text);
}

/** Loads the plugins a config lists (`plugins:` and what follows), as the load phase does for the default locale. */
async function load(plugins: string, modules: PluginModules = new Map()) {
  const loaded = parseConfig(`title: T\nurl: https://docs.example.com\nbaseUrl: /docs/\nplugins:\n${plugins}`, 'site/ctfdocs.config.yaml', rootDir);
  if (!loaded.config) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
  const model = { site: { config: loaded.config, locale: { current: 'en', siteBaseUrl: '/docs/' } } } as unknown as SiteModel;
  return loadPlugins({ site: model.site, loaded, rootDir, outDir: 'build', prefix: '', modules });
}

describe('a site plugin is loaded', () => {
  it('from a path beside the config, with its options, and given the context', async () => {
    await write(
      'site/plugins/hello.mjs',
      `export default function hello(context, options) {
  return { name: 'hello', loadContent: () => ({ context, options, frozen: Object.isFrozen(context.siteConfig.themeConfig) }) };
}\n`,
    );
    const made = await load('  - [./plugins/hello.mjs, { greeting: hi }]\n');
    expect(made.diagnostics).toEqual([]);
    const [plugin] = made.plugins;
    expect(plugin.name).toBe('hello');
    expect(plugin.file).toBe(path.join(rootDir, 'site/plugins/hello.mjs'));
    expect(plugin.at).toMatchObject({ specifier: './plugins/hello.mjs', index: 0, configFile: 'site/ctfdocs.config.yaml', line: 5 });
    const content = (await plugin.hooks.loadContent!()) as { context: Record<string, unknown>; options: unknown; frozen: boolean };
    expect(content.options).toEqual({ greeting: 'hi' });
    expect(content.context).toMatchObject({
      siteDir: path.join(rootDir, 'site'),
      outDir: path.join(rootDir, 'build'),
      baseUrl: '/docs/',
      i18n: { defaultLocale: 'en', locales: ['en'], currentLocale: 'en' },
    });
    expect(content.frozen).toBe(true);
  });

  it('from a package installed beside the site, by its exports (an ESM-only package), and from a CommonJS module', async () => {
    await write('site/node_modules/ctfdocs-plugin-esm/package.json', JSON.stringify({ name: 'ctfdocs-plugin-esm', type: 'module', exports: { '.': { import: './src/index.js' } } }));
    await write('site/node_modules/ctfdocs-plugin-esm/src/index.js', "export default () => ({ name: 'esm' });\n");
    await write('site/plugins/old.cjs', "module.exports = function old() { return { name: 'old' }; };\n");
    await write('site/plugins/compiled.cjs', "Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = () => ({ name: 'compiled' });\n");
    const made = await load('  - ctfdocs-plugin-esm\n  - ./plugins/old.cjs\n  - ./plugins/compiled.cjs\n');
    expect(made.diagnostics).toEqual([]);
    expect(made.plugins.map((p) => p.name)).toEqual(['esm', 'old', 'compiled']);
  });

  it('again when its file changes, so serve runs the new code; once per build for every locale', async () => {
    await write('site/plugins/edited.mjs', "export default () => ({ name: 'before' });\n");
    const modules: PluginModules = new Map();
    expect((await load('  - ./plugins/edited.mjs\n', modules)).plugins[0].name).toBe('before');
    await write('site/plugins/edited.mjs', "export default () => ({ name: 'after' });\n");
    // The same build (another locale) uses the module it imported.
    expect((await load('  - ./plugins/edited.mjs\n', modules)).plugins[0].name).toBe('before');
    expect((await load('  - ./plugins/edited.mjs\n')).plugins[0].name).toBe('after');
  });
});

describe('a plugin that cannot be used', () => {
  it('is an error at its entry in the config, naming it, with a hint: not found, not loadable, no function, no name, a throw, a hook that is no function, a name taken', async () => {
    await write('site/plugins/syntax.mjs', 'export default function (\n');
    await write('site/plugins/object.mjs', 'export default { name: "object" };\n');
    await write('site/plugins/nameless.mjs', 'export default () => ({ loadContent() {} });\n');
    await write('site/plugins/throws.mjs', 'export default function throws() {\n  const options = undefined;\n  return { name: options.name };\n}\n');
    await write('site/plugins/hookless.mjs', "export default () => ({ name: 'hookless', postBuild: 'later' });\n");
    await write('site/plugins/twin.mjs', "export default () => ({ name: 'twin' });\n");
    await write('site/plugins/twin-again.mjs', "export default () => ({ name: 'twin' });\n");
    const made = await load(
      [
        './plugins/missing.mjs',
        'ctfdocs-plugin-missing',
        './plugins/syntax.mjs',
        './plugins/object.mjs',
        './plugins/nameless.mjs',
        './plugins/throws.mjs',
        './plugins/hookless.mjs',
        './plugins/twin.mjs',
        './plugins/twin-again.mjs',
      ]
        .map((s) => `  - ${s}\n`)
        .join(''),
    );
    expect(made.plugins.map((p) => p.name)).toEqual(['twin']);
    expect(made.diagnostics.map((d) => [d.code, d.configPath, d.line, d.file])).toEqual([
      ['plugin/not-found', 'plugins[0]', 5, 'site/ctfdocs.config.yaml'],
      ['plugin/not-found', 'plugins[1]', 6, 'site/ctfdocs.config.yaml'],
      ['plugin/import', 'plugins[2]', 7, 'site/ctfdocs.config.yaml'],
      ['plugin/not-a-function', 'plugins[3]', 8, 'site/ctfdocs.config.yaml'],
      ['plugin/no-name', 'plugins[4]', 9, 'site/ctfdocs.config.yaml'],
      ['plugin/hook', 'plugins[5]', 10, 'site/ctfdocs.config.yaml'],
      ['plugin/invalid', 'plugins[6]', 11, 'site/ctfdocs.config.yaml'],
      ['plugin/duplicate-name', 'plugins[8]', 13, 'site/ctfdocs.config.yaml'],
    ]);
    const [missing, uninstalled, syntax, object, nameless, throws, hookless, twin] = made.diagnostics;
    expect(missing).toMatchObject({ message: 'Plugin ./plugins/missing.mjs could not be found', hint: 'A path is relative to the config file: check the folder and the file name.' });
    expect(uninstalled.hint).toMatch(/^Install the package beside the site \(npm install ctfdocs-plugin-missing\)/);
    expect(syntax.message).toMatch(/^Plugin \.\/plugins\/syntax\.mjs could not be loaded: /);
    expect(object.message).toBe('Plugin ./plugins/object.mjs does not export a function: its default export is an object');
    expect(nameless.message).toBe('Plugin ./plugins/nameless.mjs returned no name');
    expect(throws.message).toMatch(/^Plugin \.\/plugins\/throws\.mjs failed in its function: Cannot read properties of undefined \(reading 'name'\) \(at site\/plugins\/throws\.mjs:3\)$/);
    expect(hookless.message).toBe('Plugin "hookless" (./plugins/hookless.mjs): postBuild is a string, not a function');
    expect(twin.message).toBe('Plugin ./plugins/twin-again.mjs is named "twin", as plugins[7] (./plugins/twin.mjs) is');
  });

  it('warns of a hook ctfdocs does not run, and keeps the plugin', async () => {
    await write('site/plugins/webpack.mjs', "export default () => ({ name: 'webpack', configureWebpack() {}, loadContent() {} });\n");
    const made = await load('  - ./plugins/webpack.mjs\n');
    expect(made.plugins.map((p) => p.name)).toEqual(['webpack']);
    expect(made.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'plugin/unknown-hook',
        message: 'Plugin "webpack" (./plugins/webpack.mjs) has configureWebpack, which ctfdocs does not run',
        hint: 'ctfdocs runs loadContent, contentLoaded, injectHtmlTags, getClientModules, checks, remarkPlugins, rehypePlugins, postBuild; remove configureWebpack, or do its work in one of those.',
      }),
    ]);
  });

  it("takes the markdown plugins it returns in the config lists' shape, and refuses another", async () => {
    await write('site/plugins/marks.mjs', "export default () => ({ name: 'marks', remarkPlugins: ['remark-math', ['./remark-note.mjs', { label: 'Tip' }]] });\n");
    await write('site/plugins/bad-marks.mjs', "export default () => ({ name: 'bad-marks', rehypePlugins: 'rehype-katex' });\n");
    const made = await load('  - ./plugins/marks.mjs\n  - ./plugins/bad-marks.mjs\n');
    expect(made.plugins.map((p) => [p.name, p.hooks.remarkPlugins])).toEqual([['marks', ['remark-math', ['./remark-note.mjs', { label: 'Tip' }]]]]);
    expect(made.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'plugin/invalid',
        configPath: 'plugins[1]',
        line: 6,
        message: expect.stringMatching(/^Plugin "bad-marks" \(\.\/plugins\/bad-marks\.mjs\): rehypePlugins /),
      }),
    ]);
    expect(made.diagnostics[0].hint).toMatch(/^Return the list as the config's markdown\.remarkPlugins is written/);
  });
});
