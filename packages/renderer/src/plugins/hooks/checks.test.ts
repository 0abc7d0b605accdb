import { describe, expect, it } from 'vitest';
import { testPlugin } from '../testing.ts';
import { pluginChecks } from './checks.ts';

const rootDir = '/work/site-root';
const routes = {
  routes: [
    { route: '/', file: 'index.html' },
    { route: '/docs/intro', file: 'docs/intro.html' },
    { route: '/404', file: '404.html' },
    { route: '/fr', file: 'fr/index.html' },
    { route: '/fr/docs/intro', file: 'fr/docs/intro.html' },
    { route: '/fr/404', file: 'fr/404.html' },
  ],
  baseUrl: '/',
  prefixes: ['', 'fr/'],
};

describe('checks', () => {
  it("reports a plugin's diagnostics as the build's own, coded by the plugin, files named from the site root", async () => {
    const seen: string[][] = [];
    const plugin = testPlugin(
      {
        name: 'owners',
        checks: async ({ content, routesPaths }) => {
          seen.push(routesPaths);
          return [
            { message: `no owner for ${String(content)}`, file: 'owners.yaml', line: 4, column: 3, hint: 'Add one.', code: 'missing-owner' },
            { message: 'a notice', severity: 'notice', file: `${rootDir}/content/docs/intro.md` },
            { message: 'site-wide', severity: 'warning' },
          ];
        },
      },
      { rootDir },
    );
    const diagnostics = await pluginChecks([{ prefix: '', plugins: [{ ...plugin, content: 'intro' }] }], routes, rootDir);
    expect(seen).toEqual([['/', '/docs/intro']]);
    expect(diagnostics).toEqual([
      { severity: 'error', code: 'plugin/owners/missing-owner', message: 'no owner for intro', file: 'site/owners.yaml', line: 4, column: 3, hint: 'Add one.' },
      { severity: 'notice', code: 'plugin/owners', message: 'a notice', file: 'content/docs/intro.md' },
      { severity: 'warning', code: 'plugin/owners', message: 'site-wide' },
    ]);
  });

  it("runs each locale's plugins with that locale's pages, and reports what they both find once", async () => {
    const make = (locale: string) => testPlugin({ name: 'same', checks: ({ routesPaths }) => [{ message: 'found in every locale' }, { message: `${locale}: ${routesPaths.join(' ')}` }] }, { rootDir });
    const diagnostics = await pluginChecks(
      [
        { prefix: '', plugins: [make('en')] },
        { prefix: 'fr/', plugins: [make('fr')] },
      ],
      routes,
      rootDir,
    );
    expect(diagnostics.map((d) => d.message)).toEqual(['found in every locale', 'en: / /docs/intro', 'fr: /fr /fr/docs/intro']);
  });

  it("reports what is no list of diagnostics, and a check that throws, at the plugin's entry", async () => {
    const diagnostics = await pluginChecks(
      [
        {
          prefix: '',
          plugins: [
            testPlugin({ name: 'shape', checks: () => [{ message: '', line: 0, code: 'Bad Code' }] as never }, { rootDir, index: 0 }),
            testPlugin(
              {
                name: 'throws',
                checks: () => {
                  throw new Error('owners.yaml is gone');
                },
              },
              { rootDir, index: 1 },
            ),
          ],
        },
      ],
      routes,
      rootDir,
    );
    expect(diagnostics.map((d) => [d.code, d.configPath])).toEqual([
      ['plugin/checks', 'plugins[0]'],
      ['plugin/hook', 'plugins[1]'],
    ]);
    expect(diagnostics[0].message).toMatch(/^Plugin "shape" \(\.\/plugins\/shape\.mjs\): checks returned \[0\]\.message: .*; \[0\]\.line: .*; \[0\]\.code: must be lower-case letters/);
    expect(diagnostics[1].message).toBe('Plugin "throws" (./plugins/throws.mjs) failed in checks: owners.yaml is gone');
  });
});
