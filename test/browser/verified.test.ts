// The `verified` line in Chromium: under the title, readable in light and
// dark mode, and inside a 375 px wide screen with a long product name.
import { describe, expect, it } from 'vitest';
import { edit } from '../helpers/fixture.ts';
import { useSiteInBrowser } from '../helpers/site.ts';
import { contrast } from '../helpers/contrast.ts';

const site = useSiteInBrowser('basic', async (dir) => {
  await edit(dir, 'site/ctfdocs.config.yaml', (s) => `${s}\nproduct:\n  name: Acme Capture-the-Flag Platform Enterprise Edition\n  version: 12.10.3-rc.20260930.nightly.4711abcdef0123456789abcdef\n`);
  await edit(dir, 'content/guide/intro.md', (s) =>
    s.replace('sidebar_position: 1\n', 'sidebar_position: 1\nverified: { version: "12.10.3-rc.20260930.nightly.4711abcdef0123456789abcdef", date: 2026-09-30 }\n'),
  );
});

describe('the verified line', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`shows under the title at 375 px in ${mode} mode, readable and without overflow`, async () => {
      const page = await site.browser.newPage({ viewport: { width: 375, height: 740 } });
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.goto(`${site.server.url}/guide/intro`);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
      const line = page.locator('.page-verified');
      expect(await line.textContent()).toBe('Checked against Acme Capture-the-Flag Platform Enterprise Edition 12.10.3-rc.20260930.nightly.4711abcdef0123456789abcdef on September 30, 2026');
      expect(await line.locator('time').getAttribute('datetime')).toBe('2026-09-30');
      const box = await line.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const h1 = document.querySelector('.markdown h1')!.getBoundingClientRect();
        let bg = 'rgba(0, 0, 0, 0)';
        for (let e: Element | null = el; e && /rgba\(.*, 0\)|transparent/.test(bg); e = e.parentElement) bg = getComputedStyle(e).backgroundColor;
        return { left: r.left, right: r.right, top: r.top, height: r.height, h1Bottom: h1.bottom, fg: getComputedStyle(el).color, bg, scrollWidth: document.documentElement.scrollWidth };
      });
      expect(box.height).toBeGreaterThan(0);
      expect(box.top).toBeGreaterThanOrEqual(box.h1Bottom);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(375);
      expect(box.scrollWidth).toBeLessThanOrEqual(375);
      expect(contrast(box.fg, box.bg)).toBeGreaterThanOrEqual(4.5);
      await page.close();
    });
  }
});
