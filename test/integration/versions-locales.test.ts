// `ctfdocs version` and what a build makes of versions and locales, on the
// versioned fixture (1.0 released, current unreleased; en and ar).
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, edit, runCli } from '../helpers/fixture.ts';

describe('ctfdocs version', () => {
  it('snapshots the current docs and sidebars as a new latest version', async () => {
    const dir = await copyFixture('versioned');
    const r = await runCli(dir, ['version', 'guide', '2.0']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Created version 2.0 of "guide"');
    expect(JSON.parse(await readFile(path.join(dir, 'site/versions.json'), 'utf8'))).toEqual(['2.0', '1.0']);
    expect(await readFile(path.join(dir, 'site/versioned_docs/version-2.0/new-feature.md'), 'utf8')).toBe(await readFile(path.join(dir, 'content/guide/new-feature.md'), 'utf8'));
    expect(await readFile(path.join(dir, 'site/versioned_sidebars/version-2.0-sidebars.yaml'), 'utf8')).toBe(await readFile(path.join(dir, 'site/sidebars/guide.yaml'), 'utf8'));
    const build = await runCli(dir, ['build']);
    expect(build.code, build.stderr).toBe(0);
    // 2.0 is now served at /guide, 1.0 moves under its name and is no longer maintained.
    const out = path.join(dir, 'build');
    expect(await readFile(path.join(out, 'guide/new-feature.html'), 'utf8')).not.toContain('data-version-banner');
    expect(await readFile(path.join(out, 'guide/1.0/intro.html'), 'utf8')).toContain('This is documentation for Versioned Fixture 1.0, which is no longer actively maintained.');
  });

  it('saves a JavaScript sidebars file as the JSON it evaluates to, which the build then reads', async () => {
    const dir = await copyFixture('versioned');
    await writeFile(path.join(dir, 'site/sidebars/guide.js'), "const ids = ['intro', 'new-feature'];\nmodule.exports = { guide: ids };\n");
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('sidebarPath: sidebars/guide.yaml', 'sidebarPath: sidebars/guide.js'));
    const r = await runCli(dir, ['version', 'guide', '2.0']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(await readFile(path.join(dir, 'site/versioned_sidebars/version-2.0-sidebars.json'), 'utf8'))).toEqual({ guide: ['intro', 'new-feature'] });
    const build = await runCli(dir, ['build']);
    expect(build.code, build.stderr).toBe(0);
    expect(await readFile(path.join(dir, 'build/guide/intro.html'), 'utf8')).toContain('href="/guide/new-feature"');
  });

  it('refuses a name that exists and an unknown instance, with exit code 1 and the file named', async () => {
    const dir = await copyFixture('versioned');
    const existing = await runCli(dir, ['version', 'guide', '1.0']);
    expect(existing.code).toBe(1);
    expect(existing.stderr).toContain('site/versions.json version "1.0" of instance "guide" already exists');
    const unknown = await runCli(dir, ['version', 'manual', '3.0']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('site/ctfdocs.config.yaml no docs instance "manual"');
    expect(unknown.stderr).toContain('Use one of: guide.');
    expect(JSON.parse(await readFile(path.join(dir, 'site/versions.json'), 'utf8'))).toEqual(['1.0']);
    expect(existsSync(path.join(dir, 'site/versioned_docs/version-3.0'))).toBe(false);
  });
});

describe('docs[].versions.<name>.banner', () => {
  it('is shown on the latest version too when the config sets one, as Docusaurus shows it', async () => {
    const dir = await copyFixture('versioned');
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('    landingDocId: intro\n', "    landingDocId: intro\n    versions:\n      '1.0':\n        banner: unmaintained\n"));
    const build = await runCli(dir, ['build']);
    expect(build.code, build.stderr).toBe(0);
    // 1.0 is the last release, served at /guide; the banner still says what the config asks.
    const latest = await readFile(path.join(dir, 'build/guide/intro.html'), 'utf8');
    expect(latest).toContain('data-version-banner="1.0"');
    expect(latest).toContain('This is documentation for Versioned Fixture 1.0, which is no longer actively maintained.');
  });
});

describe('version names a URL would change', () => {
  const names = ['x%2f', '2.0?beta', 'a#b', 'tab\there', 'back\\slash'];

  it('ctfdocs version refuses each, with exit code 1, and writes nothing', async () => {
    const dir = await copyFixture('versioned');
    for (const name of names) {
      const r = await runCli(dir, ['version', 'guide', name]);
      expect(r.code, `${name}: ${r.stderr}`).toBe(1);
      expect(r.stderr, name).toMatch(/error site\/ctfdocs\.config\.yaml version name ".*" contains .*, which a URL cannot hold as it is/);
      expect(r.stderr, name).toContain('hint: ');
    }
    expect(JSON.parse(await readFile(path.join(dir, 'site/versions.json'), 'utf8'))).toEqual(['1.0']);
    expect(await readdir(path.join(dir, 'site/versioned_docs'))).toEqual(['version-1.0']);
  });

  it('one in versions.json is an error naming versions.json', async () => {
    const dir = await copyFixture('versioned');
    await cp(path.join(dir, 'site/versioned_docs/version-1.0'), path.join(dir, 'site/versioned_docs/version-x%2f'), { recursive: true });
    await cp(path.join(dir, 'site/versioned_sidebars/version-1.0-sidebars.yaml'), path.join(dir, 'site/versioned_sidebars/version-x%2f-sidebars.yaml'));
    await writeFile(path.join(dir, 'site/versions.json'), '["x%2f", "1.0"]\n');
    const r = await runCli(dir, ['build']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/^error site\/versions\.json versions\.json: version name "x%2f" contains "%", which a URL cannot hold as it is$/m);
  });
});

describe('build with versions and locales', () => {
  it('writes every version in every locale, lists them in the sitemap and keeps checking links and duplicate routes', async () => {
    const dir = await copyFixture('versioned');
    const r = await runCli(dir, ['build']);
    expect(r.code, r.stderr).toBe(0);
    const out = path.join(dir, 'build');
    for (const f of ['guide/intro.html', 'guide/next/intro.html', 'guide/next/new-feature.html', 'ar/index.html', 'ar/guide/intro.html', 'ar/guide/next/new-feature.html', 'ar/about.html']) {
      expect(existsSync(path.join(out, f)), f).toBe(true);
    }
    expect(existsSync(path.join(out, 'guide/new-feature.html'))).toBe(false);
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    for (const loc of ['/guide/next/setup', '/ar/guide/intro', '/ar']) expect(sitemap).toContain(`<loc>https://versioned.example.com${loc}</loc>`);

    // A broken link in a translation is found at its own file and line.
    await edit(dir, 'site/i18n/ar/docs-guide/current/intro.md', (s) => `${s}\n[x](/guide/next/missing)\n`);
    const broken = await runCli(dir, ['check']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('site/i18n/ar/docs-guide/current/intro.md:5');

    // Serving the unreleased docs at routeBasePath too collides with the latest version's routes.
    await edit(dir, 'site/i18n/ar/docs-guide/current/intro.md', (s) => s.replace('\n[x](/guide/next/missing)\n', ''));
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('    landingDocId: intro\n', '    landingDocId: intro\n    versions:\n      current:\n        path: ""\n'));
    const dup = await runCli(dir, ['check']);
    expect(dup.stderr).toMatch(/Duplicate route \/guide\/intro: content\/guide\/intro\.md and site\/versioned_docs\/version-1\.0\/intro\.md/);
  });

  it('names the config line of a version that does not exist', async () => {
    const dir = await copyFixture('versioned');
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('    landingDocId: intro\n', '    landingDocId: intro\n    lastVersion: "0.9"\n'));
    const line = (await readFile(path.join(dir, 'site/ctfdocs.config.yaml'), 'utf8')).split('\n').findIndex((l) => l.includes('lastVersion')) + 1;
    const r = await runCli(dir, ['check']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`site/ctfdocs.config.yaml:${line}:18 docs[0].lastVersion: no version "0.9" in instance "guide"`);
  });
});
