// Layout behaviours of the shell on the fixture site: which navbar item is
// active (activeBasePath, activeBaseRegex, the current doc), the table of
// contents following the heading in view, and the 996/997 px boundary
// between the mobile and the desktop layout.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteInBrowser } from '../helpers/site.ts';
import { edit, write } from '../helpers/fixture.ts';

const site = useSiteInBrowser('basic', async (dir) => {
  // Two navbar items whose active state comes from activeBasePath and
  // activeBaseRegex rather than from their own link target.
  await edit(dir, 'site/ctfdocs.config.yaml', (s) =>
    s.replace(
      '      - type: search\n',
      [
        '      - to: /guide/setup/install',
        '        label: Setup',
        '        activeBasePath: /guide/setup',
        '        position: left',
        '      - to: /guide/reference/options',
        '        label: Reference',
        "        activeBaseRegex: '^/guide/(reference|intro)'",
        '        position: left',
        '      - type: docSidebar',
        '        sidebarId: defaultSidebar',
        '        label: All pages',
        '        position: right',
        '      - type: html',
        `        value: '<span class="fixture-badge">Beta</span>'`,
        '        position: right',
        '      - type: search\n',
      ].join('\n'),
    ),
  );
  await write(dir, 'content/guide/setup/configure.md', '---\ntitle: Configure\nsidebar_position: 2\n---\n\nSettings.\n');
  await edit(dir, 'content/guide/setup/install.md', (s) => `${s}\n## After installing\n\nThe last section.\n`);
});

async function activeNavbarItems(page: Page): Promise<string[]> {
  return page.locator('.navbar-items a.navbar-link[aria-current="page"]').evaluateAll((links) => links.map((l) => l.textContent ?? ''));
}

describe('navbar active state', () => {
  it('follows activeBasePath, activeBaseRegex and the current doc', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Under activeBasePath but not the item's own target; a doc of the Guide.
    await page.goto(`${site.server.url}/guide/setup/configure`);
    expect((await activeNavbarItems(page)).sort()).toEqual(['All pages', 'Guide', 'Setup']);
    expect(await page.locator('.navbar-items a.navbar-link', { hasText: 'Setup' }).getAttribute('class')).toContain('active');
    // Matched by activeBaseRegex only.
    await page.goto(`${site.server.url}/guide/intro`);
    expect((await activeNavbarItems(page)).sort()).toEqual(['All pages', 'Guide', 'Reference']);
    // A plain link is active on its own target; no doc item is.
    await page.goto(`${site.server.url}/about`);
    expect(await activeNavbarItems(page)).toEqual(['About']);
    expect(await page.locator('.navbar-items a.navbar-link', { hasText: 'Guide' }).getAttribute('class')).not.toContain('active');
    await page.close();
  });
});

describe('navbar items', () => {
  it('puts items left or right; a docSidebar item links to the first doc of its sidebar; an html item is its markup', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/about`);
    const left = await page.locator('.navbar-items-left > *').evaluateAll((els) => els.map((e) => e.textContent));
    expect(left).toEqual(['Guide', 'About', 'Setup', 'Reference']);
    const right = page.locator('.navbar-items-right');
    expect(await right.getByRole('link', { name: 'All pages' }).getAttribute('href')).toBe('/guide/intro');
    expect(await right.locator('.navbar-html .fixture-badge').textContent()).toBe('Beta');
    // Active inside its docs instance, like a doc item.
    await page.goto(`${site.server.url}/guide/setup/install`);
    expect(await page.getByRole('link', { name: 'All pages' }).getAttribute('aria-current')).toBe('page');
    await page.close();
  });
});

describe('table of contents', () => {
  it('highlights the heading being read as the page scrolls', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 600 } });
    await page.goto(`${site.server.url}/guide/setup/install`);
    const active = page.locator('.toc-desktop .toc-link-active');
    expect(await active.textContent()).toBe('Requirements');
    await page.locator('h2', { hasText: 'Pick your platform' }).evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 80));
    await expect.poll(() => active.textContent()).toBe('Pick your platform');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => active.textContent()).toBe('After installing');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => active.textContent()).toBe('Requirements');
    expect(await page.locator('.toc-desktop .toc-link-active').count()).toBe(1);
    await page.close();
  });
});

describe('mobile and desktop layouts', () => {
  it('at 996 px: menu button, no docs sidebar, a collapsible "On this page"; the drawer closes when the window grows', async () => {
    const page = await site.browser.newPage({ viewport: { width: 996, height: 800 } });
    await page.goto(`${site.server.url}/guide/setup/install`);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    expect(await toggle.isVisible()).toBe(true);
    expect(await page.locator('.doc-sidebar').isVisible()).toBe(false);
    expect(await page.locator('.navbar-items a.navbar-link', { hasText: 'About' }).isVisible()).toBe(false);
    expect(await page.locator('.toc-desktop').isVisible()).toBe(false);
    const onThisPage = page.locator('.toc-mobile');
    expect(await onThisPage.isVisible()).toBe(true);
    expect(await onThisPage.getByRole('link', { name: 'Requirements' }).isVisible()).toBe(false);
    await onThisPage.getByText('On this page').click();
    expect(await onThisPage.getByRole('link', { name: 'Requirements' }).isVisible()).toBe(true);

    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.waitFor();
    // The docs sidebar shows first; back in the main menu are the navbar's links.
    await drawer.getByRole('button', { name: '← Back to main menu' }).click();
    const primary = await drawer.locator('.primary-menu a.menu-link').evaluateAll((links) => links.map((l) => l.textContent));
    expect(primary).toEqual(expect.arrayContaining(['Guide', 'About', 'Setup', 'Reference', 'All pages', 'About this fixture']));
    expect(await page.locator('html').getAttribute('data-sidebar-open')).toBe('');
    await page.setViewportSize({ width: 997, height: 800 });
    await expect.poll(() => page.locator('html').getAttribute('data-sidebar-open')).toBeNull();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.close();
  });

  it('at 997 px: the desktop layout with navbar links, the 300 px docs sidebar and the table of contents beside the content', async () => {
    const page = await site.browser.newPage({ viewport: { width: 997, height: 800 } });
    await page.goto(`${site.server.url}/guide/setup/install`);
    expect(await page.getByRole('button', { name: 'Toggle navigation bar' }).isVisible()).toBe(false);
    expect(await page.locator('.navbar-items a.navbar-link', { hasText: 'About' }).isVisible()).toBe(true);
    expect(await page.locator('.doc-sidebar').evaluate((el) => el.getBoundingClientRect().width)).toBe(300);
    expect(await page.locator('.toc-desktop').isVisible()).toBe(true);
    expect(await page.locator('.toc-mobile').isVisible()).toBe(false);
    // Nothing overflows the window sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(997);
    await page.close();
  });
});

describe('footer, not-found page and focus', () => {
  it('shows a flat list of footer links and the copyright', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/about`);
    const footer = page.getByRole('contentinfo');
    expect(await footer.locator('.footer-links-simple a').evaluateAll((links) => links.map((l) => [l.textContent, l.getAttribute('href')]))).toEqual([['Guide', '/guide/intro']]);
    expect(await footer.locator('.footer-columns').count()).toBe(0);
    expect(await footer.getByText('Copyright 2025 Fixture').isVisible()).toBe(true);
    await page.close();
  });

  it('answers an unknown path with 404 and links home and to each section', async () => {
    const page = await site.browser.newPage();
    const res = await page.goto(`${site.server.url}/guide/no-such-page`);
    expect(res?.status()).toBe(404);
    const links = await page.locator('main .not-found-links a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ['Home page', '/'],
      ['Guide', '/guide/intro'],
      ['About', '/about'],
      ['Setup', '/guide/setup/install'],
      ['Reference', '/guide/reference/options'],
      ['Search the documentation', '/search'],
    ]);
    await page.close();
  });

  it('draws a visible focus ring on the control reached by keyboard', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/about`);
    // Skip link, then the announcement's link and close button, then the navbar.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const cs = getComputedStyle(el);
      return { inNavbar: Boolean(el.closest('.navbar')), style: cs.outlineStyle, width: parseFloat(cs.outlineWidth) };
    });
    expect(ring).toEqual({ inNavbar: true, style: 'solid', width: 2 });
    await page.close();
  });
});
