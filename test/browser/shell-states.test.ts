// More of the shell on the fixture site (spec §2 and §4): the colour mode
// across tabs, when cleared and before first paint; tab choices across
// browser tabs; dropdowns by keyboard and touch; the docs sidebar (expanded
// categories, current entry in view); "Edit this page"; the footer.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteInBrowser, buildAndServe } from '../helpers/site.ts';
import { edit, write } from '../helpers/fixture.ts';

const logo = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="${fill}"/></svg>\n`;

async function prepare(dir: string) {
  await edit(dir, 'site/ctfdocs.config.yaml', (s) =>
    s
      .replace('    landingDocId: intro\n', '    landingDocId: intro\n    editUrl: https://git.example.com/fixture/edit/main/\n')
      .replace(
        / {2}footer:\n[\s\S]*?copyright: Copyright 2025 Fixture\n/,
        [
          '  footer:',
          '    style: dark',
          '    links:',
          '      - title: Learn',
          '        items:',
          '          - label: Guide',
          '            to: /guide/intro',
          '      - title: Elsewhere',
          '        items:',
          '          - label: Forum',
          '            href: https://forum.example.com',
          '    logo:',
          '      src: /img/logo.svg',
          '      srcDark: /img/logo-dark.svg',
          '      alt: Fixture logo',
          '      href: https://fixture.example.com',
          '      width: 32',
          '      height: 32',
          '    copyright: Copyright 2025 Fixture',
          '',
        ].join('\n'),
      ),
  );
  await write(dir, 'site/static/img/logo.svg', logo('#3b4fd8'));
  await write(dir, 'site/static/img/logo-dark.svg', logo('#8c9cff'));
  // A long category, so that the sidebar must scroll to show its last entry.
  await write(dir, 'content/guide/recipes/_category_.yml', 'label: Recipes\nposition: 3\n');
  for (let i = 10; i < 50; i++) await write(dir, `content/guide/recipes/recipe-${i}.md`, `---\ntitle: Recipe ${i}\n---\n\nStep ${i}.\n`);
}

const site = useSiteInBrowser('basic', prepare);

describe('colour mode', () => {
  it('follows a change made in another tab, and falls back to the default (not the system) when the choice is cleared', async () => {
    const context = await site.browser.newContext({ colorScheme: 'dark' });
    const [a, b] = [await context.newPage(), await context.newPage()];
    await a.goto(`${site.server.url}/guide/intro`);
    await b.goto(`${site.server.url}/about`);
    // respectPrefersColorScheme is off: a dark system still gets the light default.
    expect(await b.locator('html').getAttribute('data-theme')).toBe('light');
    await a.getByRole('button', { name: 'Switch between dark and light mode (currently light mode)' }).click();
    await expect.poll(() => b.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await b.getByRole('button', { name: 'Switch between dark and light mode (currently dark mode)' }).count()).toBe(1);
    await a.evaluate(() => localStorage.removeItem('theme'));
    await expect.poll(() => b.locator('html').getAttribute('data-theme')).toBe('light');
    await context.close();
  });

  it('is set by the inline head script, before any other script runs: no flash of the wrong mode', async () => {
    const page = await site.browser.newPage();
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // Without the client bundle, only the inline script can have set it.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(`${site.server.url}/guide/intro`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.close();
  });

  it('with respectPrefersColorScheme, an empty choice follows the system, also when it changes', async () => {
    await withColorMode('    respectPrefersColorScheme: true\n', 'dark', async (page) => {
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('light');
      // A saved choice wins over the system.
      await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.reload();
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    });
  });

  it('with defaultMode dark and disableSwitch, pages open dark and offer no switch', async () => {
    await withColorMode('    defaultMode: dark\n    disableSwitch: true\n', 'light', async (page) => {
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      expect(await page.getByRole('button', { name: /Switch between dark and light mode/ }).count()).toBe(0);
    });
  });
});

/** Build the fixture with these `colorMode` lines and open a doc with the system in the given mode. */
async function withColorMode(lines: string, system: 'light' | 'dark', check: (page: Page) => Promise<void>) {
  const server = await buildAndServe('basic', (dir) => edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('themeConfig:\n', `themeConfig:\n  colorMode:\n${lines}`)));
  const page = await site.browser.newPage({ colorScheme: system });
  try {
    await page.goto(`${server.url}/guide/intro`);
    await check(page);
  } finally {
    await page.close();
    await server.close();
  }
}

describe('tabs across browser tabs', () => {
  it('a choice made in one browser tab switches the same group in another', async () => {
    const context = await site.browser.newContext();
    const [a, b] = [await context.newPage(), await context.newPage()];
    await a.goto(`${site.server.url}/guide/setup/install`);
    await b.goto(`${site.server.url}/guide/setup/install`);
    expect(await b.getByText('Run the Linux installer.').isVisible()).toBe(true);
    await a.getByRole('tab', { name: 'macOS' }).first().click();
    await expect.poll(() => b.getByText('Run the macOS installer.').isVisible()).toBe(true);
    expect(await b.getByText('Linux notes.').isVisible()).toBe(false);
    await context.close();
  });
});

describe('dropdowns by keyboard and touch', () => {
  it('opens with Enter and closes on a touch outside it', async () => {
    const context = await site.browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/guide/intro`);
    const toggle = page.getByRole('button', { name: 'More' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About this fixture');
    await page.touchscreen.tap(640, 500);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});

describe('docs layout', () => {
  it('keeps every category expanded and scrolls the current entry into view', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 700 } });
    await page.goto(`${site.server.url}/guide/recipes/recipe-49`);
    const sidebar = page.locator('.doc-sidebar');
    const current = sidebar.locator('a[aria-current="page"]');
    expect(await current.textContent()).toBe('Recipe 49');
    // Another category stays open beside the current one.
    expect(await sidebar.getByRole('link', { name: 'Install' }).count()).toBe(1);
    await expect
      .poll(async () => {
        const [s, c] = [await sidebar.boundingBox(), await current.boundingBox()];
        return Boolean(s && c && c.y >= s.y && c.y + c.height <= s.y + s.height);
      })
      .toBe(true);
    await page.close();
  });

  it('links "Edit this page" to the file under the configured editUrl', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/guide/setup/install`);
    const link = page.getByRole('link', { name: 'Edit this page' });
    expect(await link.getAttribute('href')).toBe('https://git.example.com/fixture/edit/main/content/guide/setup/install.md');
    await page.close();
  });
});

describe('footer', () => {
  it('shows its columns, the logo for the current colour mode with its link and size, and the copyright', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/about`);
    const footer = page.getByRole('contentinfo');
    expect(await footer.locator('.footer-title').allTextContents()).toEqual(['Learn', 'Elsewhere']);
    expect(await footer.getByRole('link', { name: 'Forum' }).getAttribute('href')).toBe('https://forum.example.com');
    const visibleLogo = footer.locator('img.footer-logo:visible');
    expect(await visibleLogo.getAttribute('src')).toBe('/img/logo.svg');
    expect(await visibleLogo.getAttribute('alt')).toBe('Fixture logo');
    expect(await visibleLogo.evaluate((img) => [(img as HTMLImageElement).width, (img as HTMLImageElement).height])).toEqual([32, 32]);
    expect(await footer.locator('a.footer-logo-link').getAttribute('href')).toBe('https://fixture.example.com');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    expect(await visibleLogo.getAttribute('src')).toBe('/img/logo-dark.svg');
    expect(await footer.getByText('Copyright 2025 Fixture').isVisible()).toBe(true);
    await page.close();
  });
});
