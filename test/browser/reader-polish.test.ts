// What a demanding reader notices in the shell: menus that look open when
// they are closed, code split mid-word in tables, a sidebar that jumps under
// the pointer, focus escaping the mobile drawer.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteInBrowser } from '../helpers/site.ts';
import { edit, write } from '../helpers/fixture.ts';

// Short identifiers in a table too wide for the column, as on the CTFd
// settings pages.
const TABLE_ROWS = ['name', 'static', 'challenge_id', 'bracket_id', 'REVERSE_PROXY', 'SECRET_KEY', 'connection_info', 'max_attempts'];
const TABLE_PAGE = [
  '---',
  'title: Settings table',
  '---',
  '',
  '| Key | Type | Default | Where | What it does |',
  '| --- | --- | --- | --- | --- |',
  ...TABLE_ROWS.map((k) => `| \`${k}\` | \`string\` | \`${k}_default\` | \`config.ini\` | Sets ${k} for every account, which a long explanation of several words follows here. |`),
  '',
].join('\n');

const site = useSiteInBrowser('basic', async (dir) => {
  // The CTFd site's announcement, a typical length.
  await edit(dir, 'site/ctfdocs.config.yaml', (s) =>
    s.replace(
      'content: \'Fixture announcement. <a href="/about">Read more</a>.\'',
      'content: \'CTFd 3.8 adds challenge solutions, ratings and scheduled challenges. <a href="/about">See what changed for challenges</a>.\'',
    ),
  );
  await write(dir, 'content/guide/settings-table.md', `${TABLE_PAGE}\n\`\`\`ini title="config.ini"\n[server]\nSECRET_KEY = change-me\n\`\`\`\n`);
  // Enough pages that the sidebar scrolls.
  for (let i = 10; i < 70; i++) await write(dir, `content/guide/many/page-${i}.md`, `---\ntitle: Page ${i}\nsidebar_position: ${i}\n---\n\nText of page ${i}.\n`);
});

const menuShown = (page: Page) => page.locator('[data-dropdown] .navbar-dropdown-menu').evaluate((m) => getComputedStyle(m).visibility === 'visible');

describe('navbar dropdown', () => {
  it('is not painted after Escape, although focus stays on its button', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/guide/intro`);
    const button = page.locator('[data-dropdown] button');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menuShown(page)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.waitForTimeout(300);
    expect(await menuShown(page)).toBe(false);
    await page.close();
  });

  it('closes when the pointer leaves after a click', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/guide/intro`);
    await page.locator('[data-dropdown] button').click();
    await expect.poll(() => menuShown(page)).toBe(true);
    await page.mouse.move(10, 600);
    await page.waitForTimeout(300);
    expect(await page.locator('[data-dropdown] button').getAttribute('aria-expanded')).toBe('false');
    expect(await menuShown(page)).toBe(false);
    await page.close();
  });

  it('does not pop open while tabbing through the navbar', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/guide/intro`);
    await page.locator('[data-dropdown] button').focus();
    await page.waitForTimeout(300);
    expect(await menuShown(page)).toBe(false);
    await page.close();
  });
});

describe('inline code in tables', () => {
  for (const width of [997, 375]) {
    it(`is never split mid-word at ${width} px`, async () => {
      const page = await site.browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${site.server.url}/guide/settings-table`);
      const split = await page
        .locator('.markdown td code, .markdown th code')
        .evaluateAll((codes) => codes.filter((c) => !/\s/.test(c.textContent ?? '') && (c.textContent ?? '').length < 20 && c.getClientRects().length > 1).map((c) => c.textContent));
      expect(await page.locator('.markdown td code').count()).toBe(TABLE_ROWS.length * 4);
      expect(split).toEqual([]);
      await page.close();
    });
  }
});

describe('docs sidebar on client-side navigation', () => {
  it('keeps the clicked link under the pointer', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 700 } });
    // A page inside the long category: the sidebar draws it open (one of more than SMALL_CATEGORY items is drawn closed elsewhere).
    await page.goto(`${site.server.url}/guide/many/page-10`);
    const sidebar = page.locator('.doc-sidebar');
    await sidebar.evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
    const link = page.locator('.doc-sidebar a', { hasText: /^Page 45$/ });
    const before = (await link.boundingBox())!;
    expect(before.y).toBeGreaterThan(0);
    await link.click();
    await page.waitForURL('**/guide/many/page-45');
    await page.waitForTimeout(200);
    const after = (await page.locator('.doc-sidebar a', { hasText: /^Page 45$/ }).boundingBox())!;
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(2);
    await page.close();
  });
});

describe('mobile drawer', () => {
  it('keeps focus inside while open and gives it back to the toggle when closed', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 700 } });
    await page.goto(`${site.server.url}/guide/intro`);
    await page.locator('.navbar-toggle').click();
    const insidePanel = () => page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar-panel'));
    expect(await insidePanel()).toBe(true);
    // More presses than the drawer has controls: focus must wrap around.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
      expect(await insidePanel()).toBe(true);
    }
    await page.locator('.navbar-sidebar-close').click();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar-toggle'))).toBe(true);
    await page.close();
  });

  it('has no empty list items', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 700 } });
    await page.goto(`${site.server.url}/guide/intro`);
    const empty = await page.locator('.navbar-sidebar li').evaluateAll((lis) => lis.filter((li) => !li.textContent?.trim()).length);
    expect(await page.locator('.navbar-sidebar li').count()).toBeGreaterThan(2);
    expect(empty).toBe(0);
    await page.close();
  });
});

describe('the redirect page of an instance root', () => {
  it('is drawn in the dark colours of a dark-mode reader, with an icon', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // The page as built, less its refresh, so it stays on screen to be looked at.
    const built = await (await fetch(`${site.server.url}/guide`)).text();
    expect(built).toMatch(/<meta http-equiv="refresh" content="0; url=\/guide\/intro"\/>/);
    await page.route('**/guide', (route) => route.fulfill({ contentType: 'text/html', body: built.replace(/<meta http-equiv="refresh"[^>]*>/, '') }));
    await page.goto(`${site.server.url}/guide`);
    expect(await page.locator('main.redirect-page a').getAttribute('href')).toBe('/guide/intro');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = bg.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(3 * 60);
    expect(await page.locator('link[rel="icon"]').count()).toBe(1);
    await page.close();
  });

  it('a site without a favicon still names an icon, so browsers do not ask for /favicon.ico', async () => {
    for (const route of ['/guide/intro', '/about', '/this-page-does-not-exist']) {
      const html = await (await fetch(`${site.server.url}${route}`)).text();
      expect(html.match(/<link rel="icon" href="data:image\/svg\+xml,[^"]+"\/>/g)).toHaveLength(1);
    }
  });
});

describe('landmarks of a doc page', () => {
  it('names each complementary region, and no two alike', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/guide/intro`);
    const names = await page.locator('aside').evaluateAll((asides) => asides.map((a) => a.getAttribute('aria-label')));
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    await page.close();
  });
});

describe('page actions', () => {
  it('"Copy page" puts the page markdown on the clipboard; "View as Markdown" opens it', async () => {
    const context = await site.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/guide/setup/install`);
    const copy = page.locator('[data-copy-page]');
    expect(await page.getByRole('button', { name: 'Copy page' }).count()).toBe(1);
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => copy.textContent()).toBe('Copied');
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    const published = await (await fetch(`${site.server.url}/guide/setup/install.md`)).text();
    expect(clip).toBe(published);
    expect(clip.startsWith('# Install\n')).toBe(true);
    await page.getByRole('link', { name: 'View as Markdown' }).click();
    await page.waitForURL('**/guide/setup/install.md');
    expect(await page.locator('body').innerText()).toContain('## Requirements');
    await context.close();
  });

  it('the code block copy button still copies its code', async () => {
    const context = await site.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/guide/settings-table`);
    const block = page.locator('.code-block').first();
    await block.hover();
    await block.locator('.copy-button').click();
    await expect.poll(() => block.locator('.copy-button').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('pre').innerText());
    await context.close();
  });
});

describe('announcement bar', () => {
  it('keeps the configured colours in dark mode, as Docusaurus does', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(`${site.server.url}/guide/intro`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await page.locator('.announcement-bar').textContent()).toContain('CTFd 3.8');
    const colours = await page.locator('.announcement-bar').evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    expect(colours).toEqual(['rgb(250, 251, 252)', 'rgb(9, 30, 66)']);
    await page.close();
  });

  it('takes the theme colours, light and dark, when the config gives none', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/guide/intro`);
    // As a bar configured without colours is rendered: no colour of its own.
    const colours = () =>
      page.locator('.announcement-bar').evaluate((el) => {
        el.removeAttribute('style');
        return [getComputedStyle(el).backgroundColor, getComputedStyle(document.documentElement).getPropertyValue('--ctfdocs-color-surface').trim()];
      });
    const [light, lightSurface] = await colours();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const [dark, darkSurface] = await colours();
    expect(light).not.toBe(dark);
    expect(lightSurface).not.toBe(darkSurface);
    await page.close();
  });

  it('keeps the configured colours in light mode and fits in three lines at 375 px', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 700 } });
    await page.goto(`${site.server.url}/guide/intro`);
    const bar = page.locator('.announcement-bar-content');
    expect(await page.locator('.announcement-bar').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(250, 251, 252)');
    const lines = await bar.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
    expect(lines).toBeLessThanOrEqual(3);
    await page.close();
  });
});
