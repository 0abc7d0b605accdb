// Algolia DocSearch as the site's search (issue #30 item 6): what a build
// writes with provider algolia (no local index, nor the worker that reads
// one; a policy that lets pages reach Algolia's hosts and no others), what a
// locally searched site's client holds (nothing of Algolia's), and the
// warning a placeholder key gets.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CompileWorkers, unescapeHtml } from '@ctfdocs/core';
import { buildSite, createBuildCache } from '@ctfdocs/renderer';
import { copyFixture, edit, runCli } from '../helpers/fixture.ts';

const APP_ID = 'BH4D9OD16A';
const HOSTS = [`https://${APP_ID}-dsn.algolia.net`, `https://${APP_ID}-1.algolianet.com`, `https://${APP_ID}-2.algolianet.com`, `https://${APP_ID}-3.algolianet.com`];

/** The basic fixture with its search's provider settings replaced by `lines`. */
async function siteWith(lines: string): Promise<string> {
  const dir = await copyFixture('basic');
  await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('    searchPagePath: search\n', `    searchPagePath: search\n${lines}`));
  return dir;
}

const algolia = (appId: string) => `    provider: algolia\n    appId: ${appId}\n    apiKey: 0123456789abcdef0123456789abcdef\n    indexName: fixture\n`;

async function files(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** The connect-src directive of a policy. */
const connectSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('connect-src'));

describe('a build with provider algolia', () => {
  it('writes no local index nor its worker, and lets pages connect to exactly Algolia’s hosts for the application', async () => {
    const dir = await siteWith(algolia(APP_ID));
    const built = await runCli(dir, ['build']);
    expect(built.code, built.stderr + built.stdout).toBe(0);
    const out = path.join(dir, 'build');
    const written = await files(out);
    expect(written.filter((f) => f.startsWith('assets/search/') || /search-worker|search-manifest/.test(f))).toEqual([]);
    // The rest of the site files are there as ever.
    expect(written).toEqual(expect.arrayContaining(['sitemap.xml', 'llms.txt', '_headers', 'search.html']));

    const headers = await readFile(path.join(out, '_headers'), 'utf8');
    expect(connectSrc(/Content-Security-Policy: (.+)/.exec(headers)![1])).toBe(`connect-src 'self' ${HOSTS.join(' ')}`);
    const page = await readFile(path.join(out, 'guide/intro.html'), 'utf8');
    const meta = unescapeHtml(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(page)![1]);
    expect(connectSrc(meta)).toBe(`connect-src 'self' ${HOSTS.join(' ')}`);
    expect(page).not.toContain('data-search-index');
    // The page's facets: its locale and its docs version.
    const context = unescapeHtml(/data-search-context="([^"]+)"/.exec(page)![1]);
    expect(JSON.parse(context)).toEqual({ language: 'en', versions: { guide: 'current' }, active: 'guide' });

    // Algolia's source is in a chunk of its own, which only the search chunks import.
    const js = (await files(path.join(out, 'assets/js'))).map((f) => path.join(out, 'assets/js', f));
    const withAlgolia = [];
    for (const f of js) if ((await readFile(f, 'utf8')).includes('-dsn.algolia.net')) withAlgolia.push(path.basename(f));
    expect(withAlgolia).toHaveLength(1);
    expect(withAlgolia[0]).not.toMatch(/^main\./);
  });

  it('warns of a placeholder application ID at its line, and lets pages connect nowhere else', async () => {
    const dir = await siteWith(algolia('YOUR_APP_ID'));
    const checked = await runCli(dir, ['check', '--format', 'json']);
    const report = JSON.parse(checked.stdout) as { diagnostics: Array<{ code: string; severity: string; file?: string; line?: number; configPath?: string }> };
    const config = await readFile(path.join(dir, 'site/ctfdocs.config.yaml'), 'utf8');
    const line = config.split('\n').findIndex((l) => l.includes('appId: YOUR_APP_ID')) + 1;
    expect(report.diagnostics.filter((d) => d.code === 'config/search-placeholder')).toEqual([
      expect.objectContaining({ severity: 'warning', file: 'site/ctfdocs.config.yaml', line, configPath: 'themeConfig.search.appId' }),
    ]);
    const built = await runCli(dir, ['build']);
    expect(built.code).toBe(0);
    const headers = await readFile(path.join(dir, 'build/_headers'), 'utf8');
    expect(connectSrc(/Content-Security-Policy: (.+)/.exec(headers)![1])).toBe("connect-src 'self'");
  });
});

describe('a build with local search', () => {
  it('ships no Algolia code and lets pages connect to the site alone', async () => {
    const dir = await siteWith('');
    const built = await runCli(dir, ['build']);
    expect(built.code, built.stderr + built.stdout).toBe(0);
    const out = path.join(dir, 'build');
    const written = await files(out);
    expect(written.some((f) => f.startsWith('assets/search/'))).toBe(true);
    for (const f of written.filter((f) => f.startsWith('assets/js/'))) expect(await readFile(path.join(out, f), 'utf8'), f).not.toMatch(/algolia/i);
    const headers = await readFile(path.join(out, '_headers'), 'utf8');
    expect(connectSrc(/Content-Security-Policy: (.+)/.exec(headers)![1])).toBe("connect-src 'self'");
  });
});

describe('serve', () => {
  it('makes the client bundle again when the config changes the provider, and keeps it while it does not', async () => {
    const dir = await siteWith('');
    const cache = createBuildCache();
    const workers = new CompileWorkers();
    onTestFinished(() => workers.close());
    const build = async () => {
      const r = await buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: `${dir}/build`, write: false, dev: true, workers, cache });
      expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      return { assets: await cache.assets, files: [...r.files.keys()] };
    };
    const local = await build();
    expect(local.files.some((f) => /search-worker/.test(f))).toBe(true);
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('    searchPagePath: search\n', `    searchPagePath: search\n${algolia(APP_ID)}`));
    const hosted = await build();
    expect(hosted.assets).not.toBe(local.assets);
    expect(hosted.assets?.options.searchProvider).toBe('algolia');
    expect(hosted.files.filter((f) => /search-worker|assets\/search\//.test(f))).toEqual([]);
    expect((await build()).assets).toBe(hosted.assets);
  });
});
