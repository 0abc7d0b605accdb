// Client-side navigation inside a locale other than the default: its pages
// have chunks under the locale's prefix, and lang and dir follow the chunk.
// Switching locale is a full page load (another baseUrl).
import { describe, expect, it } from 'vitest';
import { useSiteInBrowser } from '../helpers/site.ts';

const site = useSiteInBrowser('versioned');

describe('client-side navigation in a locale', () => {
  it('stays client-side within the Arabic pages, keeps lang and dir, and loads English in full', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const chunks: string[] = [];
    page.on('request', (r) => r.url().includes('/__chunks/') && chunks.push(new URL(r.url()).pathname));
    await page.goto(`${site.server.url}/ar/about`);
    await page.evaluate(() => ((window as Window & { marker?: boolean }).marker = true));
    await page.locator('.doc-sidebar, .navbar').locator('a[href="/ar/guide/intro"]').first().click();
    await page.waitForURL(`${site.server.url}/ar/guide/intro`);
    await expect.poll(() => page.locator('.doc-sidebar a[aria-current=page]').count()).toBe(1);
    expect(await page.evaluate(() => (window as Window & { marker?: boolean }).marker)).toBe(true);
    expect(chunks).toContain('/ar/__chunks/guide/intro.json');
    expect(await page.locator('html').evaluate((h) => [h.getAttribute('lang'), h.getAttribute('dir')])).toEqual(['ar', 'rtl']);

    await page.getByRole('button', { name: /^Languages/ }).click();
    await page.locator('.navbar-dropdown a[lang="en"]').click();
    await page.waitForURL(`${site.server.url}/guide/intro`);
    await expect.poll(() => page.locator('html').evaluate((h) => [h.getAttribute('lang'), h.getAttribute('dir')])).toEqual(['en', 'ltr']);
    expect(await page.evaluate(() => (window as Window & { marker?: boolean }).marker)).toBeUndefined();
    await page.close();
  });
});
