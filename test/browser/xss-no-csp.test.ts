// The sanitiser alone stops hostile page content: a built page holding the
// data-highlighted payload and our whole XSS corpus, served by a plain static
// server that sends no Content-Security-Policy (as GitHub Pages, S3 or nginx
// do), runs none of it, with the page's own meta policy and without it.
import { readFile, readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildSite } from '@ctfdocs/renderer';
import { launchBrowser } from '../helpers/browser.ts';
import { copyFixture, edit, write } from '../helpers/fixture.ts';
import { XSS_VECTORS } from '../helpers/xss-corpus.ts';

const PAYLOAD = '<pre data-highlighted="&lt;img src=x onerror=alert(1)&gt;">x</pre>';
// Page content dressed as an API reference's collapsed operation details,
// whose link leads to a file that is not the build's own rendering.
const FAKE_DETAILS =
  '<details class="api-operation-more"><summary class="fake-details">More</summary><div class="api-operation-more-body"><a class="api-operation-more-link" href="/control">the details</a></div></details>';
const META_CSP = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/;

let browser: Browser;
let server: http.Server;
let base: string;
let outDir: string;

/** Files of the build as they are, no headers of ours; `?nometa` strips the page's meta policy too; /control is unsanitised HTML. */
function staticServer(root: string): http.Server {
  return http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/control') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      return res.end('<!DOCTYPE html><p>control</p><img src="x" onerror="alert(1)">');
    }
    const rel = url.pathname === '/' ? 'index.html' : path.extname(url.pathname) ? url.pathname.slice(1) : `${url.pathname.slice(1)}.html`;
    try {
      let body: Buffer | string = await readFile(path.join(root, rel));
      if (rel.endsWith('.html') && url.searchParams.has('nometa')) body = body.toString('utf8').replace(META_CSP, '');
      const type = rel.endsWith('.html')
        ? 'text/html'
        : rel.endsWith('.js')
          ? 'text/javascript'
          : rel.endsWith('.css')
            ? 'text/css'
            : rel.endsWith('.json')
              ? 'application/json'
              : 'application/octet-stream';
      res.writeHead(200, { 'Content-Type': type });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
}

beforeAll(async () => {
  const dir = await copyFixture('basic');
  // The corpus is full of links to nowhere on purpose.
  await edit(dir, 'site/ctfdocs.config.yaml', (s) => `${s}onBrokenLinks: ignore\nonBrokenAnchors: ignore\nonBrokenMarkdownLinks: ignore\n`);
  await write(dir, 'content/guide/hostile.md', `# Hostile page\n\n${PAYLOAD}\n\n${FAKE_DETAILS}\n\n${XSS_VECTORS.join('\n\n')}\n\nThe end.\n`);
  outDir = path.join(dir, 'build');
  const [built, launched] = await Promise.all([buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir, write: true }), launchBrowser()]);
  browser = launched;
  if (!built.ok)
    throw new Error(
      built.diagnostics
        .filter((d) => d.severity === 'error')
        .map((d) => `${d.file}:${d.line} ${d.message}`)
        .join('\n'),
    );
  server = staticServer(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await browser?.close();
  server?.close();
});

/** Open a page, hover, focus and click through its content, and return every dialog or alert/confirm/prompt call. */
async function scriptsThatRan(page: Page, url: string): Promise<string[]> {
  const ran: string[] = [];
  page.on('dialog', (d) => {
    ran.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __ran: string[] };
    w.__ran = [];
    for (const name of ['alert', 'confirm', 'prompt', 'print']) {
      const original = w[name] as (...a: unknown[]) => unknown;
      w[name] = (...args: unknown[]) => {
        w.__ran.push(`${name}(${args.join(',')})`);
        return original.apply(window, args);
      };
    }
  });
  await page.goto(url);
  await page.waitForLoadState('load');
  // Handlers that need a reader: pointer over every element of the content, focus on each focusable one.
  const boxes = await page.locator('main *').evaluateAll((els) =>
    els
      .slice(0, 600)
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => [r.x + r.width / 2, r.y + r.height / 2]),
  );
  for (const [x, y] of boxes) await page.mouse.move(x, y);
  for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
  await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  ran.push(...(await page.evaluate(() => (window as unknown as { __ran: string[] }).__ran)));
  return ran;
}

// The pages of these tests are independent, and most of their time is the
// pointer's moves, each waiting for a frame of its page: they run side by side.
describe.concurrent('hostile content served without a Content-Security-Policy header', () => {
  it('the harness sees a script that runs (control page)', async ({ expect }) => {
    const page = await browser.newPage();
    expect(await scriptsThatRan(page, `${base}/control`)).toContain('dialog: 1');
    await page.close();
  });

  for (const variant of ["with the page's meta policy", 'with no policy at all'] as const) {
    it(`runs none of the payload or the corpus, ${variant}`, async ({ expect }) => {
      const page = await browser.newPage();
      const query = variant === 'with no policy at all' ? '?nometa' : '';
      const res = await page.request.get(`${base}/guide/hostile${query}`);
      expect(res.headers()['content-security-policy']).toBeUndefined();
      expect(META_CSP.test(await res.text())).toBe(variant !== 'with no policy at all');
      expect(await scriptsThatRan(page, `${base}/guide/hostile${query}`)).toEqual([]);
      // Nothing script-capable reached the DOM either (the theme's own icons are SVG, so SVG is judged by its attributes).
      const left = await page.locator('main').evaluate((main) => {
        const found: string[] = [];
        for (const el of main.querySelectorAll('*')) {
          if (/^(script|iframe|object|embed|math|form|base|meta|link|style|template|foreignObject|animate|set)$/i.test(el.tagName)) found.push(el.tagName);
          for (const a of el.attributes) {
            if (/^on/i.test(a.name) || a.name === 'data-highlighted' || a.name === 'srcdoc') found.push(`${el.tagName} ${a.name}`);
            if (/^(href|src|action|formaction|xlink:href|poster|background)$/i.test(a.name) && /^\s*(javascript|vbscript|data):/i.test(a.value)) found.push(`${el.tagName} ${a.name}=${a.value}`);
          }
        }
        return found;
      });
      expect(left).toEqual([]);
      expect(await page.locator('main').textContent()).toContain('The end.');
      await page.close();
    });
  }
});

describe("page content dressed as an API operation's details part", () => {
  it("opening it loads nothing into the page: only the build's own details files are fetched", async () => {
    const page = await browser.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    const ran: string[] = [];
    page.on('dialog', (d) => {
      ran.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${base}/guide/hostile?nometa`);
    await page.locator('summary.fake-details').click();
    await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
    expect(fetched).not.toContain('/control');
    expect(ran).toEqual([]);
    expect(await page.locator('.api-operation-more-body a[href="/control"]').count()).toBe(1);
    await page.close();
  });
});

describe('the policy in every page', () => {
  it('is the _headers policy without frame-ancestors, in a meta element before any script, on every HTML file', async () => {
    const headers = await readFile(path.join(outDir, '_headers'), 'utf8');
    const policy = /Content-Security-Policy: (.+)/.exec(headers)![1];
    // Pages, not the sidebar fragments client navigation fetches into a page.
    const files = (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('.html') && !f.startsWith('assets/'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const html = await readFile(path.join(outDir, file), 'utf8');
      const meta = META_CSP.exec(html);
      expect(meta, file).not.toBeNull();
      if (html.includes('<script')) expect(meta!.index, file).toBeLessThan(html.indexOf('<script'));
      expect(meta![0].replace(/&#x27;/g, "'"), file).toContain(`content="${policy.replace(/; frame-ancestors [^;]+/, '')}"`);
    }
  });
});
