// A site's footer that wraps the theme's (issue #27 item 3) in Chromium: the
// site's note above the theme's own footer, in light and dark, on a phone and
// a wide screen, coloured by the theme's tokens in each mode and never wider
// than the page.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@ctfdocs/theme';
import { useSiteInBrowser } from '../helpers/site.ts';
import { repoRoot } from '../helpers/fixture.ts';

const site = useSiteInBrowser('theme-components');

describe("the site's footer, wrapping the theme's", () => {
  it('is drawn above the theme footer in light and dark at 375 and 1440 px, in the colours of each mode', async () => {
    const shots = path.join(repoRoot, 'test/tmp/screenshots');
    await mkdir(shots, { recursive: true });
    const seen: Record<string, { color: string; background: string }> = {};
    for (const width of [375, 1440]) {
      for (const mode of ['light', 'dark'] as const) {
        const page = await site.browser.newPage({ viewport: { width, height: 900 } });
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.theme, mode] as const);
        await page.goto(`${site.server.url}/docs/intro`);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
        const note = page.locator('.site-note');
        await note.scrollIntoViewIfNeeded();
        expect(await note.isVisible()).toBe(true);
        expect(await note.textContent()).toBe('Written by the Component Docs team.');
        const drawn = await note.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const footer = el.nextElementSibling;
          const style = getComputedStyle(el);
          const body = getComputedStyle(document.body);
          return {
            left: box.left,
            right: box.right,
            height: box.height,
            footerBelow: footer?.matches('footer.footer') === true && footer.getBoundingClientRect().top >= box.bottom - 1,
            copyright: footer?.querySelector('.footer-copyright')?.textContent,
            color: style.color,
            background: style.backgroundColor,
            border: style.borderTopColor,
            bodyColor: body.color,
            primary: getComputedStyle(document.querySelector('.markdown a')!).color,
            pageWidth: document.documentElement.scrollWidth,
          };
        });
        expect(drawn.footerBelow).toBe(true);
        expect(drawn.copyright).toBe('Copyright Component Docs');
        expect(drawn.height).toBeGreaterThan(0);
        expect(drawn.left).toBeGreaterThanOrEqual(0);
        expect(drawn.right).toBeLessThanOrEqual(width);
        expect(drawn.pageWidth).toBeLessThanOrEqual(width);
        // The theme's tokens of the mode: the text colour, and the primary colour (the links') as its border.
        expect(drawn.color).toBe(drawn.bodyColor);
        expect(drawn.border).toBe(drawn.primary);
        seen[`${width} ${mode}`] = { color: drawn.color, background: drawn.background };
        await page.screenshot({ path: path.join(shots, `theme-components-${width}-${mode}.png`) });
        await page.close();
      }
      expect(seen[`${width} light`]).not.toEqual(seen[`${width} dark`]);
    }
  });
});
