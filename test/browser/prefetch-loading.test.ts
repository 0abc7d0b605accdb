// Prefetching content chunks (hover, focus, entering the viewport; not on 2g
// or with data saving), the progress bar and spinner of a slow navigation,
// and what happens when a chunk fails: Retry after a network failure, a full
// page load when the chunk is gone.
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { useSiteInBrowser } from '../helpers/site.ts';

const site = useSiteInBrowser('basic');

function chunkRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const m = /\/__chunks(\/.*)\.json$/.exec(new URL(r.url()).pathname);
    if (m) seen.push(m[1]);
  });
  return seen;
}

async function withConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((c) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => c, configurable: true }), connection);
}

describe('prefetching', () => {
  it('fetches a chunk when its link is hovered, focused or scrolled into view', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 600 } });
    const chunks = chunkRequests(page);
    await page.goto(`${site.server.url}/guide/setup/install`);
    const next = page.locator('.pagination-next');
    const nextRoute = new URL((await next.getAttribute('href'))!, site.server.url).pathname;
    await page.waitForLoadState('networkidle');
    expect(chunks).not.toContain('/about');
    expect(chunks).not.toContain(nextRoute);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).hover();
    await expect.poll(() => chunks).toContain('/about');

    await page.locator('.doc-sidebar').getByRole('link', { name: 'Introduction' }).focus();
    await expect.poll(() => chunks).toContain('/guide/intro');

    await next.scrollIntoViewIfNeeded();
    await expect.poll(() => chunks).toContain(nextRoute);

    // The click finds the chunk already loaded.
    const before = chunks.length;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect.poll(() => page.title()).toBe('About | Fixture Docs');
    expect(chunks.slice(before)).not.toContain('/about');
    await page.close();
  });

  for (const [what, connection] of [
    ['data saving is on', { effectiveType: '4g', saveData: true }],
    ['the connection is 2g', { effectiveType: '2g', saveData: false }],
  ] as const) {
    it(`prefetches nothing when ${what}, and links still work`, async () => {
      const page = await site.browser.newPage({ viewport: { width: 1280, height: 600 } });
      await withConnection(page, connection);
      const chunks = chunkRequests(page);
      await page.goto(`${site.server.url}/guide/setup/install`);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).hover();
      await page.locator('.doc-sidebar').getByRole('link', { name: 'Introduction' }).focus();
      await page.locator('.pagination-next').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(chunks).toEqual([]);
      await page.locator('.doc-sidebar').getByRole('link', { name: 'Introduction' }).click();
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Introduction');
      expect(chunks).toEqual(['/guide/intro']);
      await page.close();
    });
  }
});

describe('loading a page', () => {
  // A chunk request held until the test lets it go.
  async function holdChunk(page: Page, route: string) {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route(`**/__chunks${route}.json`, async (r: Route) => {
      await released;
      await r.continue();
    });
    return release;
  }

  it('shows the progress bar and spinner only after 200 ms, trickles, and clears them when the page arrives', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
    await page.goto(`${site.server.url}/guide/intro`);
    await page.clock.pauseAt(new Date('2026-01-01T00:01:00Z'));
    const release = await holdChunk(page, '/about');
    const bar = page.getByRole('progressbar');
    const spinner = page.getByRole('status').filter({ hasText: 'Loading page…' });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await page.clock.runFor(199);
    expect(await bar.count()).toBe(0);
    expect(await spinner.count()).toBe(0);
    await page.clock.runFor(2);
    expect(await bar.getAttribute('aria-valuenow')).toBe('8');
    expect(await spinner.isVisible()).toBe(true);
    await page.clock.runFor(8000);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(8);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);

    release();
    await expect.poll(() => page.title()).toBe('About | Fixture Docs');
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await spinner.count()).toBe(0);
    await page.clock.runFor(500);
    expect(await bar.count()).toBe(0);
    await page.close();
  });

  it('shows no progress bar when the page arrives within 200 ms', async () => {
    const page = await site.browser.newPage();
    await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
    await page.goto(`${site.server.url}/guide/intro`);
    await page.clock.pauseAt(new Date('2026-01-01T00:01:00Z'));
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('[role=progressbar], .page-loader')) document.documentElement.dataset.sawLoading = '';
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect.poll(() => page.title()).toBe('About | Fixture Docs');
    await page.clock.runFor(1000);
    expect(await page.locator('html').getAttribute('data-saw-loading')).toBeNull();
    await page.close();
  });

  it('keeps the docs sidebar beside the error when a doc page cannot be fetched', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Before the page loads: its content links to Options, which is prefetched as soon as it is in view.
    await page.route('**/__chunks/guide/reference/options.json', (r) => r.abort('internetdisconnected'));
    await page.goto(`${site.server.url}/guide/intro`);
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Options' }).click();
    await page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' }).waitFor();
    expect(await page.locator('.doc-sidebar').isVisible()).toBe(true);
    expect(await page.locator('.doc-sidebar a').count()).toBeGreaterThan(1);
    await page.close();
  });

  it('shows an error with a Retry button when the chunk cannot be fetched, and Retry loads the page', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/guide/intro`);
    let fail = true;
    await page.route('**/__chunks/about.json', (r) => (fail ? r.abort('internetdisconnected') : r.continue()));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
    await alert.waitFor();
    expect(page.url()).toBe(`${site.server.url}/about`);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await alert.waitFor();
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.title()).toBe('About | Fixture Docs');
    expect(await page.locator('main').textContent()).toContain('This fixture exists for tests.');
    expect(await alert.count()).toBe(0);
    await page.close();
  });

  for (const [what, reply] of [
    ['is gone (HTTP 404)', { status: 404, body: 'Not found' }],
    [
      'belongs to another build',
      { status: 200, contentType: 'application/json', body: JSON.stringify({ assets: '/assets/css/styles.new.css /assets/js/main.new.js', lang: 'en', head: '', navbar: '', main: '' }) },
    ],
  ] as const) {
    it(`loads the page in full when its chunk ${what}`, async () => {
      const page = await site.browser.newPage();
      await page.goto(`${site.server.url}/guide/intro`);
      await page.evaluate(() => ((window as Window & { marker?: boolean }).marker = true));
      await page.route('**/__chunks/about.json', (r) => r.fulfill(reply));
      const full = page.waitForRequest((r) => r.resourceType() === 'document' && r.url() === `${site.server.url}/about`);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
      await full;
      await expect.poll(() => page.title()).toBe('About | Fixture Docs');
      expect(await page.evaluate(() => (window as Window & { marker?: boolean }).marker)).toBeUndefined();
      await page.close();
    });
  }
});
