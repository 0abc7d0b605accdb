// The blog fixture in Chromium: its list, post, tag, author and archive pages
// at a phone's width and a desktop's, in light and dark mode, without a
// serious accessibility violation; the recent posts beside the content on a
// desktop and in the navbar's drawer on a phone; client-side navigation from
// a summary to its post and between list pages.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteInBrowser } from '../helpers/site.ts';
import { seriousViolations } from '../helpers/axe.ts';

const site = useSiteInBrowser('blog');

const POST = '/blog/2024/01/22/scoring-explained';
const WIDTHS = [375, 1440] as const;
const MODES = ['light', 'dark'] as const;

async function open(route: string, width: number, mode: 'light' | 'dark' = 'light', bypassCSP = false): Promise<Page> {
  const page = await site.browser.newPage({ viewport: { width, height: 900 }, bypassCSP });
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await page.goto(site.server.url + route);
  return page;
}

describe('blog pages (axe-core)', () => {
  for (const route of ['/blog', POST]) {
    for (const width of WIDTHS) {
      for (const mode of MODES) {
        it(`${route} at ${width} px in ${mode} mode has no serious or critical violation and does not scroll sideways`, async () => {
          // The site's CSP (rightly) refuses the injected axe script; the audit page bypasses it.
          const page = await open(route, width, mode, true);
          expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
          expect(await seriousViolations(page)).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await page.close();
        });
      }
    }
  }

  for (const [route, width, mode] of [
    ['/blog/tags', 1440, 'light'],
    ['/blog/tags/release', 375, 'dark'],
    ['/blog/authors', 375, 'light'],
    ['/blog/authors/ada', 1440, 'dark'],
    ['/blog/archive', 375, 'dark'],
    ['/blog/archive', 1440, 'light'],
  ] as const) {
    it(`${route} at ${width} px in ${mode} mode has no serious or critical violation and does not scroll sideways`, async () => {
      const page = await open(route, width, mode, true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.close();
    });
  }
});

describe('recent posts', () => {
  it('stand beside the post on a desktop, the current one marked', async () => {
    const page = await open('/blog/2025/01/06/welcome-images', 1440);
    const sidebar = page.locator('aside.blog-sidebar');
    expect(await sidebar.isVisible()).toBe(true);
    const side = (await sidebar.boundingBox())!;
    const article = (await page.locator('article.blog-post').boundingBox())!;
    expect(side.x + side.width).toBeLessThanOrEqual(article.x);
    expect(await sidebar.locator('a[aria-current="page"]').textContent()).toBe('Pictures in posts');
    await page.close();
  });

  it("are in the navbar's drawer on a phone, where following one closes the drawer", async () => {
    const page = await open(POST, 375);
    expect(await page.locator('aside.blog-sidebar').isVisible()).toBe(false);
    await page.locator('.navbar-toggle').click();
    const drawer = page.locator('.navbar-sidebar [data-secondary-menu]');
    expect(await drawer.locator('a').allTextContents()).toEqual(['A short note', 'Posts in MDX', 'Community call', 'Pictures in posts', 'Year in review']);
    await drawer.locator('a', { hasText: 'Community call' }).click();
    await page.waitForURL('**/blog/community-call');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Community call');
    expect(await page.locator('html').getAttribute('data-sidebar-open')).toBeNull();
    await page.close();
  });
});

describe('client-side navigation', () => {
  it('goes from a summary to its post, and from a list page to the older one, without a full load', async () => {
    const page = await open('/blog/page/3', 1440);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.locator('a.blog-read-more[href$="/scoring-explained"]').click();
    await page.waitForURL(`**${POST}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Scoring explained');
    expect(await page.locator('.markdown h2').allTextContents()).toContain('What changed');
    await page.locator('.pagination-nav a[rel="prev"]').click();
    await page.waitForURL('**/blog/2024/02/05/team-mode');
    await page.goto(`${site.server.url}/blog`);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.locator('.pagination-nav a', { hasText: 'Older entries' }).click();
    await page.waitForURL('**/blog/page/2');
    await expect.poll(() => page.locator('h2.blog-post-title').first().textContent()).toBe('Backups');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await page.close();
  });
});
