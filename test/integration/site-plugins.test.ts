// Site plugins (issue #27 item 4), through the CLI on a site with a plugin of
// its own (test/fixtures/site-plugins): a page it adds from its content, a
// head tag in every page whose inline script the policy allows, a client
// module in the client script, a rehype plugin of its folder in every page,
// a check reported at its file and line, and a file postBuild writes into
// build/ (never in check); a plugin installed as a package; every way a
// plugin can fail, each an error at its entry in the config; and serve,
// which runs a plugin's new code after a save.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@ctfdocs/dev-server';
import type { Diagnostic } from '@ctfdocs/core';
import { copyFixture, edit, runCli, write } from '../helpers/fixture.ts';
import { getPage, untilPage, type Answer } from '../helpers/served-fixture.ts';

const CONFIG = 'site/ctfdocs.config.yaml';
const INLINE = "document.documentElement.dataset.pluginInline = 'ran';";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The fixture with a second plugin, an ESM-only package installed beside the config. */
async function withPackagePlugin(): Promise<string> {
  const dir = await copyFixture('site-plugins');
  await write(dir, 'site/node_modules/ctfdocs-plugin-robots/package.json', JSON.stringify({ name: 'ctfdocs-plugin-robots', type: 'module', exports: { '.': { import: './index.js' } } }));
  await write(
    dir,
    'site/node_modules/ctfdocs-plugin-robots/index.js',
    "export default (context, { bot }) => ({ name: 'robots', injectHtmlTags: () => ({ headTags: [{ tagName: 'meta', attributes: { name: bot, content: 'noarchive' } }] }) });\n",
  );
  await edit(dir, CONFIG, (s) => s.replace('plugins:\n', 'plugins:\n  - [ctfdocs-plugin-robots, { bot: googlebot }]\n'));
  return dir;
}

describe('a site with plugins, built', () => {
  let dir: string;
  let out: string;
  beforeAll(async () => {
    dir = await withPackagePlugin();
    const r = await runCli(dir, ['build', '--config', CONFIG, '--out-dir', 'build']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.stdout + r.stderr).toContain('warning site/changelog.json:3 Release 1.1.0 has no date');
    out = path.join(dir, 'build');
  }, 120_000);

  it("has the plugin's page: its component with the props and global data the plugin gave, in the shell, titled, in the sitemap, linked to", async () => {
    const html = await readFile(path.join(out, 'changelog.html'), 'utf8');
    const main = /<main id="main-content"[^>]*>([\s\S]*?)<\/main>/.exec(html)![1];
    expect(main).toContain('<h1>What changed</h1>');
    expect(main).toContain('Latest: <!-- -->2.0.0');
    expect(main.match(/<li>/g)).toHaveLength(3);
    expect(main).toContain('<strong>1.1.0</strong> <!-- -->undated');
    expect(html).toContain('<title>What changed | Plugged Docs</title>');
    expect(html).toContain('<meta name="description" content="Every release of Plugged Docs."/>');
    expect(html).toMatch(/<nav[^>]*class="navbar/);
    expect(await readFile(path.join(out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://plugged.example.com/changelog</loc>');
    // A doc links to it, and the link check found it.
    expect(await readFile(path.join(out, 'docs/intro.html'), 'utf8')).toContain('href="/changelog"');
  });

  it("puts the plugins' head tags in every page, after the config's, and the policy allows their inline script and origins", async () => {
    const files = (await readdir(out, { recursive: true })).filter((f) => f.endsWith('.html') && !f.startsWith('assets/'));
    expect(files.length).toBeGreaterThan(3);
    for (const f of files) {
      const html = await readFile(path.join(out, f), 'utf8');
      // A redirect page has no head tags: a script there would count the moment before the refresh.
      if (html.includes('http-equiv="refresh"')) continue;
      expect(html, f).toContain(
        `<meta name="googlebot" content="noarchive"><meta name="changelog-latest" content="2.0.0"><script>${INLINE}</script><link rel="preconnect" href="https://releases.example.org"></head>`,
      );
    }
    const policy = /Content-Security-Policy: (.+)/.exec(await readFile(path.join(out, '_headers'), 'utf8'))![1];
    expect(policy).toContain(sha256(INLINE));
    expect(policy).toMatch(/connect-src 'self' https:\/\/releases\.example\.org;/);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain(sha256(INLINE).replaceAll("'", '&#x27;'));
  });

  it("bundles the plugin's client module, then the config's clientModules, into the client script every page loads, and their stylesheets into the site's", async () => {
    const html = await readFile(path.join(out, 'docs/intro.html'), 'utf8');
    const script = /<script src="\/(assets\/js\/main\.[0-9a-f]+\.js)"/.exec(html)![1];
    const code = await readFile(path.join(out, script), 'utf8');
    expect(code).toContain('pluginClient');
    expect(code).toContain('pluginRoutes');
    // The config's module is TypeScript, run after the plugin's.
    expect(code.indexOf('siteClient')).toBeGreaterThan(code.indexOf('pluginClient'));
    expect(code).toContain('siteAt');
    const css = await readFile(path.join(out, /<link rel="stylesheet" href="\/(assets\/css\/[^"]+)"/.exec(html)![1]), 'utf8');
    const theme = css.indexOf('--ctfdocs-color-primary');
    expect(theme).toBeGreaterThan(-1);
    expect(css.indexOf('.changelog-entry')).toBeGreaterThan(theme);
    expect(css.indexOf('.reading-width')).toBeGreaterThan(css.indexOf('.changelog-entry'));
  });

  it("compiles every page with the plugin's rehype plugin, from the plugin's folder, with the options it gave", async () => {
    for (const page of ['docs/intro.html', 'index.html']) {
      expect(await readFile(path.join(out, page), 'utf8'), page).toMatch(/<p data-since="2\.0\.0">(See|Start with) /);
    }
  });

  it('runs postBuild after build/ is in place, with every page', async () => {
    expect((await readFile(path.join(out, 'pages.txt'), 'utf8')).split('\n')).toEqual(['/', '/changelog', '/docs', '/docs/intro', '/docs/next', '']);
  });
});

describe('a site with plugins, checked', () => {
  it("prints the plugin's diagnostics with their file, line and code, and runs no postBuild", async () => {
    const dir = await copyFixture('site-plugins');
    const r = await runCli(dir, ['check', '--config', CONFIG, '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as { errors: number; warnings: number; diagnostics: Diagnostic[] };
    expect(report).toMatchObject({ errors: 0, warnings: 1 });
    expect(report.diagnostics).toEqual([
      { severity: 'warning', code: 'plugin/changelog/no-date', message: 'Release 1.1.0 has no date', file: 'site/changelog.json', line: 3, hint: 'Give the entry a "date".' },
    ]);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  }, 120_000);
});

describe('plugins that cannot be used', () => {
  it('are errors at their entries in the config, naming the plugin and the hook, with hints', async () => {
    const dir = await copyFixture('site-plugins');
    await write(dir, 'site/plugins/object.mjs', 'export default { name: "object" };\n');
    await write(dir, 'site/plugins/nameless.mjs', 'export default () => ({});\n');
    await write(dir, 'site/plugins/throws.mjs', "export default () => ({\n  name: 'throws',\n  contentLoaded() {\n    throw new Error('the feed is down');\n  },\n});\n");
    await write(dir, 'site/plugins/lost-rehype.mjs', "export default () => ({ name: 'lost-rehype', rehypePlugins: ['./rehype-lost.mjs'] });\n");
    await write(
      dir,
      'site/plugins/collides.mjs',
      "export default (context) => ({ name: 'collides', contentLoaded: ({ actions }) => actions.addRoute({ path: context.baseUrl + 'docs/intro', component: './changelog/Changelog.tsx' }) });\n",
    );
    await edit(dir, CONFIG, (s) =>
      s.replace(
        'plugins:\n',
        [
          'plugins:',
          '  - ./plugins/missing.mjs',
          '  - ctfdocs-plugin-absent',
          '  - ./plugins/object.mjs',
          '  - ./plugins/nameless.mjs',
          '  - ./plugins/throws.mjs',
          '  - ./plugins/collides.mjs',
          '  - ./plugins/lost-rehype.mjs',
          '',
        ].join('\n'),
      ),
    );
    const r = await runCli(dir, ['check', '--config', CONFIG, '--format', 'json']);
    expect(r.code).toBe(1);
    const errors = (JSON.parse(r.stdout) as { diagnostics: Diagnostic[] }).diagnostics.filter((d) => d.severity === 'error');
    // The markdown plugins a plugin returns are resolved as the pages load, before the plugins' content.
    expect(errors.map((d) => [d.code, d.file, d.line, d.configPath])).toEqual([
      ['config/plugin-not-found', CONFIG, 13, 'plugins[6]'],
      ['plugin/not-found', CONFIG, 7, 'plugins[0]'],
      ['plugin/not-found', CONFIG, 8, 'plugins[1]'],
      ['plugin/not-a-function', CONFIG, 9, 'plugins[2]'],
      ['plugin/no-name', CONFIG, 10, 'plugins[3]'],
      ['plugin/hook', CONFIG, 11, 'plugins[4]'],
      ['plugin/route-collision', CONFIG, 12, 'plugins[5]'],
    ]);
    expect(errors.map((d) => d.message)).toEqual([
      `Plugin "lost-rehype" (./plugins/lost-rehype.mjs) returned rehypePlugins[0]: no module at ./rehype-lost.mjs (looked for from ${path.join(dir, 'site/plugins')})`,
      'Plugin ./plugins/missing.mjs could not be found',
      'Plugin ctfdocs-plugin-absent could not be found',
      'Plugin ./plugins/object.mjs does not export a function: its default export is an object',
      'Plugin ./plugins/nameless.mjs returned no name',
      'Plugin "throws" (./plugins/throws.mjs) failed in contentLoaded: the feed is down (at site/plugins/throws.mjs:4)',
      'Plugin "collides" (./plugins/collides.mjs) adds the route /docs/intro, which content/docs/intro.md has already',
    ]);
    expect(errors[0].hint).toContain("relative to the plugin's folder");
    for (const e of errors) expect(e.hint, e.message).toBeTruthy();
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);
});

describe('a site with plugins, served', () => {
  let dir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dir = await copyFixture('site-plugins');
    server = await startServer({ rootDir: dir, configPath: CONFIG, outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: () => {} });
  }, 120_000);
  afterAll(() => server?.close());

  const get = (pathname: string) => getPage({ dir, server }, pathname);
  const until = (pathname: string, shows: (r: Answer) => boolean) => untilPage({ dir, server }, pathname, shows, 30_000);

  it("serves the plugin's page and what its postBuild wrote", async () => {
    await server.idle();
    expect((await get('/changelog')).body).toContain('<h1>What changed</h1>');
    expect((await get('/pages.txt')).body).toContain('/changelog\n');
    // serve's build/ is in memory: the real one is not written.
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it("runs the plugin's new code after a save to it, and its component's after a save to that", async () => {
    await edit(dir, 'site/plugins/changelog/index.mjs', (s) => s.replace('latest: content[0].version', 'latest: `v${content[0].version}`').replace("'pages.txt'", "'routes.txt'"));
    await until('/changelog', (r) => r.body.includes('Latest: <!-- -->v2.0.0'));
    expect((await until('/routes.txt', (r) => r.status === 200)).body).toContain('/changelog\n');
    await edit(dir, 'site/plugins/changelog/Changelog.tsx', (s) => s.replace('Latest: {latest}', 'Newest: {latest}'));
    await until('/changelog', (r) => r.body.includes('Newest: <!-- -->v2.0.0'));
    await server.idle();
  }, 90_000);
});
