import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { initSite, splitSiteUrl } from './init-site.ts';
import { templatesDir } from './templates.ts';

const tmp = () => mkdtemp(path.join(os.tmpdir(), 'ctfdocs-init-'));

describe('ctfdocs init', () => {
  it('copies the site template into a new folder and fills in the title, URL, base URL and package name', async () => {
    const dir = path.join(await tmp(), 'Team Docs');
    const r = await initSite({ dir, template: 'site', title: 'Team: Docs', url: 'https://team.github.io/handbook', force: false });
    expect(r.diagnostics).toEqual([]);
    expect(r.written).toContain('site/ctfdocs.config.yaml');
    expect(r.written).toContain('.github/workflows/docs.yml');
    const config = parse(await readFile(path.join(dir, 'site/ctfdocs.config.yaml'), 'utf8'));
    expect(config).toMatchObject({ title: 'Team: Docs', url: 'https://team.github.io', baseUrl: '/handbook/', themeConfig: { navbar: { title: 'Team: Docs', logo: { alt: 'Team: Docs logo' } } } });
    // The comments that explain each key survive the edit.
    expect(await readFile(path.join(dir, 'site/ctfdocs.config.yaml'), 'utf8')).toContain("# The site's name");
    expect(JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')).name).toBe('team-docs');
    expect((await readFile(path.join(dir, 'README.md'), 'utf8')).split('\n')[0]).toBe('# Team: Docs');
    expect(existsSync(path.join(dir, '.gitignore'))).toBe(true);
    expect(existsSync(path.join(dir, 'gitignore'))).toBe(false);
  });

  it('refuses a folder that is not empty unless forced, and then keeps the files the template does not have', async () => {
    const dir = await tmp();
    await writeFile(path.join(dir, 'notes.txt'), 'mine');
    const refused = await initSite({ dir, template: 'site', title: 'T', url: 'https://docs.example.com', force: false });
    expect(refused.diagnostics).toMatchObject([{ severity: 'error', code: 'init/not-empty' }]);
    expect(existsSync(path.join(dir, 'site'))).toBe(false);
    const forced = await initSite({ dir, template: 'site', title: 'T', url: 'https://docs.example.com', force: true });
    expect(forced.diagnostics).toEqual([]);
    expect(await readFile(path.join(dir, 'notes.txt'), 'utf8')).toBe('mine');
    expect(existsSync(path.join(dir, 'site/ctfdocs.config.yaml'))).toBe(true);
  });

  it('accepts an existing empty folder', async () => {
    const dir = path.join(await tmp(), 'empty');
    await mkdir(dir);
    expect((await initSite({ dir, template: 'site', title: 'T', url: 'https://docs.example.com', force: false })).diagnostics).toEqual([]);
  });

  it('names the templates there are when asked for another, and rejects a URL that is not http(s)', async () => {
    const dir = await tmp();
    const unknown = await initSite({ dir, template: 'blog', title: 'T', url: 'https://docs.example.com', force: false });
    expect(unknown.diagnostics[0]).toMatchObject({ code: 'init/unknown-template', hint: 'Use one of: site.' });
    const bad = await initSite({ dir, template: 'site', title: 'T', url: 'docs.example.com', force: false });
    expect(bad.diagnostics[0]).toMatchObject({ code: 'init/bad-url' });
    expect(splitSiteUrl('ftp://x.example.com')).toBe('"ftp://x.example.com" is not an http or https URL');
    expect(splitSiteUrl('https://docs.example.com')).toEqual({ url: 'https://docs.example.com', baseUrl: '/' });
  });
});

describe('ctfdocs init in a folder set up with npm', () => {
  it('counts a folder with only package.json, node_modules and a lockfile as empty, and keeps its package.json and its ctfdocs dependency', async () => {
    const dir = await tmp();
    await mkdir(path.join(dir, 'node_modules'));
    await writeFile(path.join(dir, 'package-lock.json'), '{}\n');
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'handbook', version: '1.0.0', scripts: { build: 'make' }, dependencies: { ctfdocs: 'file:../ctfdocs-0.1.0.tgz' } }));
    const r = await initSite({ dir, template: 'site', title: 'Handbook', url: 'https://docs.example.com', force: false });
    expect(r.diagnostics).toEqual([]);
    const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg).toEqual({
      name: 'handbook',
      version: '1.0.0',
      type: 'module',
      scripts: { start: 'ctfdocs serve', build: 'make', check: 'ctfdocs check' },
      dependencies: { ctfdocs: 'file:../ctfdocs-0.1.0.tgz' },
    });
  });

  it('adds the ctfdocs dependency to a package.json without one', async () => {
    const dir = await tmp();
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'handbook', devDependencies: { prettier: '^3.0.0' } }));
    await initSite({ dir, template: 'site', title: 'Handbook', url: 'https://docs.example.com', force: false });
    const template = JSON.parse(await readFile(path.join(templatesDir, 'site/package.json'), 'utf8'));
    expect(JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')).devDependencies).toEqual({ prettier: '^3.0.0', ctfdocs: template.devDependencies.ctfdocs });
  });
});
