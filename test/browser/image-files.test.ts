// Issue #29 item 3: a page that names an HTML file, an SVG with scripts and
// a script as images must not publish anything that runs on the site's own
// origin. What the build would publish (kept in memory, so the files of a
// failed build are there to open too) is served as a static host serves it,
// types by extension, once with the site's policy as a header and once with
// no policy at all; the page and every file under assets/ are opened as
// documents. A control (the hostile SVG as written) shows the harness sees a
// script that runs.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildSite, type BuildResult } from '@ctfdocs/renderer';
import { launchBrowser } from '../helpers/browser.ts';
import { copyFixture, edit, write } from '../helpers/fixture.ts';
import { HOSTILE_SVG, HTML_PAGE, SCRIPT } from '../helpers/images.ts';

const TYPES: Record<string, string> = { '.html': 'text/html', '.svg': 'image/svg+xml', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
const META_CSP = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/;

let browser: Browser;
let built: BuildResult;
const servers: http.Server[] = [];
/** Base URL of the build served with its policy (header and meta) and without any. */
const bases: Record<'with policy' | 'without policy', string> = { 'with policy': '', 'without policy': '' };

const bytes = (contents: string | Uint8Array) => Buffer.from(contents);

/** The build's files from memory, typed by extension; /control.svg is the hostile SVG as written. */
function serve(files: BuildResult['files'], policy: string | undefined): http.Server {
  return http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname === '/control.svg') {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
      return res.end(HOSTILE_SVG);
    }
    const rel = pathname === '/' ? 'index.html' : path.extname(pathname) ? pathname.slice(1) : `${pathname.slice(1)}.html`;
    const file = files.get(rel);
    if (!file || !('contents' in file)) {
      res.writeHead(404);
      return res.end();
    }
    let body = bytes(file.contents);
    if (rel.endsWith('.html') && !policy) body = Buffer.from(body.toString('utf8').replace(META_CSP, ''));
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(rel)] ?? 'application/octet-stream', ...(policy ? { 'Content-Security-Policy': policy } : {}) });
    res.end(body);
  });
}

async function listen(server: http.Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

// The writer can compute where an image is published (its name and a hash
// of its bytes), so the page and the SVG load the script from there: on the
// site's own origin, `script-src 'self'` lets it run.
const SCRIPT_URL = `/assets/images/evil.${createHash('sha256').update(SCRIPT).digest('hex').slice(0, 10)}.js`;
const PAGE = Buffer.concat([HTML_PAGE, Buffer.from(`<script src="${SCRIPT_URL}"></script>\n`)]);
const DIAGRAM = Buffer.from(HOSTILE_SVG.toString('utf8').replace('</svg>', `<script href="${SCRIPT_URL}"/></svg>`));

beforeAll(async () => {
  const dir = await copyFixture('basic');
  await write(dir, 'content/guide/page.html', PAGE);
  await write(dir, 'content/guide/evil.js', SCRIPT);
  await write(dir, 'content/guide/diagram.svg', DIAGRAM);
  await edit(dir, 'content/guide/intro.md', (s) => `${s}\n![A page](./page.html)\n\n![A diagram](./diagram.svg)\n\n![A script](./evil.js)\n`);
  [built, browser] = await Promise.all([buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, 'build'), write: false }), launchBrowser()]);
  // Images are copied from their files; in memory they are read for serving.
  for (const [rel, file] of built.files) if ('copyFrom' in file) built.files.set(rel, { contents: await readFile(file.copyFrom) });
  const headers = built.files.get('_headers');
  const policy = headers && 'contents' in headers ? /Content-Security-Policy: (.+)/.exec(bytes(headers.contents).toString('utf8'))?.[1] : undefined;
  expect(policy).toContain("script-src 'self'");
  bases['with policy'] = await listen(serve(built.files, policy));
  bases['without policy'] = await listen(serve(built.files, undefined));
});

afterAll(async () => {
  await browser?.close();
  for (const s of servers) s.close();
});

/** Open a URL as a document, hover over it, and return every dialog it showed. */
async function dialogsOf(page: Page, url: string): Promise<string[]> {
  const shown: string[] = [];
  page.on('dialog', (d) => {
    shown.push(d.message());
    void d.dismiss();
  });
  await page.goto(url);
  await page.waitForLoadState('load');
  await page.mouse.move(5, 5);
  await page.mouse.move(10, 8);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  return shown;
}

describe('an HTML file, an SVG and a script named as images', () => {
  it('the build refuses the HTML and the script, naming the page and line, and publishes the SVG sanitised', () => {
    const problems = built.diagnostics.map((d) => [d.file, d.line, d.code]);
    expect(problems).toEqual(
      expect.arrayContaining([
        ['content/guide/intro.md', 13, 'markdown/not-an-image'],
        ['content/guide/intro.md', 15, 'markdown/svg-sanitized'],
        ['content/guide/intro.md', 17, 'markdown/not-an-image'],
      ]),
    );
    const assets = [...built.files.keys()].filter((f) => f.startsWith('assets/images/'));
    expect(assets.map((f) => path.extname(f))).toEqual(['.svg']);
  });

  it('the harness sees a script that runs: the SVG as written, opened as a document', async () => {
    const page = await browser.newPage();
    expect((await dialogsOf(page, `${bases['without policy']}/control.svg`)).length).toBeGreaterThan(0);
    await page.close();
  });

  for (const variant of ['with policy', 'without policy'] as const) {
    it(`shows no dialog, ${variant}: the page, and every file it published opened as a document`, async () => {
      const base = bases[variant];
      const urls = [`${base}/guide/intro`, ...[...built.files.keys()].filter((f) => f.startsWith('assets/images/')).map((f) => `${base}/${f}`)];
      for (const url of urls) {
        const page = await browser.newPage();
        expect(await dialogsOf(page, url), url).toEqual([]);
        await page.close();
      }
      // The sanitised SVG still draws in the page.
      const page = await browser.newPage();
      await page.goto(`${base}/guide/intro`);
      await page.locator('img[alt="A diagram"]').scrollIntoViewIfNeeded();
      const drawn = await page.locator('img[alt="A diagram"]').evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
      expect(drawn).toBe(20);
      await page.close();
    });
  }
});
