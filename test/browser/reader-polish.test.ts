// What a demanding reader notices in the shell: menus that look open when
// they are closed, code split mid-word in tables, a sidebar that jumps under
// the pointer, focus escaping the mobile drawer.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteInBrowser } from '../helpers/site.ts';

const site = useSiteInBrowser('basic');

const menuShown = (page: Page) =>
  page.locator('[data-dropdown] .navbar-dropdown-menu').evaluate((m) => getComputedStyle(m).visibility === 'visible');

describe('navbar dropdown', () => {
  it('is not painted after Escape, although focus stays on its button', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/guide/intro`);
    const button = page.locator('[data-dropdown] button');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menuShown(page)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.waitForTimeout(300);
    expect(await menuShown(page)).toBe(false);
    await page.close();
  });

  it('closes when the pointer leaves after a click', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/guide/intro`);
    await page.locator('[data-dropdown] button').click();
    await expect.poll(() => menuShown(page)).toBe(true);
    await page.mouse.move(10, 600);
    await page.waitForTimeout(300);
    expect(await page.locator('[data-dropdown] button').getAttribute('aria-expanded')).toBe('false');
    expect(await menuShown(page)).toBe(false);
    await page.close();
  });

  it('does not pop open while tabbing through the navbar', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/guide/intro`);
    await page.locator('[data-dropdown] button').focus();
    await page.waitForTimeout(300);
    expect(await menuShown(page)).toBe(false);
    await page.close();
  });
});
