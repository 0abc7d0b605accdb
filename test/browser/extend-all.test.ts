// The site that uses every way of extending ctfdocs at once
// (test/fixtures/extend-all) in Chromium, in light and dark: customCss's
// primary colour reaches a link, the site's Footer draws its note above the
// theme's footer, and the site plugin's client module ran, beside the
// config's script and inline head script.
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@ctfdocs/theme';
import { useSiteInBrowser } from '../helpers/site.ts';

const site = useSiteInBrowser('extend-all');

const PRIMARY = { light: 'rgb(15, 118, 110)', dark: 'rgb(94, 234, 212)' };

describe('a site using every extension at once, in the browser', () => {
  it("draws its colour and its footer and runs its plugin's client module, in light and dark", async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.theme, mode] as const);
      await page.goto(`${site.server.url}/docs/intro`);
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.releasesClient)).toBe('ran');
      const seen = await page.evaluate(() => {
        const note = document.querySelector('.release-note');
        const footer = note?.nextElementSibling;
        return {
          theme: document.documentElement.dataset.theme,
          marks: { headTag: document.documentElement.dataset.headTag, localScript: document.documentElement.dataset.localScript },
          link: getComputedStyle(document.querySelector('.markdown a[href="/releases"]')!).color,
          note: note?.textContent,
          noteDrawn: note ? note.getBoundingClientRect().height > 0 && getComputedStyle(note).visibility === 'visible' : false,
          footerBelow: footer?.matches('footer.footer') === true && footer.getBoundingClientRect().top >= note!.getBoundingClientRect().bottom - 1,
          noteBorder: note ? getComputedStyle(note).borderTopColor : undefined,
        };
      });
      expect(seen, mode).toEqual({
        theme: mode,
        marks: { headTag: 'ran', localScript: 'ran' },
        link: PRIMARY[mode],
        note: 'These docs describe Extended 2.1.',
        noteDrawn: true,
        footerBelow: true,
        noteBorder: PRIMARY[mode],
      });
      expect(errors, mode).toEqual([]);
      await page.close();
    }
  });
});
