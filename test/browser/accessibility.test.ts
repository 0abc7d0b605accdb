// axe-core in Chromium: no serious or critical violation on the pages a
// reader meets most, in light and in dark mode.
import { describe, expect, it } from 'vitest';
import { useSiteInBrowser } from '../helpers/site.ts';
import { seriousViolations } from '../helpers/axe.ts';
const site = useSiteInBrowser('ctfd');

const pages = ['/', '/docs/challenges/flags', '/markdown-page', '/search', '/this-page-does-not-exist'];

describe('accessibility (axe-core)', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const route of pages) {
      it(`${route} in ${mode} mode has no serious or critical violation`, async () => {
        // The site's CSP (rightly) refuses the injected axe script; the audit page bypasses it.
        const page = await site.browser.newPage({ bypassCSP: true });
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await page.goto(site.server.url + route);
        expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
        expect(await seriousViolations(page)).toEqual([]);
        await page.close();
      });
    }
  }

  // Lighthouse's mobile viewport. At 996 px and narrower the navbar hides the
  // search button's label from sight, and it must still name the button.
  it('/docs/challenges/flags at 412 px has no serious or critical violation', async () => {
    const page = await site.browser.newPage({ bypassCSP: true, viewport: { width: 412, height: 823 } });
    await page.goto(`${site.server.url}/docs/challenges/flags`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
