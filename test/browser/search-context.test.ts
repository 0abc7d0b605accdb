// Contextual search (issue #5) on the versioned fixture (docs 1.0 released,
// current unreleased; locales en and ar): a query searches the index of the
// page's locale and docs version, and with contextualSearch off every locale
// and version at once.
//
// Each query is for a title that pages of other contexts share ("Setup"), so
// a result from the wrong index would arrive in the same answer as the right
// one: once the right one is shown, the list is complete enough to tell.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteInBrowser } from '../helpers/site.ts';
import { edit } from '../helpers/fixture.ts';

const withSearch = (search: string) => (dir: string) => edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace(/^themeConfig:\n/m, `themeConfig:\n  search: ${search}\n`));

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });

async function open(site: ReturnType<typeof useSiteInBrowser>, path: string): Promise<Page> {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${site.server.url}${path}`);
  return page;
}

/** The result URLs the modal lists for `query`, once the one at `expected` is among them. */
async function hrefsFor(page: Page, query: string, expected: string): Promise<string[]> {
  await page.keyboard.press('Control+k');
  await dialog(page).getByRole('combobox').fill(query);
  await dialog(page).locator(`[role=option][href="${expected}"]`).waitFor();
  return dialog(page)
    .getByRole('option')
    .evaluateAll((els) => els.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

describe('contextual search', () => {
  const site = useSiteInBrowser('versioned', withSearch('{}'));

  it('on a 1.0 page finds the 1.0 doc and not the current one', async () => {
    const page = await open(site, '/guide/intro');
    expect(await page.evaluate(() => document.documentElement.dataset.searchContext)).toBe('en-1.0');
    const hrefs = await hrefsFor(page, 'setup', '/guide/setup');
    expect(hrefs).not.toContain('/guide/next/setup');
    expect(hrefs.filter((h) => h.startsWith('/ar/'))).toEqual([]);
    await page.close();
  });

  it('on a current page finds the current doc and not the 1.0 one', async () => {
    const page = await open(site, '/guide/next/intro');
    const hrefs = await hrefsFor(page, 'setup', '/guide/next/setup');
    expect(hrefs).not.toContain('/guide/setup');
    await page.close();
  });

  it('on an ar page finds the Arabic pages and not the English ones', async () => {
    const page = await open(site, '/ar/guide/next/setup');
    expect(await page.evaluate(() => document.documentElement.dataset.searchContext)).toBe('ar-current');
    expect(await hrefsFor(page, 'مقدمة', '/ar/guide/next/intro')).toEqual(['/ar/guide/next/intro']);
    await page.keyboard.press('Escape');
    const hrefs = await hrefsFor(page, 'setup', '/ar/guide/next/setup');
    expect(hrefs.filter((h) => !h.startsWith('/ar/'))).toEqual([]);
    await page.close();
  });

  it('an English page does not find the Arabic translation', async () => {
    const page = await open(site, '/guide/next/intro');
    await page.keyboard.press('Control+k');
    await dialog(page).getByRole('combobox').fill('مقدمة');
    await dialog(page).getByText('No results for "مقدمة"').waitFor();
    await page.close();
  });

  it('follows the page to another version on client navigation', async () => {
    const page = await open(site, '/guide/setup');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('button', { name: 'Documentation versions: 1.0' }).click();
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await page.waitForURL(`${site.server.url}/guide/next/setup`);
    // The URL changes before the content arrives: wait for the new page.
    await page.getByText('Setup steps for the next release.').waitFor();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.searchContext)).toBe('en-current');
    const hrefs = await hrefsFor(page, 'setup', '/guide/next/setup');
    expect(hrefs).not.toContain('/guide/setup');
    await page.close();
  });
});

describe('search with contextualSearch: false', () => {
  const site = useSiteInBrowser('versioned', withSearch('{ contextualSearch: false }'));

  it('finds every version and locale from any page', async () => {
    const page = await open(site, '/guide/intro');
    expect(await page.evaluate(() => document.documentElement.dataset.searchContext)).toBe('all');
    const hrefs = await hrefsFor(page, 'setup', '/guide/next/setup');
    expect(hrefs).toEqual(expect.arrayContaining(['/guide/setup', '/guide/next/setup', '/ar/guide/setup', '/ar/guide/next/setup']));
    await page.close();
  });
});
