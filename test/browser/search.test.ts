// Local search in Chromium (issue #5): the modal, its ways in and out, its
// results and messages, the /search page, and the shortcut hint.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { holdRequests, openPage, useSiteInBrowser } from '../helpers/site.ts';
import { edit, write } from '../helpers/fixture.ts';

const REPORT_URL = 'https://example.com/issues/new?title=Search:{query}';
const XSS = '<img src=x onerror="window.__xss=1">';

const site = useSiteInBrowser('basic', async (dir) => {
  await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('    searchPagePath: search\n', `    searchPagePath: search\n    reportUrl: '${REPORT_URL}'\n`));
  await write(
    dir,
    'content/guide/notifications.md',
    [
      '---',
      'title: Notifications',
      '---',
      '',
      'Send a notification to every player while the event runs.',
      '',
      '## Email notifications',
      '',
      'Players get an email for each announcement.',
      '',
      '## Sounds',
      '',
      `Notification sounds play in the browser. The markup \`${XSS}\` is shown as text.`,
      '',
    ].join('\n'),
  );
});

const openDoc = (path = '/guide/intro', init?: (page: Page) => Promise<void>) => openPage(site, path, init);

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const input = (page: Page) => dialog(page).getByRole('combobox');

describe('search modal', () => {
  it('opens on the Search button, loads its code only then, and closes on Escape with focus back on the button', async () => {
    const page = await openDoc();
    const scripts: string[] = [];
    page.on('request', (r) => scripts.push(r.url()));
    await page.waitForLoadState('networkidle');
    expect(scripts.some((u) => /search-modal|search-worker|search-manifest|assets\/search\//.test(u))).toBe(false);
    const button = page.getByRole('button', { name: 'Search' });
    await button.click();
    await dialog(page).waitFor();
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(scripts.some((u) => /search-modal\.[\w-]+\.js$/.test(u))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await dialog(page).isVisible()).toBe(false);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  it('opens on Ctrl+K, Cmd+K and "/", but "/" typed in a field stays in the field', async () => {
    const page = await openDoc();
    for (const keys of ['Control+k', 'Meta+k', '/']) {
      await page.keyboard.press(keys);
      await dialog(page).waitFor();
      expect(await input(page).inputValue()).toBe('');
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'hidden' });
    }
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    // Closing gives focus back at once, in the same task: a "/" pressed right
    // after Escape must reach the page, not the hidden input.
    const focusInDialog = await page.evaluate(() => {
      document.querySelector('#search-modal-input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      return Boolean(document.activeElement?.closest('[role="dialog"]'));
    });
    expect(focusInDialog).toBe(false);
    await page.goto(`${site.server.url}/search`);
    await page.locator('#search-page-input').focus();
    await page.keyboard.type('a/b');
    expect(await page.locator('#search-page-input').inputValue()).toBe('a/b');
    expect(await dialog(page).count()).toBe(0);
    await page.close();
  });

  it('opens with the letter typed on the focused search button as the query', async () => {
    const page = await openDoc();
    await page.getByRole('button', { name: 'Search' }).focus();
    await page.keyboard.press('n');
    await dialog(page).waitFor();
    expect(await input(page).inputValue()).toBe('n');
    await page.close();
  });

  it('keeps focus inside the dialog while it is open', async () => {
    const page = await openDoc();
    await page.keyboard.press('Control+k');
    await input(page).fill('notifications');
    await dialog(page).getByRole('option').first().waitFor();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.close();
  });

  it('shows results as you type, grouped by page with the hierarchy and matched words marked, in a worker', async () => {
    const page = await openDoc();
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.keyboard.press('Control+k');
    await input(page).pressSequentially('email notif');
    const group = dialog(page).getByRole('group', { name: 'Guide › Notifications' });
    await group.waitFor();
    const first = group.getByRole('option').first();
    expect(await first.locator('.search-modal-hit-title').textContent()).toBe('Email notifications');
    expect(await first.locator('mark').allTextContents()).toEqual(expect.arrayContaining(['Email', 'notifications']));
    expect(workers.some((u) => /search-worker\.[0-9a-f]+\.js$/.test(u))).toBe(true);
    await page.close();
  });

  it('tolerates a typo: "notifcation" finds the notifications page', async () => {
    const page = await openDoc();
    await page.keyboard.press('Control+k');
    await input(page).fill('notifcation');
    await dialog(page).getByRole('group', { name: 'Guide › Notifications' }).waitFor();
    await page.close();
  });

  it('moves with the arrow keys and opens the selected result with Enter', async () => {
    const page = await openDoc();
    await page.keyboard.press('Control+k');
    await input(page).fill('notifications');
    const options = dialog(page).getByRole('option');
    await options.nth(1).waitFor();
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('true');
    const href = (await options.nth(0).getAttribute('href'))!;
    await Promise.all([page.waitForURL(`**${href}`), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/guide/notifications');
    await page.close();
  });

  it('keeps the option the reader moved to when the body-text results arrive', async () => {
    const page = await openDoc();
    // Body shards wait until the reader has moved down the title results.
    const body = await holdRequests(page.context(), '**/assets/search/**/b*.json');
    await page.keyboard.press('Control+k');
    await input(page).fill('notifications');
    const options = dialog(page).getByRole('option');
    await options.nth(1).waitFor();
    await body.requested;
    await page.keyboard.press('ArrowDown');
    const chosen = await options.nth(1).getAttribute('href');
    // Mark the options on screen: the second answer replaces them.
    await options.evaluateAll((els) =>
      els.forEach((e) => {
        e.setAttribute('data-first-answer', '');
      }),
    );
    body.release();
    await page.waitForFunction(() => document.querySelector('[role=option]') && !document.querySelector('[role=option][data-first-answer]'));
    expect(await dialog(page).locator('[role=option][aria-selected=true]').getAttribute('href')).toBe(chosen);
    await page.close();
  });

  for (const how of ['Enter', 'a click'] as const) {
    it(`opens a result with ${how} through the client router (no full page load) and closes the dialog`, async () => {
      const page = await openDoc();
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      await page.keyboard.press('Control+k');
      await input(page).fill('email notifications');
      const option = dialog(page).locator('[role=option][href="/guide/notifications#email-notifications"]');
      await option.waitFor();
      await Promise.all([page.waitForURL('**/guide/notifications#email-notifications'), how === 'Enter' ? option.hover().then(() => page.keyboard.press('Enter')) : option.click()]);
      await page.getByRole('heading', { name: 'Email notifications' }).waitFor();
      expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
      expect(await dialog(page).isVisible()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.classList.contains('search-modal-open'))).toBe(false);
      await page.close();
    });
  }

  it('opens the selected result in a new tab with Ctrl+Enter', async () => {
    const page = await openDoc();
    await page.keyboard.press('Control+k');
    await input(page).fill('sounds');
    await dialog(page).getByRole('option').first().waitFor();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe('/guide/notifications#sounds');
    expect(new URL(page.url()).pathname).toBe('/guide/intro');
    await page.close();
  });

  it('remembers opened results as recent searches in localStorage', async () => {
    const page = await openDoc();
    await page.keyboard.press('Control+k');
    await dialog(page).getByText('No recent searches').waitFor();
    await input(page).fill('requirements');
    await dialog(page).getByRole('option').first().waitFor();
    await Promise.all([page.waitForURL('**/guide/setup/install#requirements'), page.keyboard.press('Enter')]);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ctfdocs.search.recent') ?? '[]'));
    expect(stored[0]).toMatchObject({ title: 'Requirements', url: '/guide/setup/install#requirements' });
    await page.keyboard.press('Control+k');
    const recent = dialog(page).getByRole('group', { name: 'Recent' });
    await recent.waitFor();
    expect(await recent.getByRole('option').first().textContent()).toBe('Requirements');
    await page.close();
  });

  it('links "See all {count} results" to the search page with the query', async () => {
    const page = await openDoc();
    await page.keyboard.press('Control+k');
    await input(page).fill('notification email');
    const seeAll = dialog(page).getByRole('link', { name: /^See all \d+ results$/ });
    await seeAll.waitFor();
    expect(await seeAll.getAttribute('href')).toBe(`${site.server.url}/search?q=notification+email`);
    const count = Number(/\d+/.exec((await seeAll.textContent())!)![0]);
    await Promise.all([page.waitForURL('**/search?q=notification+email'), seeAll.click()]);
    await page.locator('.search-page-count').waitFor();
    expect(await page.locator('.search-page-count').textContent()).toBe(`${count} ${count === 1 ? 'result' : 'results'} for "notification email"`);
    await page.close();
  });

  it('says so when the index cannot be fetched', async () => {
    const page = await openDoc();
    await page.context().route(/\/(search-manifest\.json|assets\/search\/)/, (route) => route.abort());
    await page.keyboard.press('Control+k');
    await input(page).fill('notifications');
    const alert = dialog(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.locator('p').allTextContents()).toEqual(['Unable to fetch results', 'You might want to check your network connection.']);
    await page.close();
  });

  it('offers suggestions and a report link when nothing matches', async () => {
    const page = await openDoc();
    await page.keyboard.press('Control+k');
    await input(page).fill('xylophone');
    await dialog(page).getByText('No results for "xylophone"').waitFor();
    expect(await dialog(page).getByText('Try searching for').isVisible()).toBe(true);
    const suggestions = dialog(page).locator('.search-suggestion');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await dialog(page).getByText('Believe this query should return results?').isVisible()).toBe(true);
    expect(await dialog(page).getByRole('link', { name: 'Let us know.' }).getAttribute('href')).toBe(REPORT_URL.replace('{query}', 'xylophone'));
    const suggestion = (await suggestions.first().textContent())!;
    await suggestions.first().click();
    expect(await input(page).inputValue()).toBe(suggestion);
    await dialog(page).getByRole('option').first().waitFor();
    await page.close();
  });

  it('collapses the listbox when the next query finds nothing: no option stays active', async () => {
    const page = await openDoc();
    await page.keyboard.press('Control+k');
    await input(page).fill('notifications');
    await dialog(page).getByRole('option').first().waitFor();
    expect(await input(page).getAttribute('aria-expanded')).toBe('true');
    await input(page).fill('xylophone');
    await dialog(page).getByText('No results for "xylophone"').waitFor();
    expect(await input(page).getAttribute('aria-expanded')).toBe('false');
    expect(await input(page).getAttribute('aria-activedescendant')).toBeNull();
    await page.close();
  });

  it('treats typed markup and indexed markup as text', async () => {
    const page = await openDoc();
    await page.keyboard.press('Control+k');
    // The payload's words are in the index (a page quotes it): it finds that page.
    await input(page).fill(XSS);
    await dialog(page).getByRole('option').first().waitFor();
    expect(await dialog(page).locator('.search-modal-hit-snippet').first().textContent()).toContain('<img src=x onerror=');
    expect(await dialog(page).locator('img, script').count()).toBe(0);
    const other = '<svg onload=zzqx()>';
    await input(page).fill(other);
    await dialog(page).getByText(`No results for "${other}"`).waitFor();
    expect(await dialog(page).locator('img, script, svg').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.close();
  });

  it('shows the shortcut as ⌘ K on Apple platforms and Ctrl K elsewhere, before the client bundle runs', async () => {
    for (const [platform, key] of [
      ['MacIntel', '⌘'],
      ['iPhone', '⌘'],
      ['Linux x86_64', 'Ctrl'],
      ['Win32', 'Ctrl'],
    ]) {
      const page = await openDoc('/guide/intro', async (p) => {
        await p.addInitScript((value) => Object.defineProperty(Navigator.prototype, 'platform', { get: () => value }), platform);
        // Only the head script decides it: the bundle never arrives.
        await p.route('**/assets/js/**', (route) => route.abort());
      });
      expect(await page.locator('.search-button-keys').innerText()).toMatch(new RegExp(`^${key}\\s*K$`));
      await page.close();
    }
  });
});

describe('search page', () => {
  it('reads q from the URL and lists every result with its hierarchy and a snippet', async () => {
    const page = await openDoc('/search?q=notification');
    await page.locator('.search-page-count').waitFor();
    expect(await page.locator('#search-page-input').inputValue()).toBe('notification');
    const items = page.locator('.search-page-list li');
    expect(await items.count()).toBe(3);
    expect(await page.locator('.search-page-count').textContent()).toBe('3 results for "notification"');
    expect(await items.first().locator('.search-page-hierarchy').textContent()).toMatch(/^Guide/);
    expect(await page.locator('.search-page-snippet mark').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('keeps what was typed before its code loaded, and searches for it', async () => {
    const page = await site.browser.newPage();
    // Hold the results page's code back until the reader has typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/search-results-page.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.server.url}/search`, { waitUntil: 'domcontentloaded' });
    await page.locator('#search-page-input').fill('sounds');
    release();
    await page.waitForURL('**/search?q=sounds');
    await page.locator('.search-page-count', { hasText: '"sounds"' }).waitFor();
    expect(await page.locator('#search-page-input').inputValue()).toBe('sounds');
    await page.close();
  });

  it('updates the URL as you type, and back and forward bring the queries back', async () => {
    const page = await openDoc('/search');
    const box = page.locator('#search-page-input');
    await box.fill('sounds');
    await page.waitForURL('**/search?q=sounds');
    await page.locator('.search-page-count', { hasText: '"sounds"' }).waitFor();
    await box.fill('requirements');
    await page.waitForURL('**/search?q=requirements');
    await page.locator('.search-page-count', { hasText: '"requirements"' }).waitFor();
    // Client-side navigation may swap in a fresh page for the entry: wait for it to settle.
    await page.goBack();
    await page.waitForURL('**/search?q=sounds');
    await expect.poll(() => box.inputValue()).toBe('sounds');
    await page.locator('.search-page-count', { hasText: '"sounds"' }).waitFor();
    await page.goForward();
    await page.waitForURL('**/search?q=requirements');
    await expect.poll(() => box.inputValue()).toBe('requirements');
    await page.locator('.search-page-count', { hasText: '"requirements"' }).waitFor();
    await page.close();
  });

  it('renders its shell on the server and says that search needs JavaScript without it', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/search?q=notification`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Search the documentation');
    expect(await page.getByRole('search').getByRole('searchbox').count()).toBe(1);
    expect(await page.locator('.search-page-results').innerText()).toContain('Search runs in your browser and needs JavaScript.');
    await context.close();
  });
});
