// Versioned docs and locales in the browser (issue #4) on a fixture site with
// two versions of one docs instance (1.0 released, the current docs
// unreleased) and two locales (en, and ar written right to left).
import { describe, expect, it } from 'vitest';
import { useSiteInBrowser } from '../helpers/site.ts';

const site = useSiteInBrowser('versioned');
const KEY = 'docs-preferred-version-guide';
const desktop = { viewport: { width: 1280, height: 800 } };

describe('versioned docs', () => {
  it('the unreleased version has a banner linking to the same page in the latest version; the latest has none', async () => {
    const page = await site.browser.newPage(desktop);
    await page.goto(`${site.server.url}/guide/next/setup`);
    const banner = page.getByRole('note').filter({ hasText: 'unreleased documentation' });
    expect(await banner.textContent()).toContain('This is unreleased documentation for Versioned Fixture Next version.');
    await banner.getByRole('link', { name: 'latest version' }).click();
    await page.waitForURL(`${site.server.url}/guide/setup`);
    await page.getByText('Setup steps for release 1.0.').waitFor();
    expect(await page.locator('[data-version-banner]').count()).toBe(0);
    // Following the banner's link is a choice of version too.
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('1.0');
    await page.close();
  });

  it("a page only the unreleased docs have leads the banner to the latest version's main doc", async () => {
    const page = await site.browser.newPage(desktop);
    await page.goto(`${site.server.url}/guide/next/new-feature`);
    expect(await page.getByRole('link', { name: 'latest version' }).getAttribute('href')).toBe('/guide/intro');
    await page.close();
  });

  it('the version dropdown switches to the same page in another version and remembers the choice', async () => {
    const page = await site.browser.newPage(desktop);
    await page.goto(`${site.server.url}/guide/setup`);
    const toggle = page.getByRole('button', { name: 'Documentation versions: 1.0' });
    await toggle.click();
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await page.waitForURL(`${site.server.url}/guide/next/setup`);
    await page.getByText('Setup steps for the next release.').waitFor();
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('current');
    // Off the docs, the navbar's Guide link and the dropdown follow the preferred version.
    await page.goto(`${site.server.url}/about`);
    expect(await page.getByRole('link', { name: 'Guide', exact: true }).first().getAttribute('href')).toBe('/guide/next/intro');
    expect(await page.getByRole('button', { name: 'Documentation versions: Next' }).isVisible()).toBe(true);
    await page.close();
  });

  it('a stored version that no longer exists is removed and links fall back to the latest version', async () => {
    const page = await site.browser.newPage(desktop);
    await page.goto(`${site.server.url}/about`);
    await page.evaluate((k) => localStorage.setItem(k, '0.9'), KEY);
    await page.reload();
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
    expect(await page.getByRole('link', { name: 'Guide', exact: true }).first().getAttribute('href')).toBe('/guide/intro');
    expect(await page.getByRole('button', { name: 'Documentation versions: 1.0' }).isVisible()).toBe(true);
    await page.close();
  });

  it('each version has its own sidebar', async () => {
    const page = await site.browser.newPage(desktop);
    await page.goto(`${site.server.url}/guide/intro`);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar', exact: true });
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(['Introduction', 'Setup']);
    await page.goto(`${site.server.url}/guide/next/intro`);
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(['Introduction', 'Setup', 'New feature']);
    await page.close();
  });
});

describe('locales', () => {
  it('sets <html lang dir> per locale', async () => {
    const page = await site.browser.newPage(desktop);
    await page.goto(`${site.server.url}/guide/next/intro`);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en', 'ltr']);
    await page.goto(`${site.server.url}/ar/guide/next/intro`);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('مقدمة');
    await page.close();
  });

  it('the locale dropdown links each locale to the same path under its prefix', async () => {
    const page = await site.browser.newPage(desktop);
    for (const [from, en, ar] of [
      ['/guide/next/setup', '/guide/next/setup', '/ar/guide/next/setup'],
      ['/ar/guide/intro', '/guide/intro', '/ar/guide/intro'],
      ['/', '/', '/ar'],
    ]) {
      await page.goto(`${site.server.url}${from}`);
      const menu = page.locator('.navbar-items-right [data-dropdown]').filter({ has: page.getByRole('button', { name: /^Languages:/ }) });
      // The menu is closed: its links are hidden until it opens.
      expect(await menu.getByRole('link', { name: 'English', includeHidden: true }).getAttribute('href'), from).toBe(en);
      expect(await menu.getByRole('link', { name: 'العربية', includeHidden: true }).getAttribute('href'), from).toBe(ar);
    }
    await page.getByRole('button', { name: /^Languages:/ }).click();
    await page.getByRole('link', { name: 'العربية' }).first().click();
    await page.waitForURL(`${site.server.url}/ar`);
    await page.getByRole('button', { name: 'Languages: العربية' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    await page.close();
  });

  it("a page without a translation shows the default locale's content at the prefixed route, with links kept in the locale", async () => {
    const page = await site.browser.newPage(desktop);
    await page.goto(`${site.server.url}/ar/guide/next/setup`);
    expect(await page.getByText('Setup steps for the next release.').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await page.goto(`${site.server.url}/ar/guide/next/intro`);
    expect(await page.getByRole('link', { name: 'الإعداد' }).getAttribute('href')).toBe('/ar/guide/next/setup');
    expect(await page.getByRole('link', { name: 'latest version' }).getAttribute('href')).toBe('/ar/guide/intro');
    await page.close();
  });
});
