// axe-core in Chromium: no serious or critical violation on the pages a
// reader meets most, in light and in dark mode.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useSiteInBrowser } from '../helpers/site.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const site = useSiteInBrowser('ctfd');

const pages = ['/', '/docs/challenges/flags', '/search', '/this-page-does-not-exist'];

describe('accessibility (axe-core)', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const route of pages) {
      it(`${route} in ${mode} mode has no serious or critical violation`, async () => {
        // The site's CSP (rightly) refuses the injected axe script; the audit page bypasses it.
        const page = await site.browser.newPage({ bypassCSP: true });
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await page.goto(site.server.url + route);
        expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const result = await (window as unknown as { axe: { run(d: Document): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe.run(document);
          return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}) at ${v.nodes[0].target.join(' ')}`);
        });
        expect(violations).toEqual([]);
        await page.close();
      });
    }
  }
});
