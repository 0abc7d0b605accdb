// Spec §2: a banner warns when the configured base URL is wrong. It must work
// without JavaScript: it is visible unless the site's own stylesheet loads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe } from '../helpers/site.ts';
import { edit } from '../helpers/fixture.ts';

let browser: Browser;
let right: Awaited<ReturnType<typeof buildAndServe>>;
let wrong: Awaited<ReturnType<typeof buildAndServe>>;

beforeAll(async () => {
  [right, wrong, browser] = await Promise.all([
    buildAndServe('basic'),
    // Built for /handbook/ but served at the root: the assets cannot load.
    buildAndServe('basic', (dir) => edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('baseUrl: /', 'baseUrl: /handbook/'))),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await right?.close();
  await wrong?.close();
});

describe('base URL banner', () => {
  it('stays hidden when the site is served where its baseUrl says', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${right.url}/guide/intro`);
    expect(await page.locator('#base-url-issue-banner').isVisible()).toBe(false);
    await page.close();
  });

  it('shows, without JavaScript, how to fix the config when the base URL is wrong', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${wrong.url}/guide/intro`);
    const banner = page.locator('#base-url-issue-banner');
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('/handbook/');
    expect(await banner.textContent()).toContain('site/ctfdocs.config.yaml');
    await page.close();
  });
});
