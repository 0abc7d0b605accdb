// Config keys of the theme that must do what Docusaurus does with them
// (issue #28 item 9), in Chromium on the fixture site.
import { describe, expect, it } from 'vitest';
import { useSiteInBrowser } from '../helpers/site.ts';
import { edit } from '../helpers/fixture.ts';

const REPORT_URL = 'https://example.com/report?q={query}';

const site = useSiteInBrowser('basic', async (dir) => {
  // No search item in the navbar: the modal opens on Ctrl+K and the /search page is there.
  await edit(dir, 'site/ctfdocs.config.yaml', (s) =>
    s
      .replace('      - type: search\n        position: right\n', '')
      .replace('    searchPagePath: search\n', `    searchPagePath: find\n    reportUrl: '${REPORT_URL}'\n`)
      // The dropdown's label leads somewhere itself.
      .replace('      - label: More\n', '      - label: More\n        to: /guide/reference/options\n')
      .replace('themeConfig:\n', 'themeConfig:\n  docs:\n    sidebar:\n      hideable: true\n      autoCollapseCategories: true\n'),
  );
});

describe('search.reportUrl without a search navbar item', () => {
  it('is the "Let us know." link of the modal opened with Ctrl+K, and its "See all" leads to searchPagePath', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/guide/intro`);
    expect(await page.locator('[data-search-button]').count()).toBe(0);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox').fill('xylophone');
    await dialog.getByText('No results for "xylophone"').waitFor();
    expect(await dialog.getByRole('link', { name: 'Let us know.' }).getAttribute('href')).toBe(REPORT_URL.replace('{query}', 'xylophone'));
    await dialog.getByRole('combobox').fill('install');
    await dialog.getByRole('option').first().waitFor();
    expect(await dialog.locator('.search-modal-footer a').getAttribute('href')).toMatch(/\/find\?q=install$/);
    await page.close();
  });

  it('is the "Let us know." link of the search page', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/find?q=xylophone`);
    await page.getByText('No results for "xylophone"').waitFor();
    expect(await page.getByRole('link', { name: 'Let us know.' }).getAttribute('href')).toBe(REPORT_URL.replace('{query}', 'xylophone'));
    await page.close();
  });
});

describe('a dropdown with to', () => {
  it('opens its menu on hover and on the arrow key, and its label leads to its page', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/guide/intro`);
    const label = page.locator('.navbar-items-right [data-dropdown-toggle]');
    const menu = page.locator('.navbar-items-right .navbar-dropdown-menu');
    const shown = () => menu.evaluate((m) => getComputedStyle(m).visibility === 'visible');
    expect(await label.evaluate((el) => el.tagName)).toBe('A');
    await label.hover();
    await expect.poll(shown).toBe(true);
    expect(await label.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.move(5, 700);
    await expect.poll(shown).toBe(false);
    await label.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(shown).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About this fixture');
    await page.keyboard.press('Escape');
    await label.click();
    await page.waitForURL(/\/guide\/reference\/options$/);
    await page.close();
  });
});

describe('themeConfig.docs.sidebar', () => {
  it('hideable: the sidebar folds away and comes back, and stays folded across client navigation', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/guide/intro`);
    const sidebar = page.locator('aside.doc-sidebar');
    expect(await sidebar.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Expand sidebar' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    expect(await sidebar.isVisible()).toBe(false);
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    expect(await expand.isVisible()).toBe(true);
    expect(await expand.evaluate((el) => el === document.activeElement)).toBe(true);
    // The article takes the room the sidebar left.
    const width = await page.locator('main.doc-main').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(1280 - 300);
    await page.locator('.pagination-next').click();
    await page.waitForURL(/\/guide\/setup\/install$/);
    expect(await page.locator('aside.doc-sidebar').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    expect(await page.locator('aside.doc-sidebar').isVisible()).toBe(true);
    await page.close();
  });

  it('is not offered on a narrow screen, where the sidebar is in the drawer', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 700 } });
    await page.goto(`${site.server.url}/guide/intro`);
    expect(await page.getByRole('button', { name: 'Collapse sidebar' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Expand sidebar' }).isVisible()).toBe(false);
    await page.close();
  });

  it("autoCollapseCategories: the current page's category stays open and opening another folds it", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/guide/setup/install`);
    const category = (label: string) => page.locator('aside.doc-sidebar details.menu-details').filter({ has: page.locator('summary', { hasText: label }) });
    const open = (label: string) => category(label).evaluate((d) => (d as HTMLDetailsElement).open);
    // Both categories are open in the config: the one away from the page folds.
    await expect.poll(() => open('reference')).toBe(false);
    expect(await open('Setting up')).toBe(true);
    await category('reference').locator('summary').click();
    await expect.poll(() => open('Setting up')).toBe(false);
    expect(await open('reference')).toBe(true);
    await page.close();
  });
});
