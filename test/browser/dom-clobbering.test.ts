// Page content cannot switch off the client script by DOM clobbering: an
// <img name="querySelectorAll"> (and its kin) would replace document's
// methods with elements; the sanitiser drops `name`, so search, the
// colour-mode switch and client navigation keep working on such a page.
import { describe, expect, it } from 'vitest';
import { edit } from '../helpers/fixture.ts';
import { useSiteInBrowser } from '../helpers/site.ts';

const NAMES = [
  'querySelectorAll',
  'querySelector',
  'getElementById',
  'getElementsByClassName',
  'createElement',
  'addEventListener',
  'documentElement',
  'body',
  'head',
  'title',
  'defaultView',
  'location',
  'cookie',
];

const site = useSiteInBrowser('basic', async (dir) => {
  const imgs = NAMES.map((n) => `<img name="${n}" src="/img/none.png" alt="">`).join(' ');
  await edit(dir, 'content/guide/intro.md', (s) => `${s}\n\n${imgs} <img id="getElementById" name="x" src="/img/none.png" alt=""> <a name="forms" href="#first-steps">anchor</a>\n`);
});

describe('a page full of elements named like document methods', () => {
  it("keeps document's methods, and search, colour mode and client navigation work", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.server.url}/guide/intro`);
    expect(await page.evaluate(() => [typeof document.querySelectorAll, typeof document.getElementById, document.body.tagName, document.documentElement.tagName])).toEqual([
      'function',
      'function',
      'BODY',
      'HTML',
    ]);
    expect(await page.locator('main [name]').count()).toBe(0);

    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox').pressSequentially('options');
    await dialog.getByRole('option').first().waitFor();

    await page.keyboard.press('Escape');
    await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
    await page.locator('main').getByRole('link', { name: 'options' }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Options');
    expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
