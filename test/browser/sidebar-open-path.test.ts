// A page draws its sidebar's open path; a category too large to draw on
// every page is drawn closed and opens in place from the sidebar's whole
// tree (issue #31). At 1440 px (the desktop sidebar) and 375 px (the mobile
// drawer), with and without JavaScript.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteInBrowser } from '../helpers/site.ts';
import { write } from '../helpers/fixture.ts';

// "Big topic" holds 2 parts of 12 pages: over the 20 items a category may
// hold to be drawn open on every page, so pages outside it draw it closed.
const site = useSiteInBrowser('basic', async (dir) => {
  await write(dir, 'content/guide/big/_category_.yml', 'label: Big topic\nposition: 9\n');
  for (const part of [0, 1]) {
    await write(dir, `content/guide/big/part-${part}/_category_.yml`, `label: Part ${part}\n`);
    for (let i = 0; i < 12; i++) await write(dir, `content/guide/big/part-${part}/page-${i}.md`, `---\ntitle: Big ${part}.${i}\nsidebar_position: ${i}\n---\n\nPage ${i} of part ${part}.\n`);
  }
});

const sidebar = (page: Page, where = 'aside.doc-sidebar') => page.locator(where);
const current = (page: Page) => page.locator('aside.doc-sidebar a[aria-current=page]');

describe('the sidebar of a large site', () => {
  it('has the open path without JavaScript, and a closed category leads to its first page (1440 and 375 px)', async () => {
    for (const width of [1440, 375]) {
      const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${site.server.url}/guide/reference/options`);
      expect(await current(page).textContent()).toBe('Options');
      const closed = sidebar(page).locator('li.menu-category-collapsed > a', { hasText: 'Big topic' });
      expect(await closed.getAttribute('href')).toBe('/guide/big/part-0/page-0');
      expect(await sidebar(page).locator('a[href="/guide/big/part-1/page-3"]').count()).toBe(0);
      if (width === 1440) {
        expect(await current(page).isVisible()).toBe(true);
        await closed.click();
        await page.waitForURL(`${site.server.url}/guide/big/part-0/page-0`);
      } else {
        // The desktop sidebar is hidden on a narrow screen (the drawer needs JavaScript); the page still holds its open path.
        await page.goto(`${site.server.url}/guide/big/part-0/page-0`);
      }
      // Inside the category: its parts, and the current part's pages.
      expect(await current(page).textContent()).toBe('Big 0.0');
      expect(await sidebar(page).locator('a[href="/guide/big/part-0/page-11"]').count()).toBe(1);
      expect((await sidebar(page).locator('summary', { hasText: 'Part 1' }).count()) + (await sidebar(page).locator('a', { hasText: 'Part 1' }).count())).toBe(1);
      await context.close();
    }
  });

  it('opens a closed category in place at 1440 px, and keeps the current page marked after client navigation', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.goto(`${site.server.url}/guide/reference/options`);
    await sidebar(page).locator('li.menu-category-collapsed > a', { hasText: 'Big topic' }).click();
    const item = sidebar(page).locator('a[href="/guide/big/part-1/page-3"]');
    await expect.poll(() => item.isVisible()).toBe(true);
    expect(page.url()).toBe(`${site.server.url}/guide/reference/options`);
    expect(await current(page).textContent()).toBe('Options');
    await item.click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Big 1.3');
    expect(await current(page).textContent()).toBe('Big 1.3');
    expect(await current(page).count()).toBe(1);
    expect(await current(page).isVisible()).toBe(true);
    // And back to a page outside the category: it is closed there again, the current page marked.
    await page.goBack();
    await expect.poll(() => current(page).textContent()).toBe('Options');
    expect(documents).toEqual([`${site.server.url}/guide/reference/options`]);
    await page.close();
  });

  it('opens a closed category in place in the mobile drawer at 375 px', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${site.server.url}/guide/reference/options`);
    await page.locator('.navbar-toggle').click();
    const drawer = page.locator('[data-secondary-menu]');
    await drawer.locator('li.menu-category-collapsed > a', { hasText: 'Big topic' }).click();
    const item = drawer.locator('a[href="/guide/big/part-0/page-5"]');
    await expect.poll(() => item.isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('data-sidebar-open')).not.toBeNull();
    await item.click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Big 0.5');
    expect(await page.locator('html').getAttribute('data-sidebar-open')).toBeNull();
    expect(await current(page).textContent()).toBe('Big 0.5');
    await page.close();
  });
});
