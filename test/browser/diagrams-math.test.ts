// Mermaid diagrams and KaTeX math in Chromium, under the site's
// Content-Security-Policy (the preview server sends it): diagrams drawn in
// place from the self-hosted module with their text alternative, drawn
// again in the other colour mode, their source shown without JavaScript and
// their errors shown in place; math rendered with KaTeX's stylesheet and
// fonts, which pages without math never load. At 375 and 1440 px, light and
// dark, with no serious accessibility violation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSiteInBrowser } from '../helpers/site.ts';
import { seriousViolations } from '../helpers/axe.ts';

const site = useSiteInBrowser('diagrams-math');

const SIZES = [
  [1440, 900],
  [375, 740],
] as const;
const MODES = ['light', 'dark'] as const;

/** A page at a size and colour mode, recording what it requests and every console error (a CSP refusal is one). */
async function open(route: string, opts: { width?: number; height?: number; mode?: 'light' | 'dark'; javaScript?: boolean; bypassCSP?: boolean } = {}) {
  const context = await site.browser.newContext({
    viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 },
    javaScriptEnabled: opts.javaScript ?? true,
    bypassCSP: opts.bypassCSP ?? false,
  });
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript((m) => localStorage.setItem('theme', m), opts.mode ?? 'light');
  await page.goto(site.server.url + route);
  return { page, requests, errors, close: () => context.close() };
}

const drawn = (page: Page, count: number) => page.waitForFunction((n) => document.querySelectorAll('div.diagram[data-state]').length === n, count);

/** The danger colour as the page computes it: what the theme marks errors with. */
const dangerColour = (page: Page) =>
  page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = 'var(--ctfdocs-color-danger)';
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });

describe('Mermaid diagrams in the browser', () => {
  it('draws each diagram from the self-hosted module, named by its title and described, its source under a disclosure', async () => {
    const { page, requests, errors, close } = await open('/docs/diagram');
    await drawn(page, 2);
    const flow = page.getByRole('img', { name: 'A challenge from creation to solve' });
    expect(await flow.locator('svg').count()).toBe(1);
    expect(await flow.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).textContent())).toBe('An admin creates a hidden challenge, makes it visible, and a player solves it.');
    expect(await page.getByRole('img', { name: 'A flag submission' }).locator('svg text', { hasText: 'CTFd' }).count()).toBeGreaterThan(0);
    // The source, a keyboard press away.
    const source = page.locator('div.diagram').first().locator('details.diagram-source');
    expect(await source.locator('pre').isVisible()).toBe(false);
    await source.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await source.locator('pre').textContent()).toContain('create[Admin creates the challenge] --> hidden[Hidden]');
    expect(requests.every((u) => u.startsWith(site.server.url))).toBe(true);
    expect(requests.some((u) => /\/assets\/vendor\/mermaid-[0-9a-f]{10}\/mermaid\.esm\.min\.js$/.test(u))).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('draws the diagrams again, in dark colours, when the colour mode changes', async () => {
    const { page, errors, close } = await open('/docs/diagram');
    await drawn(page, 2);
    const nodeFill = () =>
      page
        .locator('div.diagram svg .node rect')
        .first()
        .evaluate((r) => getComputedStyle(r).fill);
    const light = await nodeFill();
    await page.locator('[data-color-mode-toggle]:visible').click();
    await page.waitForFunction((before) => {
      const rect = document.querySelector('div.diagram svg .node rect');
      return rect && getComputedStyle(rect).fill !== before;
    }, light);
    const dark = await nodeFill();
    expect(dark).not.toBe(light);
    // Darker than it was: the sum of its channels fell.
    const sum = (rgb: string) => (rgb.match(/\d+/g) ?? []).slice(0, 3).reduce((n, c) => n + Number(c), 0);
    expect(sum(dark)).toBeLessThan(sum(light));
    expect(await page.getByRole('img', { name: 'A challenge from creation to solve' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the source as a code block without JavaScript, and loads no diagram code', async () => {
    const { page, requests, close } = await open('/docs/diagram', { javaScript: false });
    const diagram = page.locator('div.diagram').first();
    expect(await diagram.locator('.code-block pre').isVisible()).toBe(true);
    expect(await diagram.locator('.code-block pre').textContent()).toContain('flowchart LR');
    expect(await page.locator('div.diagram svg').count()).toBe(0);
    expect(requests.some((u) => u.includes('/assets/vendor/'))).toBe(false);
    await close();
  });

  it('shows an error in place, the source open and the line at fault marked', async () => {
    const { page, errors, close } = await open('/docs/diagram-error');
    await drawn(page, 1);
    const diagram = page.locator('div.diagram');
    expect(await diagram.getAttribute('data-state')).toBe('error');
    expect(await diagram.locator('.diagram-error').textContent()).toMatch(/^This diagram could not be drawn\. Line 3 of its source: Expecting /);
    expect(await diagram.locator('.diagram-error-line').textContent()).toBe('  b -->');
    expect(await diagram.locator('.code-block pre').isVisible()).toBe(true);
    expect(await diagram.locator('svg').count()).toBe(0);
    // Styled by the diagrams' own stylesheet, which the diagram code adds to the page.
    expect(await diagram.locator('.diagram-error').evaluate((el) => [getComputedStyle(el).borderLeftWidth, getComputedStyle(el).borderLeftColor])).toEqual(['4px', await dangerColour(page)]);
    expect(await page.getByText('Text after the diagram.').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('KaTeX math in the browser', () => {
  it("renders with KaTeX's stylesheet and fonts, the MathML kept for screen readers but out of sight, even without JavaScript", async () => {
    for (const javaScript of [true, false]) {
      const { page, requests, errors, close } = await open('/docs/math', { javaScript });
      const inline = page.locator('.math-inline .katex').first();
      await page.evaluate(() => document.fonts.ready);
      expect(await inline.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('KaTeX_Main');
      expect(
        await page
          .locator('.katex-mathml')
          .first()
          .evaluate((el) => [getComputedStyle(el).position, el.getBoundingClientRect().width]),
      ).toEqual(['absolute', 1]);
      expect(await page.locator('.math-display').first().isVisible()).toBe(true);
      // The theme's math styles come with KaTeX's: a formula KaTeX could not read is marked in the danger colour.
      expect(await page.locator('.math-error > code').evaluate((el) => getComputedStyle(el).color)).toBe(await dangerColour(page));
      expect(requests.some((u) => /\/assets\/vendor\/katex-[0-9a-f]{10}\/fonts\/KaTeX_Main-Regular\.woff2$/.test(u))).toBe(true);
      expect(requests.every((u) => u.startsWith(site.server.url) || u.startsWith('data:'))).toBe(true);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('loads no KaTeX stylesheet or fonts, and no style of math or diagrams, on a page without either', async () => {
    const { page, requests, close } = await open('/docs/plain');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('link[href*="katex"]').count()).toBe(0);
    expect(requests.filter((u) => /katex|mermaid|draw\.|\/assets\/vendor\//i.test(u))).toEqual([]);
    // The site's stylesheet, which every page loads, has none of their rules: such a page weighs what it did before them.
    const selectors = await page.evaluate(() => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((r) => (r instanceof CSSStyleRule ? r.selectorText : ''))));
    expect(selectors.length).toBeGreaterThan(100);
    expect(selectors.filter((s) => /\.(?:diagram|math)\b|\.(?:diagram|math)-/.test(s))).toEqual([]);
    await close();
  });

  it("links KaTeX's stylesheet when client navigation reaches a page with math, and lets it go on leaving", async () => {
    const { page, errors, close } = await open('/docs/plain');
    // Gone after a full load: the pages below are swapped in by client navigation.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('.doc-sidebar a[href="/docs/math"]').click();
    await page.waitForURL(`${site.server.url}/docs/math`);
    await page.waitForFunction(() => document.querySelector('.math-inline .katex'));
    // The swap waited for the stylesheet: the formula was never shown unstyled.
    expect(
      await page
        .locator('.math-inline .katex')
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily),
    ).toContain('KaTeX_Main');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.locator('.doc-sidebar a[href="/docs/diagram"]').click();
    await page.waitForURL(`${site.server.url}/docs/diagram`);
    await drawn(page, 2);
    expect(await page.locator('link[href*="katex"]').count()).toBe(0);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('diagrams and math: accessibility (axe-core)', () => {
  for (const [width, height] of SIZES) {
    for (const mode of MODES) {
      it(`has no serious or critical violation at ${width} px in ${mode} mode, diagrams drawn`, async () => {
        for (const [route, diagrams] of [
          ['/docs/math', 0],
          ['/docs/diagram', 2],
          ['/docs/diagram-error', 1],
        ] as const) {
          // The site's CSP refuses the injected axe script; the audit page bypasses it.
          const { page, close } = await open(route, { width, height, mode, bypassCSP: true });
          if (diagrams) await drawn(page, diagrams);
          expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
          expect(await seriousViolations(page), route).toEqual([]);
          await close();
        }
      });
    }
  }
});
