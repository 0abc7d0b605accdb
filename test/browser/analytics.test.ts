// Analytics: with themeConfig.analytics a production build loads gtag.js
// with IP anonymisation and reports client-side page views; a site without a
// trackingID, and `serve`, send nothing to any outside host. Every request
// for another host is intercepted, recorded and aborted.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from '@ctfdocs/dev-server';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe } from '../helpers/site.ts';
import { copyFixture, edit } from '../helpers/fixture.ts';

const ID = 'G-FIXTURE123';
const withAnalytics = (dir: string) => edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('themeConfig:\n', `themeConfig:\n  analytics:\n    trackingID: ${ID}\n`));

let browser: Browser;
const servers: Record<'tracked' | 'plain' | 'serve', RunningServer> = {} as never;

beforeAll(async () => {
  const serveDir = await copyFixture('basic');
  await withAnalytics(serveDir);
  [servers.tracked, servers.plain, servers.serve, browser] = await Promise.all([
    buildAndServe('basic', withAnalytics),
    buildAndServe('basic'),
    startServer({ rootDir: serveDir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(serveDir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: () => {} }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(Object.values(servers).map((s) => s?.close()));
});

async function recordOutside(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.continue();
    outside.push(url.href);
    return route.abort();
  });
  return outside;
}

type Layer = Window & { dataLayer?: ArrayLike<unknown>[] };
const dataLayer = (page: Page) => page.evaluate(() => (window as Layer).dataLayer?.map((args) => Array.from(args)));

async function browse(server: RunningServer) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const outside = await recordOutside(context);
  const page = await context.newPage();
  const res = await page.goto(`${server.url}/guide/intro`);
  return { context, outside, page, csp: res?.headers()['content-security-policy'] ?? '' };
}

describe('analytics', () => {
  it('a production build with a trackingID loads gtag.js with anonymised IPs and reports client-side page views', async () => {
    const { context, outside, page, csp } = await browse(servers.tracked);
    await expect.poll(() => outside).toContain(`https://www.googletagmanager.com/gtag/js?id=${ID}`);
    expect(csp).toContain('https://www.googletagmanager.com');
    expect(await dataLayer(page)).toContainEqual(['config', ID, { anonymize_ip: true }]);
    await page.locator('main').getByRole('link', { name: 'options' }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Options');
    const views = (await dataLayer(page))!.filter((a) => a[0] === 'event' && a[1] === 'page_view');
    expect(views).toEqual([['event', 'page_view', { page_title: 'Options | Fixture Docs', page_location: `${servers.tracked.url}/guide/reference/options`, page_path: '/guide/reference/options' }]]);
    expect(outside.every((u) => u.startsWith('https://www.googletagmanager.com/'))).toBe(true);
    await context.close();
  });

  for (const which of ['plain', 'serve'] as const) {
    it(`${which === 'plain' ? 'a site without a trackingID' : '`serve`, even with a trackingID,'} sends no request to any outside host`, async () => {
      const { context, outside, page, csp } = await browse(servers[which]);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).hover();
      await page.locator('main').getByRole('link', { name: 'options' }).click();
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Options');
      await page.waitForLoadState('networkidle');
      expect(outside).toEqual([]);
      expect(await dataLayer(page)).toBeUndefined();
      expect(csp).not.toContain('googletagmanager');
      await context.close();
    });
  }
});
