// The client script's texts in a translated locale (issue #33): the search
// modal and the page-loading error show what the locale's code.json says,
// and the default locale's pages the English of the spec.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteInBrowser } from '../helpers/site.ts';
import { edit, write } from '../helpers/fixture.ts';

const AR = {
  'theme.SearchModal.placeholder': { message: 'ابحث في الوثائق' },
  'theme.SearchModal.startScreen.noRecentSearchesText': { message: 'لا توجد عمليات بحث حديثة' },
  'theme.SearchModal.noResultsScreen.noResultsText': { message: 'لا توجد نتائج لـ' },
  'ctfdocs.PageLoadError.title': { message: 'تعذر تحميل هذه الصفحة.' },
  'ctfdocs.PageLoadError.retry': { message: 'أعد المحاولة' },
};

const site = useSiteInBrowser('versioned', async (dir) => {
  await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace(/^themeConfig:\n/m, 'themeConfig:\n  search: {}\n'));
  await write(dir, 'site/i18n/ar/code.json', JSON.stringify(AR, null, 2));
});

async function open(path: string): Promise<Page> {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${site.server.url}${path}`);
  return page;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });

describe('translated client texts', () => {
  for (const [path, placeholder, noRecent, noResults] of [
    ['/ar/guide/intro', 'ابحث في الوثائق', 'لا توجد عمليات بحث حديثة', 'لا توجد نتائج لـ "xylophone"'],
    // The default locale keeps the English of the spec.
    ['/guide/intro', 'Search docs', 'No recent searches', 'No results for "xylophone"'],
  ]) {
    it(`show the search modal in the page's locale on ${path}`, async () => {
      const page = await open(path);
      await page.keyboard.press('Control+k');
      const input = dialog(page).getByRole('combobox');
      expect(await input.getAttribute('placeholder')).toBe(placeholder);
      await dialog(page).getByText(noRecent).waitFor();
      await input.fill('xylophone');
      await dialog(page).getByText(noResults).waitFor();
      await page.close();
    });
  }

  it("say in the page's locale that a page could not be loaded", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Before the page loads: the link is prefetched as soon as it is in view.
    await page.route('**/__chunks/**', (r) => r.abort('internetdisconnected'));
    await page.goto(`${site.server.url}/ar/guide/intro`);
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Setup' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'تعذر تحميل هذه الصفحة.' });
    await alert.waitFor();
    expect(await alert.getByRole('button').textContent()).toBe('أعد المحاولة');
    // What the locale leaves alone stays English.
    expect(await alert.textContent()).toContain('Check your network connection and try again.');
    await page.close();
  });
});
