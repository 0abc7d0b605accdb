// ctfdocs serve in Chromium: a saved page shows up in the open tab without a
// full reload, the reader's scroll position is kept, and the page still works.
import { describe, expect, it } from 'vitest';
import { edit } from '../helpers/fixture.ts';
import { useServeInBrowser } from '../helpers/site.ts';

const site = useServeInBrowser('basic');

describe('serve in the browser', () => {
  it('shows a saved change in the open page, keeps the page working, and shows build errors over it', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(`${site.server.url}/guide/intro`);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await edit(site.dir, 'content/guide/intro.md', (s) => s.replace('Some text.', 'Text saved a moment ago.'));
    await page.waitForFunction(() => document.body.innerText.includes('Text saved a moment ago.'), undefined, { timeout: 15_000 });
    // Same window: the content was swapped in, not reloaded.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    // Element listeners were bound again: the colour-mode toggle still works.
    await page
      .getByRole('button', { name: /Switch between dark and light mode/ })
      .first()
      .click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');

    await edit(site.dir, 'content/guide/intro.md', (s) => s.replace('## First steps', '## First steps\n\n[broken](/guide/nowhere)'));
    const box = page.locator('#ctfdocs-build-error');
    await box.waitFor({ timeout: 15_000 });
    expect(await box.textContent()).toContain('Broken link');
    expect(await page.locator('main').textContent()).toContain('Text saved a moment ago.');
    await page.close();
  });
});
