// customCss naming a module of a package installed beside the site, as a
// Docusaurus site names one with require.resolve: in a yarn-workspaces
// monorepo the package is hoisted to a node_modules folder above the site's,
// outside the folder the build runs from, and is found there as Node finds it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, edit, runCli, write } from '../helpers/fixture.ts';

const CONFIG = 'ctfdocs.config.yaml';

/** The head-styles fixture with its site folder as the monorepo's website and a package hoisted above it, with a font beside its stylesheet. */
async function hoistedMonorepo(customCss: string): Promise<string> {
  const dir = await copyFixture('head-styles');
  await write(dir, 'node_modules/some-pkg/package.json', JSON.stringify({ name: 'some-pkg', version: '1.0.0' }));
  await write(dir, 'node_modules/some-pkg/style.css', "@font-face { font-family: Hoisted; src: url('./fonts/hoisted.woff2'); }\n.hoisted-package-rule { outline-color: rgb(1, 2, 3); }\n");
  await write(dir, 'node_modules/some-pkg/fonts/hoisted.woff2', 'wOF2 stand-in bytes of a hoisted font');
  await edit(dir, `site/${CONFIG}`, (s) => s.replace('customCss: [./css/brand.css]', `customCss:\n  - ./css/brand.css\n  - ${customCss}`));
  return path.join(dir, 'site');
}

describe('customCss from a package installed beside the site', () => {
  it('bundles a hoisted package stylesheet the config names by its specifier, with the font it names', async () => {
    const site = await hoistedMonorepo('some-pkg/style.css');
    const r = await runCli(site, ['build', '--config', CONFIG, '--out-dir', 'build']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    const out = path.join(site, 'build');
    const cssHref = /<link rel="stylesheet" href="\/(assets\/css\/styles\.[0-9a-f]+\.css)"/.exec(await readFile(path.join(out, 'docs/intro.html'), 'utf8'))![1];
    const css = await readFile(path.join(out, cssHref), 'utf8');
    expect(css).toContain('.hoisted-package-rule{outline-color:');
    expect(css.indexOf('.hoisted-package-rule')).toBeGreaterThan(css.indexOf('rgb(200, 0, 100)'));
    const font = /url\("\.\.\/media\/(hoisted\.[A-Z0-9]+\.woff2)"\)/.exec(css)![1];
    expect(await readFile(path.join(out, 'assets/media', font), 'utf8')).toBe('wOF2 stand-in bytes of a hoisted font');
  });

  it('names a package stylesheet that is not installed at its config line', async () => {
    const site = await hoistedMonorepo('not-installed-pkg/style.css');
    const r = await runCli(site, ['check', '--config', CONFIG, '--format', 'json']);
    expect(r.code).toBe(1);
    const found = (JSON.parse(r.stdout) as { diagnostics: Array<{ code: string; file: string; line: number; configPath?: string; hint: string }> }).diagnostics;
    expect(found.filter((d) => d.configPath?.startsWith('customCss'))).toEqual([
      expect.objectContaining({ code: 'config/missing-path', file: CONFIG, line: 7, configPath: 'customCss[1]', hint: expect.stringContaining('package installed beside the site') }),
    ]);
  });
});
