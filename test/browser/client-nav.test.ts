// Client-side navigation on the fixture site (production build): in-site
// links swap in the route's content chunk instead of loading a page, with
// title, meta, history, focus, announcement and scroll handled as a full
// load would; other links are left to the browser.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteInBrowser } from '../helpers/site.ts';

const site = useSiteInBrowser('basic');

type Marked = Window & { marker?: boolean };
const mark = (page: Page) => page.evaluate(() => ((window as Marked).marker = true));
const marked = (page: Page) => page.evaluate(() => (window as Marked).marker === true);
const h1 = (page: Page) => page.locator('main h1').textContent();

describe('client-side navigation', () => {
  it('swaps in the new page: content, title, meta, sidebar, history, focus and an announcement', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.goto(`${site.server.url}/guide/intro`);
    await mark(page);
    await page.locator('main').getByRole('link', { name: 'options' }).click();
    await expect.poll(() => h1(page)).toBe('Options');
    expect(await marked(page)).toBe(true);
    expect(documents).toEqual([`${site.server.url}/guide/intro`]);
    expect(page.url()).toBe(`${site.server.url}/guide/reference/options`);
    expect(await page.title()).toBe('Options | Fixture Docs');
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe('https://fixture.example.com/guide/reference/options');
    expect(await page.locator('meta[name=description]').getAttribute('content')).toBe('A small site for tests');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Options | Fixture Docs');
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.locator('.doc-sidebar a[aria-current=page]').textContent()).toBe('Options');
    expect(await page.locator('.doc-sidebar a[aria-current=page]').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(await page.locator('[aria-live=assertive]').textContent()).toBe('Options | Fixture Docs');

    await page.goBack();
    await expect.poll(() => h1(page)).toBe('Introduction');
    expect(await page.title()).toBe('Introduction | Fixture Docs');
    expect(await page.locator('meta[name=description]').getAttribute('content')).toBe('Where the fixture guide starts.');
    await page.goForward();
    await expect.poll(() => h1(page)).toBe('Options');
    expect(await marked(page)).toBe(true);

    // A page with another layout (no docs sidebar) and back into the docs.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect.poll(() => page.title()).toBe('About | Fixture Docs');
    expect(await page.locator('.doc-sidebar').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.locator('main').getByRole('link', { name: 'guide' }).click();
    await expect.poll(() => h1(page)).toBe('Introduction');
    expect(await page.locator('.doc-sidebar a[aria-current=page]').textContent()).toBe('Introduction');
    expect(await marked(page)).toBe(true);
    expect(documents).toHaveLength(1);
    await page.close();
  });

  it('scrolls to the hash or the top, and back and forward restore the position', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 600 } });
    await page.goto(`${site.server.url}/guide/setup/install`);
    await mark(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Introduction' }).click();
    await expect.poll(() => h1(page)).toBe('Introduction');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.locator('main').getByRole('link', { name: 'the install steps' }).click();
    await expect.poll(() => page.url()).toBe(`${site.server.url}/guide/setup/install#requirements`);
    await expect.poll(() => page.locator('#requirements').evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(120);
    const atAnchor = await page.evaluate(() => window.scrollY);
    expect(atAnchor).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 900));

    await page.goBack();
    await expect.poll(() => h1(page)).toBe('Introduction');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.url()).toBe(`${site.server.url}/guide/setup/install`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await page.goForward();
    await page.goForward();
    await expect.poll(() => page.url()).toBe(`${site.server.url}/guide/setup/install#requirements`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    expect(await marked(page)).toBe(true);
    await page.close();
  });

  it('a link in the mobile drawer navigates, closes the drawer, and Back returns to the page before', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 700 } });
    await page.goto(`${site.server.url}/guide/intro`);
    await mark(page);
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('button', { name: '← Back to main menu' }).click();
    await drawer.getByRole('link', { name: 'About', exact: true }).click();
    await expect.poll(() => page.title()).toBe('About | Fixture Docs');
    expect(await page.locator('html').getAttribute('data-sidebar-open')).toBeNull();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await page.goBack();
    await expect.poll(() => h1(page)).toBe('Introduction');
    expect(await marked(page)).toBe(true);
    await page.close();
  });

  it('leaves other links to the browser: files, new tabs, downloads and other sites', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/guide/intro`);
    const chunks: string[] = [];
    page.on('request', (r) => r.url().includes('/__chunks/') && chunks.push(r.url()));
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'afterbegin',
        '<a id="t-file" href="/sitemap.xml">file</a> <a id="t-blank" href="/about" target="_blank">tab</a> <a id="t-download" href="/about" download>dl</a> <a id="t-hash" href="#first-steps">hash</a>',
      );
    });
    for (const id of ['t-blank', 't-download']) {
      const clicked = await page.evaluate((sel) => {
        const a = document.getElementById(sel)!;
        let prevented: boolean | undefined;
        // Observe the router's decision without following the link.
        document.addEventListener('click', (e) => ((prevented = e.defaultPrevented), e.preventDefault()), { once: true });
        a.click();
        return prevented;
      }, id);
      expect(clicked).toBe(false);
    }
    await mark(page);
    await page.locator('#t-hash').click();
    expect(page.url()).toBe(`${site.server.url}/guide/intro#first-steps`);
    expect(await marked(page)).toBe(true);
    await page.locator('#t-file').click();
    await page.waitForURL(`${site.server.url}/sitemap.xml`);
    expect(await marked(page)).toBe(false);
    // None of these links had its chunk fetched, not even by prefetching.
    expect(chunks.filter((u) => /sitemap|about|intro/.test(u))).toEqual([]);
    await page.close();
  });

  it('does not pile up window and document listeners across navigations', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cdp = await page.context().newCDPSession(page);
    const listeners = async () => {
      let total = 0;
      for (const expr of ['window', 'document', 'window.matchMedia("(max-width: 996px)")']) {
        const { result } = await cdp.send('Runtime.evaluate', { expression: expr });
        const { listeners: list } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
        total += list.length;
      }
      return total;
    };
    await page.goto(`${site.server.url}/guide/intro`);
    const sidebarLink = (name: string) => page.locator('.doc-sidebar').getByRole('link', { name, exact: true });
    await sidebarLink('Options').click();
    await expect.poll(() => h1(page)).toBe('Options');
    const after1 = await listeners();
    for (const [name, title] of [
      ['Introduction', 'Introduction'],
      ['Options', 'Options'],
      ['Introduction', 'Introduction'],
      ['Options', 'Options'],
    ]) {
      await sidebarLink(name).click();
      await expect.poll(() => h1(page)).toBe(title);
    }
    expect(await listeners()).toBe(after1);
    // Behaviours bound to swapped-in elements still work once, not several times.
    const toggle = page.getByRole('button', { name: 'More' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });
});
