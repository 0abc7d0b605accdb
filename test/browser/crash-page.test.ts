// Failure pages (spec §8) under `ctfdocs serve`: a page whose component
// throws shows the crash page inside the shell, the terminal names its file,
// and "Try again" renders it again; a client script that throws while
// binding leaves the page readable and the rest of the runtime working.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_TEXTS } from '@ctfdocs/core';
import { contentSecurityPolicy, metaContentSecurityPolicy, NO_SOURCES, renderCrashPage } from '@ctfdocs/renderer';
import { seriousViolations } from '../helpers/axe.ts';
import { write } from '../helpers/fixture.ts';
import { useServeInBrowser } from '../helpers/site.ts';

const site = useServeInBrowser('basic', async (dir) => {
  // The page throws while a flag file exists; the flag sits outside the
  // watched folders, so removing it triggers no rebuild by itself.
  const flag = path.join(dir, 'crash-flag');
  await write(dir, 'crash-flag', '');
  await write(
    dir,
    'site/pages/broken.tsx',
    `import { existsSync } from 'node:fs';\n\nexport default function Broken() {\n  if (existsSync(${JSON.stringify(flag)})) throw new Error('The widget list is not an array');\n  return <p>The broken page works again.</p>;\n}\n`,
  );
});

const THEME_SCRIPT = 'document.documentElement.setAttribute("data-theme", localStorage.getItem("theme") || "light")';

describe('crash page', () => {
  it('shows "This page crashed." with the message inside the shell, names the file in the terminal, and "Try again" renders the page again', async () => {
    // bypassCSP: serve's policy would refuse the injected accessibility checker.
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const res = await page.goto(`${site.server.url}/broken`);
    expect(res?.status()).toBe(200);
    // serve renders the page asked for first, so the terminal names the crash
    // once the page has been asked for (or the whole build has reached it).
    // (The line of the throw is checked through the CLI in test/integration/render-crash.test.ts: under vitest, page modules run without their source map.)
    await expect
      .poll(() => site.log.join('\n'), { timeout: 30_000 })
      .toMatch(/site\/pages\/broken\.tsx(:\d+:\d+)? Page \/broken crashed while rendering: The widget list is not an array \(thrown in Broken\)/);
    const main = page.locator('main');
    expect(await main.locator('h1').textContent()).toBe('This page crashed.');
    expect(await main.locator('.crash-page-message').textContent()).toBe('The widget list is not an array');
    expect(await seriousViolations(page)).toEqual([]);
    // The shell stays: navbar, its links and the colour-mode switch work.
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guide' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await seriousViolations(page)).toEqual([]);

    await rm(path.join(site.dir, 'crash-flag'));
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('The broken page works again.').waitFor({ timeout: 15_000 });
    expect(await page.locator('.crash-page').count()).toBe(0);
    await page.close();
  });

  it('gives a crash of the shell itself the crash page for the whole window, styled by the site and with a working "Try again"', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/guide/intro`);
    const [css, js, token] = await page.evaluate(() => [
      document.querySelector('link[rel=stylesheet]')?.getAttribute('href') ?? '',
      document.querySelector('script[src]')?.getAttribute('src') ?? '',
      document.documentElement.dataset.dev ?? '',
    ]);
    // What the renderer sends when the shell throws too (no fixture can make the real shell throw).
    const { html } = renderCrashPage(new Error('content failed'), {
      route: '/guide/intro',
      source: 'content/guide/intro.md',
      rootDir: site.dir,
      dev: true,
      lang: 'en',
      css,
      js,
      shell: () => {
        throw new Error('The navbar could not be drawn');
      },
      inlineScript: () => THEME_SCRIPT,
      csp: metaContentSecurityPolicy(contentSecurityPolicy({ ...NO_SOURCES, inlineScripts: [THEME_SCRIPT] })),
      texts: THEME_TEXTS,
    });
    // serve writes its token into every page it sends; so does this stand-in.
    await page.route(`${site.server.url}/shell-crash`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html.replace(' data-dev=""', ` data-dev="${token}"`) }));
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.goto(`${site.server.url}/shell-crash`);
    expect(await page.locator('h1').textContent()).toBe('This page crashed.');
    expect(await page.locator('.crash-page-message').textContent()).toBe('The navbar could not be drawn');
    expect(await page.locator('nav').count()).toBe(0);
    // The site's stylesheet and client script are loaded: its rules apply and the saved colour mode too.
    expect(await page.evaluate((href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href) && sheet.cssRules.length > 0), css)).toBe(true);
    expect(await page.locator('.crash-page-message').evaluate((p) => getComputedStyle(p).fontFamily)).toContain('monospace');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    const rerender = page.waitForResponse((r) => r.url().startsWith(`${site.server.url}/__ctfdocs/rerender?token=`) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Try again' }).click();
    expect((await rerender).status()).toBe(204);
    await page.waitForLoadState('load');
    expect(await page.locator('h1').textContent()).toBe('This page crashed.');
    await page.close();
  });

  it('keeps the page readable and the rest of the runtime working when one part of it throws while binding', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    // The announcement bar's binder is the first to run on the page: make it throw.
    await page.addInitScript(() => {
      const original = Document.prototype.querySelector;
      Document.prototype.querySelector = function (this: Document, selector: string) {
        if (selector === '[data-announcement-id]') throw new Error('injected failure');
        return original.call(this, selector);
      } as typeof Document.prototype.querySelector;
    });
    await page.goto(`${site.server.url}/guide/setup/install`);
    expect(await page.locator('main h1').textContent()).toBe('Install');
    expect(await page.getByText('Run the Linux installer.').isVisible()).toBe(true);
    // Binders after the failing one still ran: tabs and dropdowns respond.
    await page.getByRole('tab', { name: 'macOS' }).first().click();
    expect(await page.getByText('Run the macOS installer.').isVisible()).toBe(true);
    const more = page.getByRole('button', { name: 'More' });
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    // Only the failing part reports (once per binding; serve may bind the page again after a rebuild).
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((e) => !e.includes('announcement bar failed to start'))).toEqual([]);
    await page.close();
  });
});
