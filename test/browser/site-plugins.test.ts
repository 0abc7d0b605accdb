// Site plugins in Chromium (issue #27 item 4), on the fixture site with a
// plugin of its own, built and served under its policy: the plugin's client
// module runs on every page and hears each client-side navigation, its
// inline head script runs (its hash is in the policy), and the page it adds
// is drawn in the site's shell in light and dark.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteInBrowser } from '../helpers/site.ts';
import { repoRoot } from '../helpers/fixture.ts';

const site = useSiteInBrowser('site-plugins');

const marks = (page: Page) => page.evaluate(() => ({ ...document.documentElement.dataset }));

/** Relative luminance of a computed `rgb(…)` colour, 0 (black) to 1 (white). */
function luminance(colour: string): number {
  const [r, g, b] = /rgba?\((\d+), (\d+), (\d+)/
    .exec(colour)!
    .slice(1, 4)
    .map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe("a site plugin's browser side", () => {
  it('runs its client module on the page, and its onRouteDidUpdate on load and after a client-side navigation', async () => {
    const page = await site.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto(`${site.server.url}/docs/intro`);
    expect(res?.headers()['content-security-policy']).toContain("'sha256-");
    await expect.poll(async () => (await marks(page)).pluginClient).toBe('ran');
    expect(await marks(page)).toMatchObject({ pluginInline: 'ran', pluginRoutes: '1', pluginFrom: 'none', pluginAt: '/docs/intro' });
    await page.locator('.markdown a[href="/changelog"]').click();
    await expect.poll(async () => (await marks(page)).pluginRoutes).toBe('2');
    expect(await marks(page)).toMatchObject({ pluginFrom: '/docs/intro', pluginAt: '/changelog' });
    // Client-side: the page was swapped in, not loaded again.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('What changed');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("draws the plugin's page in the site's shell, readable in light and dark", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/changelog`);
    const shots = path.join(repoRoot, 'test/tmp/screenshots');
    await mkdir(shots, { recursive: true });
    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') await page.locator('.navbar-items .color-mode-toggle').click();
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      const look = await page.evaluate(() => {
        const item = document.querySelector('.changelog li')!;
        return {
          text: getComputedStyle(item).color,
          page: getComputedStyle(document.body).backgroundColor,
          navbar: Boolean(document.querySelector('.navbar')),
          title: document.title,
          latest: document.querySelector('.changelog-latest')?.textContent,
          width: document.documentElement.scrollWidth <= window.innerWidth,
        };
      });
      expect(look).toMatchObject({ navbar: true, title: 'What changed | Plugged Docs', latest: 'Latest: 2.0.0', width: true });
      const [text, background] = [luminance(look.text), luminance(look.page)];
      // The shell's text colour on its background, whichever the mode.
      expect((Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05), `${mode}: ${look.text} on ${look.page}`).toBeGreaterThan(7);
      expect(mode === 'dark' ? background < text : background > text, `${mode}: ${look.text} on ${look.page}`).toBe(true);
      await page.screenshot({ path: path.join(shots, `site-plugins-${mode}.png`) });
    }
    await page.close();
  });
});
