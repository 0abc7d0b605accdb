// The CTFd Docs site in Chromium: the pages a reader lands on, the 404 page,
// and the shell's basic behaviours.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.ts';
import { useSiteInBrowser } from '../helpers/site.ts';

const site = useSiteInBrowser('ctfd');

describe('CTFd Docs in the browser', () => {
  it('opens the home page with its title, hero and a way into each section', async () => {
    const page = await site.browser.newPage();
    const res = await page.goto(`${site.server.url}/`);
    expect(res?.status()).toBe(200);
    expect(await page.title()).toBe('CTFd Docs | Documentation, Tutorials, and Information about the project');
    expect(await page.locator('h1').textContent()).toBe('CTFd Docs');
    expect(await page.locator('.hero').getByText('Documentation, Tutorials, and Information about the project', { exact: true }).isVisible()).toBe(true);
    for (const name of ['Documentation', 'Tutorials', 'Events', 'Hosted']) {
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).count()).resolves.toBeGreaterThan(0);
    }
    expect(await page.locator('.card-list .card').count()).toBeGreaterThanOrEqual(5);
    await page.close();
  });

  it('opens a doc with sidebar, breadcrumbs, table of contents and pagination', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const res = await page.goto(`${site.server.url}/docs/challenges/flags`);
    expect(res?.status()).toBe(200);
    expect(await page.title()).toBe('Flags | CTFd Docs');
    expect(await page.locator('main h1').textContent()).toBe('Flags');
    const active = page.locator('.doc-sidebar a[aria-current="page"]');
    expect(await active.textContent()).toBe('Flags');
    expect(await page.locator('.doc-sidebar').evaluate((el) => el.getBoundingClientRect().width)).toBe(300);
    expect(await page.locator('.breadcrumbs [aria-current="page"]').textContent()).toBe('Flags');
    expect(await page.locator('.toc-desktop .toc-link').count()).toBeGreaterThan(2);
    expect(await page.locator('.pagination-nav a').count()).toBe(2);
    expect(await page.locator('.doc-sidebar a[href="/docs/api/redoc"]').textContent()).toBe('API reference');
    expect(await page.locator('.doc-sidebar a[href="/docs/custom-challenges/king-of-the-hill/redoc"]').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Documentation', exact: true }).first().getAttribute('aria-current')).toBe('page');
    // Under the page: when its file was last committed, from git (a checkout
    // without git history has no date to show, and shows none).
    const committed = (() => {
      try {
        return execFileSync('git', ['log', '-1', '--format=%ct', '--', 'content/docs/challenges/flags.md'], { cwd: repoRoot, encoding: 'utf8' }).trim();
      } catch {
        return '';
      }
    })();
    const updated = page.locator('.doc-footer .last-updated time');
    if (!committed) expect(await updated.count()).toBe(0);
    else {
      const when = new Date(Number(committed) * 1000);
      expect(await updated.getAttribute('datetime')).toBe(when.toISOString());
      expect(await updated.textContent()).toBe(new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(when));
    }
    await page.close();
  });

  it('lands /docs on the overview doc', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/docs`);
    await page.waitForURL(/\/docs\/overview$/);
    expect(await page.locator('main h1').textContent()).toBeTruthy();
    await page.close();
  });

  it('answers an unknown path with status 404 and the not-found page', async () => {
    const page = await site.browser.newPage();
    const res = await page.goto(`${site.server.url}/docs/no-such-page`);
    expect(res?.status()).toBe(404);
    expect(await page.locator('main h1').textContent()).toBe('Page not found');
    expect(await page.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/');
    expect(await page.title()).toBe('Page not found | CTFd Docs');
    await page.close();
  });

  it('puts the skip link first in tab order and moves focus into main', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/docs/overview`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.close();
  });

  it('switches colour mode, saves it under "theme" and keeps it after a reload', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/docs/overview`);
    const html = page.locator('html');
    expect(await html.getAttribute('data-theme')).toBe('light');
    await page.getByRole('button', { name: 'Switch between dark and light mode (currently light mode)' }).click();
    expect(await html.getAttribute('data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await html.getAttribute('data-theme')).toBe('dark');
    expect(await page.getByRole('button', { name: 'Switch between dark and light mode (currently dark mode)' }).count()).toBe(1);
    await page.close();
  });

  it('opens the mobile drawer at 375 px with the docs sidebar and a way back to the main menu', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${site.server.url}/docs/challenges/flags`);
    expect(await page.locator('.doc-sidebar').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.getByRole('button', { name: '← Back to main menu' }).click();
    expect(await page.locator('#navbar-sidebar').getAttribute('data-secondary')).toBeNull();
    await page.goBack();
    expect(await page.locator('html').getAttribute('data-sidebar-open')).toBeNull();
    await page.close();
  });

  it('sends a Content-Security-Policy without unsafe-inline scripts, and pages run under it without a violation', async () => {
    const page = await site.browser.newPage();
    await page.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { cspViolations: string[] }).cspViolations.push(e.violatedDirective));
    });
    const res = await page.goto(`${site.server.url}/docs/challenges/flags`);
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await page.close();
  });

  it('never runs script from the search query: the usual payloads show up as text', async () => {
    const page = await site.browser.newPage();
    let dialogs = 0;
    page.on('dialog', async (d) => {
      dialogs++;
      await d.dismiss();
    });
    const payloads = ['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', 'javascript:alert(1)', '<svg onload=alert(1)>'];
    for (const q of payloads) {
      await page.goto(`${site.server.url}/search?q=${encodeURIComponent(q)}`);
      await page.locator('.search-page-count').waitFor();
      expect(await page.inputValue('#search-page-input')).toBe(q);
      expect(await page.locator('.search-page-results img, .search-page-results svg, .search-page-results script').count()).toBe(0);
    }
    await page.fill('#search-page-input', '<img src=x onerror=alert(2)>');
    await page.waitForTimeout(400);
    expect(dialogs).toBe(0);
    await page.close();
  });

  it('renders the API reference with operations for every tag', async () => {
    const page = await site.browser.newPage();
    const res = await page.goto(`${site.server.url}/docs/api/redoc#tag/challenges`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('.api-operation').count()).toBeGreaterThan(100);
    expect(await page.locator('[id="operation/attemptChallenge"]').count()).toBe(1);
    // Descriptions' inline markdown is rendered, not shown as asterisks.
    expect(await page.locator('[id="operation/listChallenges"] strong').first().textContent()).toBe('Who may call it:');
    expect(await page.locator('[id="operation/listChallenges"]').textContent()).not.toContain('**');
    await page.close();
  });
});
