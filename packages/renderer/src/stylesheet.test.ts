import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRules } from '@ctfdocs/core';
import { buildStylesheet } from './stylesheet.ts';

const dirs: string[] = [];
afterEach(async () => Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true }))));

/** A site folder with the given files (path → contents), its config in site/. */
async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-css-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
  return dir;
}

async function make(dir: string, customCss: string[], baseUrl = '/') {
  const config = { docs: [], blog: [], staticDirectories: ['site/static'], apiReferences: [], exclude: [] };
  const rules = readRules({ rootDir: dir, configFile: 'site/ctfdocs.config.yaml', config });
  return buildStylesheet({ baseUrl, rootDir: dir, customCss, rules });
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('the stylesheet', () => {
  it("is the theme's alone, with no warning, when the site has none", async () => {
    const dir = await site({ 'site/ctfdocs.config.yaml': '' });
    const { stylesheet, diagnostics } = await make(dir, []);
    expect(diagnostics).toEqual([]);
    expect(stylesheet.file).toMatch(/^assets\/css\/styles\.[0-9a-f]{10}\.css$/);
    expect(text(stylesheet.contents)).toContain('--ctfdocs-color-primary');
    expect(stylesheet.media).toEqual([]);
  });

  it("puts the site's stylesheets after the theme's, in order, with their imports, fonts and images hashed beside it", async () => {
    const dir = await site({
      'site/ctfdocs.config.yaml': '',
      'site/css/custom.css':
        '@import "./more.css";\n:root { --ctfdocs-color-primary: rgb(200, 0, 100); }\n@font-face { font-family: Brand; src: url(./fonts/brand.woff2) format("woff2"); }\n.logo { background: url("../static/img/mark.png"); }\n',
      'site/css/more.css': '.more-rule { color: teal; }\n',
      'site/css/fonts/brand.woff2': 'wOF2 font bytes',
      'site/static/img/mark.png': 'png bytes',
      'site/css/last.css': '.last-rule { color: olive; }\n',
    });
    const { stylesheet, diagnostics } = await make(dir, ['site/css/custom.css', 'site/css/last.css'], '/docs/');
    expect(diagnostics).toEqual([]);
    const css = text(stylesheet.contents);
    const at = (s: string) => css.indexOf(s);
    // The theme's own declaration comes first, the site's after it, then the next stylesheet.
    expect(at('--ctfdocs-color-primary')).toBeLessThan(at('rgb(200, 0, 100)'));
    expect(at('.more-rule')).toBeLessThan(at('rgb(200, 0, 100)'));
    expect(at('rgb(200, 0, 100)')).toBeLessThan(at('.last-rule'));
    const font = stylesheet.media.find((m) => m.file.startsWith('assets/media/brand.'));
    expect(font && text(font.contents)).toBe('wOF2 font bytes');
    expect(css).toContain(`url("../media/${path.posix.basename(font!.file)}")`);
    expect(stylesheet.media.map((m) => m.file)).toEqual(expect.arrayContaining([expect.stringMatching(/^assets\/media\/mark\.[A-Z0-9]+\.png$/)]));
    expect(stylesheet.url).toBe(`/docs/${stylesheet.file}`);
    expect(stylesheet.inputs.map((i) => i.file)).toEqual(
      expect.arrayContaining([path.join(dir, 'site/css/custom.css'), path.join(dir, 'site/css/more.css'), path.join(dir, 'site/css/fonts/brand.woff2')]),
    );
  });

  it('leaves URLs of other sites and static files as URLs, and records the other sites for the policy', async () => {
    const dir = await site({
      'site/ctfdocs.config.yaml': '',
      'site/static/img/bg.png': 'png',
      'site/custom.css':
        '@import url("https://fonts.googleapis.com/css2?family=Inter");\n.a { background: url(/img/bg.png); }\n.b { background: url(https://cdn.example.com/bg.png); }\n.c { background: url(data:image/png;base64,AAAA); }\n',
    });
    const { stylesheet, diagnostics } = await make(dir, ['site/custom.css'], '/docs/');
    expect(diagnostics).toEqual([]);
    const css = text(stylesheet.contents);
    expect(css.startsWith('@import"https://fonts.googleapis.com/css2?family=Inter";')).toBe(true);
    expect(css).toContain('url(/docs/img/bg.png)');
    expect(stylesheet.external).toEqual([
      { url: 'https://fonts.googleapis.com/css2?family=Inter', kind: 'import' },
      { url: 'https://cdn.example.com/bg.png', kind: 'url' },
    ]);
  });

  it("reports what a site stylesheet may not name at its file and line, and falls back to the theme's stylesheet", async () => {
    const dir = await site({
      'site/ctfdocs.config.yaml': '',
      'secret.woff2': 'outside',
      'site/.env': 'KEY=1',
      'site/custom.css': [
        '.a { background: url(./missing.png); }',
        '.b { src: url(../secret.woff2); }',
        '.c { background: url(./.env); }',
        '.d { background: url(/img/none.png); }',
        '.e { background: url(http://cdn.example.com/x.png); }',
        '.f { color: red',
      ].join('\n'),
    });
    await symlink(path.join(dir, 'secret.woff2'), path.join(dir, 'site/linked.woff2'));
    await writeFile(path.join(dir, 'site/more.css'), '.g { src: url(./linked.woff2); }\n');
    const { stylesheet, diagnostics } = await make(dir, ['site/custom.css', 'site/more.css']);
    expect(diagnostics.map((d) => [d.severity, d.code, d.file, d.line])).toEqual([
      ['error', 'custom-css/unresolved', 'site/custom.css', 1],
      ['error', 'custom-css/outside-site', 'site/custom.css', 2],
      ['error', 'custom-css/not-content', 'site/custom.css', 3],
      ['error', 'custom-css/missing-static', 'site/custom.css', 4],
      ['error', 'custom-css/url', 'site/custom.css', 5],
      ['error', 'custom-css/outside-site', 'site/more.css', 1],
      ['warning', 'custom-css/syntax', 'site/custom.css', 6],
    ]);
    expect(text(stylesheet.contents)).not.toContain('.a{');
    expect(text(stylesheet.contents)).toContain('--ctfdocs-color-primary');
  });
});
