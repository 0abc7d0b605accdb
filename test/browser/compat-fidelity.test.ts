// What a VitePress or Docusaurus page needs the browser for: a frame from an
// origin in embeds.allow loads under the site's Content-Security-Policy (a
// local origin stands in for YouTube), one from elsewhere is gone; an image
// for one colour mode shows only in it; a focused code block blurs its other
// lines until pointed at, and copies without the notation comments; the
// tabs of vitepress-plugin-tabs switch.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSiteInBrowser } from '../helpers/site.ts';
import { edit, write } from '../helpers/fixture.ts';

let frameServer: http.Server;
let frameOrigin: string;

beforeAll(async () => {
  frameServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><p id="framed">Hello from the embedded page</p>');
  });
  await new Promise<void>((resolve) => frameServer.listen(0, '127.0.0.1', resolve));
  frameOrigin = `http://127.0.0.1:${(frameServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => frameServer.close(() => resolve())));

const site = useSiteInBrowser('compat-markdown', async (dir) => {
  await edit(dir, 'site/ctfdocs.config.yaml', (s) => `${s}\nembeds:\n  allow: ['${frameOrigin}']\n`);
  await write(
    dir,
    'content/docs/frame.md',
    `---\ntitle: Frame\n---\n\n<iframe src="${frameOrigin}/demo" title="Local demo"></iframe>\n\n<iframe src="https://evil.example/x" title="Refused"></iframe>\n`,
  );
});

describe('foreign content in the browser', () => {
  it('loads a frame from an origin in embeds.allow under the policy, and has no other frame', async () => {
    const page = await site.browser.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`${site.server.url}/docs/frame`);
    expect(await page.locator('iframe').count()).toBe(1);
    expect(await page.frameLocator('iframe[title="Local demo"]').locator('#framed').textContent()).toBe('Hello from the embedded page');
    expect(await page.locator('iframe').getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
    expect(violations).toEqual([]);
    await page.close();
  });

  it("switches vitepress-plugin-tabs's tabs", async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/docs/vitepress`);
    const bun = page.getByText('Run bun install.');
    expect(await bun.isVisible()).toBe(false);
    await page.getByRole('tab', { name: 'Bun' }).click();
    expect(await bun.isVisible()).toBe(true);
    expect(await page.getByText('Run yarn install.').isVisible()).toBe(false);
    await page.close();
  });

  it('shows an image for one colour mode only in that mode', async () => {
    const page = await site.browser.newPage({ colorScheme: 'light' });
    await page.goto(`${site.server.url}/docs/vitepress`);
    const light = page.locator('img.img-light');
    const dark = page.locator('img.img-dark').first();
    expect([await light.isVisible(), await dark.isVisible()]).toEqual([true, false]);
    await page.locator('[data-color-mode-toggle]').first().click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect([await light.isVisible(), await dark.isVisible()]).toEqual([false, true]);
    await page.close();
  });

  it('blurs the lines around a focused one until the block is pointed at, and copies the code without notation', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/docs/vitepress`);
    const block = page.locator('pre.has-focused');
    const other = block.locator('.line:not(.focused)').first();
    const blur = () => other.evaluate((el) => getComputedStyle(el).filter);
    expect(await blur()).toMatch(/^blur\(/);
    expect(await block.locator('.line.focused').evaluate((el) => getComputedStyle(el).filter)).toBe('none');
    await block.hover();
    await expect.poll(blur).toBe('none');
    expect(await block.textContent()).toBe('const port = 3000\nconst port = 8080\nstart(port) ');
    await page.close();
  });
});
