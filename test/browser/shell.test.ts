// Shell behaviours kept in the browser (spec §2 and §4) on a fixture site:
// announcement bar, dropdowns, tabs, unavailable storage, hide-on-scroll.
import { describe, expect, it } from 'vitest';
import { useSiteInBrowser } from '../helpers/site.ts';

const site = useSiteInBrowser('basic');

describe('shell behaviours', () => {
  it('announcement bar: closes, stays closed after a reload, and a new id shows it again', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/guide/intro`);
    const bar = page.getByRole('region', { name: 'Announcement' });
    expect(await bar.isVisible()).toBe(true);
    await bar.getByRole('button', { name: 'Close' }).click();
    expect(await bar.isVisible()).toBe(false);
    expect(await page.evaluate(() => [localStorage.getItem('ctfdocs.announcement.dismiss'), localStorage.getItem('ctfdocs.announcement.id')])).toEqual(['true', 'fixture-2025']);
    await page.reload();
    expect(await page.locator('html').getAttribute('data-announcement-dismissed')).toBe('');
    expect(await bar.isVisible()).toBe(false);
    await page.evaluate(() => localStorage.setItem('ctfdocs.announcement.id', 'an-older-bar'));
    await page.reload();
    expect(await bar.isVisible()).toBe(true);
    await page.close();
  });

  it('dropdown: opens on click and hover, closes on Escape and an outside click', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/guide/intro`);
    const toggle = page.getByRole('button', { name: 'More' });
    const item = page.getByRole('link', { name: 'About this fixture' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About this fixture');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.mouse.click(600, 600);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.hover();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await item.isVisible()).toBe(true);
    await page.close();
  });

  it('tabs: a choice switches every group with the same groupId and is remembered', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/guide/setup/install`);
    const macTabs = page.getByRole('tab', { name: 'macOS' });
    expect(await macTabs.count()).toBe(2);
    await macTabs.first().click();
    for (const i of [0, 1]) expect(await macTabs.nth(i).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('macOS notes.').isVisible()).toBe(true);
    expect(await page.getByText('Linux notes.').isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('ctfdocs.tab.os'))).toBe('macos');
    await page.reload();
    expect(await page.getByText('Run the macOS installer.').isVisible()).toBe(true);
    await page.close();
  });

  it('collapsible blocks animate for longer when they are taller, and not at all with reduced motion', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/about`);
    const short = page.locator('details', { hasText: 'A short note' });
    const long = page.locator('details', { hasText: 'A long note' });
    await short.locator('summary').click();
    await long.locator('summary').click();
    await expect.poll(() => long.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const shortMs = Number(await short.getAttribute('data-collapsible-duration'));
    const longMs = Number(await long.getAttribute('data-collapsible-duration'));
    expect(shortMs).toBeGreaterThan(0);
    expect(longMs).toBeGreaterThan(shortMs);
    await long.locator('summary').click();
    await expect.poll(() => long.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await long.locator('summary').click();
    expect(await long.getAttribute('data-collapsible-duration')).toBe('0');
    expect(await long.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await page.close();
  });

  it('works when browser storage throws: one warning, the toggle still switches', async () => {
    const page = await site.browser.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await page.goto(`${site.server.url}/guide/intro`);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(warnings.filter((w) => w.includes('storage'))).toHaveLength(1);
    await page.close();
  });

  it('hideOnScroll: the navbar hides going down, shows going up, and stays hidden while the URL has a hash', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 600 } });
    await page.goto(`${site.server.url}/guide/setup/install`);
    const nav = page.locator('nav.navbar');
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => nav.getAttribute('class')).toContain('navbar-hidden');
    await page.mouse.wheel(0, -300);
    await expect.poll(() => nav.getAttribute('class')).not.toContain('navbar-hidden');
    await page.goto(`${site.server.url}/guide/setup/install#pick-your-platform`);
    await page.mouse.wheel(0, -200);
    await page.mouse.wheel(0, 400);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => nav.getAttribute('class')).toContain('navbar-hidden');
    await page.close();
  });
});
