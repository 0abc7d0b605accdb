// Docusaurus and VitePress constructs that need the browser: an admonition
// inside a tab shows with its box only while its tab is chosen, and a VitePress
// code group switches between its code blocks.
import { describe, expect, it } from 'vitest';
import { useSiteInBrowser } from '../helpers/site.ts';

const site = useSiteInBrowser('compat-markdown');

describe('compat markdown in the browser', () => {
  it('shows an admonition inside a tab, boxed, only while its tab is chosen', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/docs/docusaurus`);
    const caveat = page.getByRole('note').filter({ hasText: 'Linux caveat' });
    expect(await caveat.isVisible()).toBe(true);
    expect(await caveat.evaluate((el) => getComputedStyle(el).borderLeftWidth)).toBe('4px');
    await page.getByRole('tab', { name: 'macOS' }).click();
    expect(await caveat.isVisible()).toBe(false);
    expect(await page.getByText('Use Homebrew.').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Linux' }).click();
    expect(await caveat.isVisible()).toBe(true);
    await page.close();
  });

  it('switches a code group between its blocks by click and by arrow key', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/docs/vitepress`);
    const npm = page.locator('pre', { hasText: 'npm install ctfdocs' });
    const pnpm = page.locator('pre', { hasText: 'pnpm add ctfdocs' });
    expect(await npm.isVisible()).toBe(true);
    expect(await pnpm.isVisible()).toBe(false);
    await page.getByRole('tab', { name: 'pnpm' }).click();
    expect(await page.getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected')).toBe('true');
    expect(await npm.isVisible()).toBe(false);
    expect(await pnpm.isVisible()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await npm.isVisible()).toBe(true);
    await page.close();
  });
});
