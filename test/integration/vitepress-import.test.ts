// ctfdocs init --from-vitepress on a VitePress site written for this test
// (test/fixtures/vitepress): the config and sidebars it writes build with no
// error, every page keeps its route, the pages are left as they were, and
// what it cannot carry is named with its file and key.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { copyFixture, readTree, runCli } from '../helpers/fixture.ts';

describe('ctfdocs init --from-vitepress', () => {
  it('writes a config and sidebars that build with no error, keeps every route, and reports what it could not carry', async () => {
    const dir = await copyFixture('vitepress');
    const before = await readTree(path.join(dir, 'src'));
    const r = await runCli(dir, ['init', '--from-vitepress', '.']);
    expect(r.code, r.stderr).toBe(0);
    for (const line of [
      '.vitepress/config.mts  transformPageData: a build hook',
      '.vitepress/config.mts  markdown.config: custom markdown-it plugins',
      '.vitepress/config.mts  vite: Vite and Vue options',
      '.vitepress/config.mts  head[1][0]: <script>',
      '.vitepress/config.mts  locales.fr: ctfdocs builds a locale as a copy of the site from i18n/<locale>/docs-docs/current/',
      '.vitepress/config.mts  themeConfig.editLink.text: ctfdocs names the link "Edit this page"',
      '.vitepress/config.mts  themeConfig.socialLinks[0].icon: shown as the text "GitHub"',
      '.vitepress/config.mts  sitemap.hostname: not set',
      '.vitepress/theme/index.ts  (file): a file of a VitePress theme',
      '.vitepress/theme/Gizmo.vue  (file): a file of a VitePress theme',
      "src/index.md  layout: home: VitePress's home page (hero, features) is not carried",
      'src/guide/troubleshooting.md  (sidebar): in no sidebar: VitePress shows it the sidebar of /guide',
    ]) {
      expect(r.stdout, line).toContain(line);
    }
    // What it carries is not reported.
    for (const key of ['themeConfig.nav', 'themeConfig.sidebar', 'lastUpdated', 'cleanUrls', 'outline', 'themeConfig.search', 'head[0]', 'footer', 'import "vitepress"'])
      expect(r.stdout).not.toContain(key);

    const config = parse(await readFile(path.join(dir, 'ctfdocs.config.yaml'), 'utf8'));
    expect(config).toMatchObject({
      title: 'Gizmo',
      tagline: 'Build and run gizmos',
      favicon: '/logo.svg',
      staticDirectories: ['src/public'],
      markdown: { headingIds: 'vitepress' },
      i18n: { defaultLocale: 'en-US', locales: ['en-US'], localeConfigs: { 'en-US': { label: 'English' } } },
      docs: [{ id: 'docs', path: 'src', routeBasePath: '/', sidebarPath: 'sidebars.yaml', showLastUpdateTime: true, editUrl: 'https://github.com/gizmo-co/gizmo/edit/main/' }],
    });
    expect(config.themeConfig.navbar.items).toEqual([
      { type: 'search', position: 'left' },
      { label: 'Guide', to: '/guide', position: 'right', activeBaseRegex: '/guide/' },
      {
        type: 'dropdown',
        label: 'Reference',
        position: 'right',
        items: [
          { label: 'API', to: '/api' },
          { label: 'Options', to: '/api/options' },
          { label: 'Releases', href: 'https://github.com/gizmo-co/gizmo/releases' },
        ],
      },
      { label: 'GitHub', href: 'https://github.com/gizmo-co/gizmo', position: 'right' },
    ]);
    // srcExclude is the instance's exclude (beside Docusaurus's defaults, which ctfdocs applies): the files stay readable, as for includes.
    expect(config.docs[0].exclude).toContain('**/parts/**');
    expect(config.docs[0].exclude).toContain('**/_*/**');
    expect(config.themeConfig.search).toEqual({ provider: 'local' });
    expect(config.themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.themeConfig.footer).toEqual({ copyright: 'Released under the MIT License. Copyright © 2025 Gizmo Co.' });
    const sidebars = parse(await readFile(path.join(dir, 'sidebars.yaml'), 'utf8'));
    expect(Object.keys(sidebars)).toEqual(['guide', 'api', 'fr-guide']);
    expect(sidebars.guide[1]).toEqual({ type: 'category', label: 'Settings', collapsed: true, items: [{ type: 'doc', id: 'guide/configuration', label: 'Configuration' }] });

    const build = await runCli(dir, ['build']);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout).toMatch(/^Built \d+ pages in .* — 2 warnings\.$/m);
    // The two warnings are the home page's VitePress front matter, which the import named.
    expect(build.stderr).toContain('src/index.md:2:9 front matter key "layout" is not used by ctfdocs');
    expect(build.stderr).toContain('src/index.md:3:1 front matter key "hero" is not used by ctfdocs');
    // Every page at its VitePress route (cleanUrls), the French pages too.
    const page = (route: string) => readFile(path.join(dir, 'build', `${route}.html`), 'utf8');
    const start = await page('guide/getting-started');
    expect(start).toMatch(/<aside class="doc-sidebar"[^>]*><nav class="menu" aria-label="Docs sidebar"[^>]*>.*>What is Gizmo\?<\/a>.*aria-current="page">Getting started<\/a>/s);
    expect(start).toContain('href="https://github.com/gizmo-co/gizmo/edit/main/src/guide/getting-started.md"');
    // The code group is tabs labelled by each block's [name].
    expect(start).toMatch(/role="tab"[^>]*>npm<\/button>.*role="tab"[^>]*>pnpm<\/button>/s);
    expect(await page('guide')).toContain('Gizmo builds gizmos from a description and runs them.');
    expect(await page('api/options')).toContain('Every option of');
    expect(await page('fr/guide/getting-started')).toMatch(/<nav class="menu" aria-label="Docs sidebar">.*aria-current="page">Démarrer<\/a>/s);
    expect(await page('index')).toContain('Gizmo builds and runs gizmos.');
    expect(await readFile(path.join(dir, 'build/logo.svg'), 'utf8')).toContain('<svg');
    await expect(page('guide/parts/shared')).rejects.toThrow();
    // The pages are as they were.
    expect(await readTree(path.join(dir, 'src'))).toEqual(before);
    expect((await runCli(dir, ['init', '--from-vitepress', '.'])).stderr).toContain('ctfdocs.config.yaml already exists');
  });

  it('refuses a folder without .vitepress/config.*, and --from-docusaurus with it', async () => {
    const dir = await copyFixture('vitepress');
    const none = await runCli(path.join(dir, 'src'), ['init', '--from-vitepress', '.']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('no .vitepress/config.{js,ts,mjs,mts} or .vitepress/config/index.* in');
    const both = await runCli(dir, ['init', '--from-vitepress', '.', '--from-docusaurus', '.']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("option '--from-vitepress <dir>' cannot be used with option '--from-docusaurus <dir>'");
  });

  it('reads .vitepress/config/index.mts, where VitePress also looks (a config split over files)', async () => {
    const dir = await copyFixture('vitepress');
    const vp = path.join(dir, '.vitepress');
    await mkdir(path.join(vp, 'config'));
    await rename(path.join(vp, 'config.mts'), path.join(vp, 'config', 'index.mts'));
    // Its relative imports now start one folder deeper.
    await writeFile(path.join(vp, 'config', 'index.mts'), (await readFile(path.join(vp, 'config', 'index.mts'), 'utf8')).replaceAll("from './", "from '../"));
    const r = await runCli(dir, ['init', '--from-vitepress', '.']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const config = parse(await readFile(path.join(dir, 'ctfdocs.config.yaml'), 'utf8'));
    expect(config.title).toBeTruthy();
    expect(r.stdout).toContain('.vitepress/config/index.mts');
  });
});
