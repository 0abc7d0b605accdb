// A site's own styles and head (issue #27 item 1): customCss bundled after
// the theme's stylesheet with what it imports, the config's stylesheets,
// scripts and head tags at the end of every page's head, and a
// Content-Security-Policy, in _headers and in every page, that allows
// exactly the origins the config names.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@ctfdocs/dev-server';
import { copyFixture, edit, runCli, write } from '../helpers/fixture.ts';

const CONFIG = 'site/ctfdocs.config.yaml';
const INLINE = "document.documentElement.dataset.inlineHeadTag = 'ran';";

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The fixture with a script, a stylesheet, head tags and a customCss import from other sites. */
async function withOtherSites(): Promise<string> {
  const dir = await copyFixture('head-styles');
  await edit(dir, CONFIG, (s) =>
    s
      .replace('  - /js/local.js\n', '  - /js/local.js\n  - { src: https://plausible.io/js/script.js, defer: true, data-domain: styled.example.com }\n')
      .replace('stylesheets: [/css/extra.css]', 'stylesheets: [/css/extra.css, https://cdn.jsdelivr.net/npm/katex@0.16.11/dist/katex.min.css]')
      .replace(
        'headTags:\n',
        [
          'headTags:',
          "  - { tagName: link, attributes: { rel: preconnect, href: 'https://fonts.gstatic.com', crossorigin: true } }",
          "  - { tagName: link, attributes: { rel: manifest, href: 'https://apps.example.org/site.webmanifest' } }",
          "  - { tagName: link, attributes: { rel: icon, href: 'https://img.example.org/icon.png' } }",
          '',
        ].join('\n'),
      ),
  );
  await edit(dir, 'site/css/brand.css', (s) => `@import url('https://fonts.googleapis.com/css2?family=Inter');\n${s}`);
  return dir;
}

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

async function htmlFiles(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html')).map((f) => path.join(dir, f));
}

describe("a site's styles and head", () => {
  it('the policy in _headers and in every page allows exactly the origins the config names, each where it loads', async () => {
    const dir = await withOtherSites();
    const r = await runCli(dir, ['build', '--config', CONFIG, '--out-dir', 'build']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    const out = path.join(dir, 'build');
    const policy = /Content-Security-Policy: (.+)/.exec(await readFile(path.join(out, '_headers'), 'utf8'))![1];
    const intro = await readFile(path.join(out, 'docs/intro.html'), 'utf8');
    // Every inline script of a page (the theme's and the config's), by its hash, and no other.
    const inline = [...intro.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => sha256(m[1]));
    expect(inline).toHaveLength(2);
    expect(inline).toContain(sha256(INLINE));
    expect(directives(policy)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", ...inline, 'https://plausible.io'],
      'style-src': ["'self'", "'unsafe-inline'", 'https://cdn.jsdelivr.net', 'https://fonts.googleapis.com'],
      'img-src': ["'self'", 'data:', 'https:'],
      'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com', 'https://cdn.jsdelivr.net', 'https://fonts.googleapis.com'],
      'connect-src': ["'self'", 'https://fonts.gstatic.com', 'https://plausible.io'],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'", 'https://apps.example.org'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    });
    const meta = policy.replace("; frame-ancestors 'self'", '');
    for (const file of await htmlFiles(out)) {
      const html = await readFile(file, 'utf8');
      // Fragments (the sidebars client navigation fetches) are no documents.
      if (!html.startsWith('<!DOCTYPE html>')) continue;
      expect(html, file).toContain(`<meta http-equiv="Content-Security-Policy" content="${meta.replaceAll("'", '&#x27;')}"/>`);
    }
  });

  it("ends every page's head with the config's head tags, stylesheets and scripts, in that order, after the theme's", async () => {
    const dir = await withOtherSites();
    const r = await runCli(dir, ['build', '--config', CONFIG, '--out-dir', 'build']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    for (const page of ['docs/intro.html', 'index.html', '404.html']) {
      const html = await readFile(path.join(dir, 'build', page), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(
        head.endsWith(
          [
            '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>',
            '<link rel="manifest" href="https://apps.example.org/site.webmanifest">',
            '<link rel="icon" href="https://img.example.org/icon.png">',
            '<meta name="theme-color" content="#c80064">',
            `<script>${INLINE}</script>`,
            '<link rel="stylesheet" href="/css/extra.css">',
            '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/katex@0.16.11/dist/katex.min.css">',
            '<script src="/js/local.js"></script>',
            '<script src="https://plausible.io/js/script.js" defer data-domain="styled.example.com"></script>',
          ].join(''),
        ),
        page,
      ).toBe(true);
      expect(head.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(head.indexOf('<link rel="preconnect"'));
    }
  });

  it("bundles customCss after the theme's stylesheet, with the font it names hashed beside it", async () => {
    const dir = await copyFixture('head-styles');
    const r = await runCli(dir, ['build', '--config', CONFIG, '--out-dir', 'build']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    const out = path.join(dir, 'build');
    const cssHref = /<link rel="stylesheet" href="\/(assets\/css\/styles\.[0-9a-f]+\.css)"/.exec(await readFile(path.join(out, 'docs/intro.html'), 'utf8'))![1];
    const css = await readFile(path.join(out, cssHref), 'utf8');
    expect(css.indexOf('--ctfdocs-color-primary: rgb(200, 0, 100)')).toBeGreaterThan(css.indexOf('--ctfdocs-color-primary:'));
    const font = /url\("\.\.\/media\/(styled-mono\.[A-Z0-9]+\.woff2)"\)/.exec(css)![1];
    expect(await readFile(path.join(out, 'assets/media', font), 'utf8')).toBe('wOF2 stand-in bytes of a font');
  });

  it('names a missing customCss file and what a stylesheet names that is missing, each at its file and line', async () => {
    const dir = await copyFixture('head-styles');
    await edit(dir, CONFIG, (s) => s.replace('customCss: [./css/brand.css]', 'customCss: [./css/brand.css, ./css/missing.css]').replace('  - /js/local.js\n', '  - /js/nothere.js\n'));
    await write(dir, 'site/css/type.css', "\n@font-face { font-family: X; src: url('./fonts/none.woff2'); }\n");
    const r = await runCli(dir, ['check', '--config', CONFIG, '--format', 'json']);
    expect(r.code).toBe(1);
    const found = (JSON.parse(r.stdout) as { diagnostics: Array<{ code: string; file: string; line: number; configPath?: string }> }).diagnostics;
    expect(found.map(({ code, file, line, configPath }) => ({ code, file, line, configPath }))).toEqual(
      expect.arrayContaining([
        { code: 'config/missing-path', file: CONFIG, line: 5, configPath: 'customCss[1]' },
        { code: 'config/missing-path', file: CONFIG, line: 8, configPath: 'scripts[0]' },
        { code: 'custom-css/unresolved', file: 'site/css/type.css', line: 2, configPath: undefined },
      ]),
    );
  });

  it('serve rebuilds the stylesheet when a customCss file changes', async () => {
    const dir = await copyFixture('head-styles');
    server = await startServer({ rootDir: dir, configPath: CONFIG, outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: () => {} });
    await server.idle();
    const cssOf = async () => {
      const page = await fetch(`${server!.url}/docs/intro`).then((res) => res.text());
      const href = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(page)![1];
      return fetch(`${server!.url}${href}`).then((res) => res.text());
    };
    expect(await cssOf()).toContain('rgb(200, 0, 100)');
    const rebuilt = server.nextBuild();
    await edit(dir, 'site/css/brand.css', (s) => s.replace('rgb(200, 0, 100)', 'rgb(10, 120, 60)'));
    expect((await rebuilt).ok).toBe(true);
    const css = await cssOf();
    expect(css).toContain('rgb(10, 120, 60)');
    expect(css).not.toContain('rgb(200, 0, 100)');
  });
});
