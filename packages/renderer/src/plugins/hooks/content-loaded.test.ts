import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry, SiteModel } from '@ctfdocs/core';
import { testPlugin } from '../testing.ts';
import { loadPluginContent } from './content-loaded.ts';

let rootDir: string;
beforeAll(async () => {
  rootDir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-content-loaded-'));
  await mkdir(path.join(rootDir, 'site/plugins'), { recursive: true });
  await mkdir(path.join(rootDir, 'site/src'), { recursive: true });
  await writeFile(path.join(rootDir, 'site/plugins/Release.tsx'), 'export default () => null;\n');
  await writeFile(path.join(rootDir, 'site/src/Team.tsx'), 'export default () => null;\n');
});
afterAll(() => rm(rootDir, { recursive: true, force: true }));

/** A site with one doc, at the baseUrl given. */
function model(baseUrl = '/'): SiteModel {
  const routes: RouteEntry[] = [{ path: '/docs/intro', kind: 'doc', source: 'content/docs/intro.md' }];
  return { site: { config: { baseUrl } }, pages: [], routes } as unknown as SiteModel;
}

describe('loadContent and contentLoaded', () => {
  it('add the routes a plugin makes from its content, each rendered by its component with its props, and its global data', async () => {
    const plugin = testPlugin(
      {
        name: 'releases',
        loadContent: async () => ['1.0', '2.0'],
        contentLoaded({ content, actions }) {
          for (const v of content as string[]) actions.addRoute({ path: `/base/releases/${v}/`, component: './Release.tsx', props: { version: v } });
          actions.addRoute({ path: '/base/team', component: '@site/src/Team', exact: true });
          actions.setGlobalData({ latest: '2.0' });
        },
      },
      { rootDir, baseUrl: '/base/' },
    );
    const made = await loadPluginContent({ model: model('/base/'), plugins: [plugin], rootDir });
    expect(made.diagnostics).toEqual([]);
    expect(made.plugins[0].content).toEqual(['1.0', '2.0']);
    expect(made.model.pages).toEqual([
      { kind: 'plugin-route', route: '/releases/1.0', source: 'site/plugins/Release.tsx', modulePath: path.join(rootDir, 'site/plugins/Release.tsx'), plugin: 'releases', props: { version: '1.0' } },
      { kind: 'plugin-route', route: '/releases/2.0', source: 'site/plugins/Release.tsx', modulePath: path.join(rootDir, 'site/plugins/Release.tsx'), plugin: 'releases', props: { version: '2.0' } },
      { kind: 'plugin-route', route: '/team', source: 'site/src/Team.tsx', modulePath: path.join(rootDir, 'site/src/Team.tsx'), plugin: 'releases', props: {} },
    ]);
    expect(made.model.routes.map((r) => [r.path, r.kind])).toEqual([
      ['/docs/intro', 'doc'],
      ['/releases/1.0', 'plugin'],
      ['/releases/2.0', 'plugin'],
      ['/team', 'plugin'],
    ]);
    expect(made.model.site.globalData).toEqual({ releases: { latest: '2.0' } });
  });

  it("renders only serve's wanted pages, but adds every route, so links to the others are not broken", async () => {
    const plugin = testPlugin(
      {
        contentLoaded({ actions }) {
          actions.addRoute({ path: '/a', component: './Release.tsx' });
          actions.addRoute({ path: '/b', component: './Release.tsx' });
        },
      },
      { rootDir },
    );
    const made = await loadPluginContent({ model: model(), plugins: [plugin], rootDir, only: new Set(['/b']) });
    expect(made.model.pages.map((p) => p.route)).toEqual(['/b']);
    expect(made.model.routes.map((r) => r.path)).toEqual(['/docs/intro', '/a', '/b']);
  });

  it('refuses a route another page or plugin has, one outside the baseUrl, one that is not a route and one whose component is not there, naming the plugin', async () => {
    const first = testPlugin({ name: 'first', contentLoaded: ({ actions }) => actions.addRoute({ path: '/base/news', component: './Release.tsx' }) }, { rootDir, index: 0, baseUrl: '/base/' });
    const second = testPlugin(
      {
        name: 'second',
        contentLoaded({ actions }) {
          actions.addRoute({ path: '/base/docs/intro', component: './Release.tsx' });
          actions.addRoute({ path: '/base/news/', component: './Release.tsx' });
          actions.addRoute({ path: '/base/404', component: './Release.tsx' });
          actions.addRoute({ path: '/elsewhere', component: './Release.tsx' });
          actions.addRoute({ path: '/base/../x', component: './Release.tsx' });
          actions.addRoute({ path: '/base/feed', component: './Feed.tsx', modules: {} } as never);
          actions.addRoute({ path: '/base/gone', component: './Gone.tsx' });
        },
      },
      { rootDir, index: 1, baseUrl: '/base/' },
    );
    const made = await loadPluginContent({ model: model('/base/'), plugins: [first, second], rootDir });
    expect(made.model.routes.map((r) => r.path)).toEqual(['/docs/intro', '/news']);
    expect(made.diagnostics.map((d) => [d.code, d.configPath, d.message])).toEqual([
      ['plugin/route-collision', 'plugins[1]', 'Plugin "second" (./plugins/second.mjs) adds the route /docs/intro, which content/docs/intro.md has already'],
      ['plugin/route-collision', 'plugins[1]', 'Plugin "second" (./plugins/second.mjs) adds the route /news, which plugin "first" has already'],
      ['plugin/route-collision', 'plugins[1]', 'Plugin "second" (./plugins/second.mjs) adds the route /404, which the not-found page has already'],
      ['plugin/route', 'plugins[1]', 'Plugin "second" (./plugins/second.mjs): contentLoaded added a route at /elsewhere, outside the site\'s baseUrl /base/'],
      [
        'plugin/route',
        'plugins[1]',
        expect.stringMatching(/^Plugin "second" \(\.\/plugins\/second\.mjs\): contentLoaded added a route that is not one: path: must not contain "\." or "\.\." segments/),
      ],
      ['plugin/route', 'plugins[1]', expect.stringMatching(/that is not one: .*modules/)],
      ['plugin/route', 'plugins[1]', 'Plugin "second" (./plugins/second.mjs): contentLoaded added a route at /base/gone whose component ./Gone.tsx could not be found'],
    ]);
  });

  it('reports a loadContent or contentLoaded that throws, and goes on with the other plugins', async () => {
    const broken = testPlugin(
      {
        name: 'broken',
        loadContent: () => {
          throw new Error('feed unreachable');
        },
        contentLoaded: ({ actions }) => actions.addRoute({ path: '/never', component: './Release.tsx' }),
      },
      { rootDir, index: 0 },
    );
    const half = testPlugin(
      {
        name: 'half',
        contentLoaded: async ({ actions }) => {
          actions.setGlobalData(1);
          await Promise.reject(new TypeError('entries is not iterable'));
        },
      },
      { rootDir, index: 1 },
    );
    const fine = testPlugin({ name: 'fine', contentLoaded: ({ actions }) => actions.addRoute({ path: '/fine', component: './Release.tsx' }) }, { rootDir, index: 2 });
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const notJson = testPlugin(
      {
        name: 'bigint',
        contentLoaded({ actions }) {
          actions.setGlobalData({ count: 1n });
          actions.addRoute({ path: '/cycle', component: './Release.tsx', props: { cycle } });
        },
      },
      { rootDir, index: 3 },
    );
    const made = await loadPluginContent({ model: model(), plugins: [broken, half, fine, notJson], rootDir });
    expect(made.diagnostics.map((d) => d.message)).toEqual([
      'Plugin "broken" (./plugins/broken.mjs) failed in loadContent: feed unreachable',
      'Plugin "half" (./plugins/half.mjs) failed in contentLoaded: entries is not iterable',
      'Plugin "bigint" (./plugins/bigint.mjs): contentLoaded set global data that is not JSON (a BigInt, a cycle)',
      'Plugin "bigint" (./plugins/bigint.mjs): contentLoaded added a route at /cycle whose props are not JSON (a BigInt, a cycle)',
    ]);
    expect(made.model.routes.map((r) => r.path)).toEqual(['/docs/intro', '/fine']);
    expect(made.model.site.globalData).toBeUndefined();
  });
});
