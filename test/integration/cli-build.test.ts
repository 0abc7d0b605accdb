import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, edit, hashTree, runCli, runCliProcess, write } from '../helpers/fixture.ts';

// The tests of exit codes and output run bin/ctfdocs as a process, as a shell
// or CI runs it; the others run the CLI in the test's process (runCli).
describe('ctfdocs build on a fixture site', () => {
  it('builds every route, 404.html, sitemap.xml, robots.txt and hashed assets, with the page metadata', async () => {
    const dir = await copyFixture('basic');
    const r = await runCliProcess(dir, ['build']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Built \d+ pages in [\d.]+ s into build\/ — 0 warnings\.$/m);
    const out = path.join(dir, 'build');
    for (const f of [
      'index.html',
      'guide/intro.html',
      'guide/setup/install.html',
      'guide/reference/options.html',
      'about.html',
      'guide.html',
      '404.html',
      'sitemap.xml',
      'robots.txt',
      'search.html',
      'img',
    ]) {
      expect(existsSync(path.join(out, f)) || f === 'img', f).toBe(true);
    }
    expect(existsSync(path.join(out, 'guide/setup/draft-page.html'))).toBe(false);
    const html = await readFile(path.join(out, 'guide/intro.html'), 'utf8');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Introduction | Fixture Docs</title>');
    expect(html).toContain('<meta name="description" content="Where the fixture guide starts."/>');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.com/guide/intro"/>');
    expect(html).toContain('<meta property="og:title" content="Introduction | Fixture Docs"/>');
    expect(html).toContain('href="/guide/setup/install#requirements"');
    const assets = await readdir(path.join(out, 'assets/js'));
    expect(assets.some((a) => /^main\.[0-9a-f]{10}\.js$/.test(a))).toBe(true);
    expect(await readFile(path.join(out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://fixture.example.com/guide/intro</loc>');
    expect(await readFile(path.join(out, 'guide.html'), 'utf8')).toContain('url=/guide/intro');
    const headers = await readFile(path.join(out, '_headers'), 'utf8');
    expect(headers).toMatch(/^\/\*\n {2}X-Content-Type-Options: nosniff\n/);
    expect(headers).toMatch(/Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-/);
  });

  it('produces the same bytes from the same tree', async () => {
    const dir = await copyFixture('basic');
    expect((await runCli(dir, ['build', '--out-dir', 'a'])).code).toBe(0);
    expect((await runCli(dir, ['build', '--out-dir', 'b'])).code).toBe(0);
    expect(await hashTree(path.join(dir, 'a'))).toBe(await hashTree(path.join(dir, 'b')));
  });

  it('fails on a broken link, naming route, file and line, and keeps the previous build', async () => {
    const dir = await copyFixture('basic');
    expect((await runCliProcess(dir, ['build'])).code).toBe(0);
    const before = await hashTree(path.join(dir, 'build'));
    await edit(dir, 'content/guide/reference/options.md', (s) => s + '\nAlso see [the missing page](/guide/missing).\n');
    const r = await runCliProcess(dir, ['build']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Broken link: /guide/reference/options (content/guide/reference/options.md:9) → /guide/missing');
    expect(r.stderr).toContain('Build failed: 1 error');
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(await hashTree(path.join(dir, 'build'))).toBe(before);
    expect((await readdir(dir)).filter((f) => f.startsWith('.build'))).toEqual([]);
  });

  it('only warns about a broken markdown link and a duplicate route, naming both sources, and still builds', async () => {
    const dir = await copyFixture('basic');
    await edit(dir, 'content/guide/intro.md', (s) => s + '\nSee [old notes](./old-notes.md).\n');
    await write(dir, 'site/pages/guide/intro.md', '---\ntitle: Clash\n---\n\nSame route as the doc.\n');
    const r = await runCli(dir, ['build']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/warning content\/guide\/intro\.md:13:\d+ Broken markdown link: \/guide\/intro \(content\/guide\/intro\.md:13\) → \.\/old-notes\.md/);
    expect(r.stderr).toContain('Duplicate route /guide/intro: content/guide/intro.md and site/pages/guide/intro.md');
    expect(r.stdout).toContain('2 warnings');
  });

  it('reports a config error with file, line and key path and no stack trace', async () => {
    const dir = await copyFixture('basic');
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('docId: intro', 'docId: overvew'));
    const r = await runCli(dir, ['build']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error site/ctfdocs.config.yaml:15:16 themeConfig.navbar.items[0].docId: no doc "overvew" in instance "guide"');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('ctfdocs check', () => {
  it('exits 0 on a clean site and writes nothing', async () => {
    const dir = await copyFixture('basic');
    const r = await runCliProcess(dir, ['check']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Checked \d+ pages: 0 errors, 0 warnings\./);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it('prints GitHub annotations and exits 1 on errors', async () => {
    const dir = await copyFixture('basic');
    await edit(dir, 'content/guide/intro.md', (s) => s.replace('## First steps', '## First steps\n\nA [dead link](/nope).'));
    const r = await runCliProcess(dir, ['check', '--format', 'github']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^::error file=content\/guide\/intro\.md,line=11,col=\d+,title=link\/broken::Broken link/m);
  });

  it('prints JSON with counts', async () => {
    const dir = await copyFixture('basic');
    await edit(dir, 'content/guide/intro.md', (s) => s + '\n[x](./gone.md)\n');
    const r = await runCli(dir, ['check', '--format', 'json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.errors).toBe(0);
    expect(report.warnings).toBe(1);
    expect(report.diagnostics[0].code).toBe('link/broken-markdown');
  });

  it('reports a name missing from a checkNames list as a GitHub annotation at its file and line, and an error with onUnknownName: throw', async () => {
    const dir = await copyFixture('basic');
    await write(dir, 'specs/keys.txt', "# the program's settings\nSECRET_KEY\n");
    await edit(dir, 'site/ctfdocs.config.yaml', (s) =>
      s.replace('themeConfig:', "checkNames:\n  - { names: ../specs/keys.txt, kind: setting, match: '[A-Z]+_[A-Z]+', onUnknownName: throw }\nthemeConfig:"),
    );
    await edit(dir, 'content/guide/intro.md', (s) => `${s}\nSet \`SECRET_KEY\` and \`SECRET_KY\`.\n`);
    const lines = (await readFile(path.join(dir, 'content/guide/intro.md'), 'utf8')).split('\n');
    const r = await runCli(dir, ['check', '--format', 'github']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`::error file=content/guide/intro.md,line=${lines.length - 1},col=23,title=names/unknown::\`SECRET_KY\` is not a known setting: specs/keys.txt does not list it`);
  });

  it('exits 2 on a usage error', async () => {
    const dir = await copyFixture('basic');
    expect((await runCliProcess(dir, ['check', '--format', 'xml'])).code).toBe(2);
    expect((await runCliProcess(dir, ['build', '--bogus'])).code).toBe(2);
    expect((await runCliProcess(dir, ['deploy'])).code).toBe(2);
    const help = await runCliProcess(dir, ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('build');
  });
});
