// API references in Chromium, on the fixture site with two small documents of
// our own (OpenAPI 3.0 and Swagger 2.0), the OpenAPI 3.0 one split by tag and
// with its operations' details loaded on expand (as large references are):
// deep links, schema expansion, dark mode, the 375 px layout, reading without
// JavaScript, and markdown descriptions.
import { describe, expect, it } from 'vitest';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { edit, repoRoot } from '../helpers/fixture.ts';
import { useSiteInBrowser } from '../helpers/site.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { contrast, luminance } from '../helpers/contrast.ts';

const site = useSiteInBrowser('basic', async (rootDir) => {
  await cp(path.join(repoRoot, 'test/fixtures/api-specs'), path.join(rootDir, 'specs'), { recursive: true });
  await edit(rootDir, 'site/ctfdocs.config.yaml', (s) =>
    s.replace(
      /^themeConfig:/m,
      [
        'apiReferences:',
        '  - { route: /api/lab, title: Lab API, spec: ../specs/lab-openapi-3.0.yaml }',
        '  - { route: /api/relay, title: Relay agent, spec: ../specs/relay-swagger-2.0.json }',
        '  - { route: /api/lab-split, title: Lab API by tag, spec: ../specs/lab-openapi-3.0.yaml, splitByTag: true }',
        '  - { route: /api/lab-lazy, title: Lab API on expand, spec: ../specs/lab-openapi-3.0.yaml, detailsOnExpand: true }',
        'themeConfig:',
      ].join('\n'),
    ),
  );
});

/** Is the element's top inside the viewport, below the navbar? */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
    return top >= navbar - 1 && top < window.innerHeight;
  });
}

describe('API reference pages', () => {
  it('scrolls a #operation/… or #tag/… deep link to its target, on load and on a link click', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 600 } });
    await page.goto(`${site.server.url}/api/lab#operation/getCrew`);
    expect(await inView(page, '[id="operation/getCrew"]')).toBe(true);
    await page.goto(`${site.server.url}/api/lab#tag/exercises`);
    expect(await inView(page, '[id="tag/exercises"]')).toBe(true);
    expect(await inView(page, '[id="operation/getCrew"]')).toBe(false);
    await page.locator('.doc-sidebar a[href="#tag/crews"]').click();
    await page.waitForFunction(() => location.hash === '#tag/crews');
    expect(await inView(page, '[id="tag/crews"]')).toBe(true);
    await page.close();
  });

  it("lands a split reference's deep links on the entry that leads to the tag page", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 600 } });
    await page.goto(`${site.server.url}/api/lab-split#operation/getCrew`);
    expect(await inView(page, '[id="operation/getCrew"]')).toBe(true);
    await page.locator('[id="operation/getCrew"] a').click();
    await page.waitForURL(/\/api\/lab-split\/tag\/crews#operation\/getCrew$/);
    expect(await page.locator('.api-operation').count()).toBe(1);
    expect(await page.locator('.doc-sidebar a[aria-current="page"]').textContent()).toContain('Crews');
    expect(await inView(page, '[id="operation/getCrew"]')).toBe(true);
    await page.close();
  });

  it('expands and collapses nested objects and arrays, with the mouse and the keyboard', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/api/lab#operation/getCrew`);
    const op = page.locator('[id="operation/getCrew"]');
    const members = op.locator('details.schema-expand', { has: page.locator(':scope > summary .schema-name', { hasText: /^members$/ }) });
    const profile = members.locator('details.schema-expand', { has: page.locator(':scope > summary .schema-name', { hasText: /^profile$/ }) });
    const joined = profile.locator('.schema-name', { hasText: /^joined$/ });
    expect(await members.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    expect(await joined.isVisible()).toBe(false);
    await members.locator(':scope > summary').click();
    expect(await members.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    expect(await profile.locator(':scope > summary').isVisible()).toBe(true);
    expect(await joined.isVisible()).toBe(false);
    // Keyboard: the nested summary takes focus; Enter opens it and Space closes it again.
    await profile.locator(':scope > summary').focus();
    await page.keyboard.press('Enter');
    expect(await joined.isVisible()).toBe(true);
    expect(await profile.locator('.schema-type', { hasText: 'date-time' }).count()).toBe(1);
    await page.keyboard.press('Space');
    expect(await joined.isVisible()).toBe(false);
    await members.locator(':scope > summary').click();
    expect(await profile.locator(':scope > summary').isVisible()).toBe(false);
    await page.close();
  });

  it('switches colours in dark mode and keeps method badges readable in both modes', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/api/lab`);
    const colours = () =>
      page.evaluate(() => {
        const css = (el: Element) => getComputedStyle(el);
        return {
          page: css(document.body).backgroundColor,
          badges: [...document.querySelectorAll('.api-method')].map((b) => ({ fg: css(b).color, bg: css(b).backgroundColor })),
        };
      });
    const light = await colours();
    await page.locator('.color-mode-toggle').first().click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    const dark = await colours();
    expect(dark.page).not.toBe(light.page);
    expect(luminance(dark.page)).toBeLessThan(luminance(light.page));
    expect(light.badges.length).toBeGreaterThanOrEqual(3);
    for (const mode of [light, dark]) {
      for (const b of mode.badges) expect(contrast(b.fg, b.bg)).toBeGreaterThanOrEqual(4.5);
    }
    // The badge fills change with the page, so they stand out against it in both modes.
    expect(dark.badges.map((b) => b.bg)).not.toEqual(light.badges.map((b) => b.bg));
    for (const mode of [light, dark]) for (const b of mode.badges) expect(contrast(b.bg, mode.page)).toBeGreaterThanOrEqual(3);
    await page.close();
  });

  it('fits a 375 px wide screen without horizontal scrolling', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 740 } });
    for (const route of ['/api/lab', '/api/relay', '/api/lab-split', '/api/lab-split/tag/exercises']) {
      await page.goto(`${site.server.url}${route}`);
      // Open every collapsed part, so that its content is measured too.
      await page.evaluate(() =>
        document.querySelectorAll('details').forEach((d) => {
          d.open = true;
        }),
      );
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, route).toBeLessThanOrEqual(375);
    }
    await page.close();
  });

  it('is complete without JavaScript: operations, schemas, responses and code samples', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/api/relay#operation/uploadArtifact`);
    expect(await page.locator('h1').textContent()).toBe('Relay agent');
    expect(await page.locator('.api-operation').count()).toBe(2);
    const upload = page.locator('[id="operation/uploadArtifact"]');
    expect(await upload.locator('.api-content-type').textContent()).toBe('multipart/form-data');
    expect(await upload.locator('.schema-name', { hasText: /^file$/ }).isVisible()).toBe(true);
    expect(await page.locator('.api-sample pre').first().isVisible()).toBe(true);
    expect(await page.locator('.api-sample pre').first().textContent()).toContain('curl "http://relay.example.org:8031/v1/probe"');
    // A closed part opens with a click, which needs no script.
    const python = upload.locator('details.api-sample', { hasText: 'Python' });
    await python.locator('summary').click();
    expect(await python.locator('pre').textContent()).toContain('requests.post(');
    await context.close();
  });

  it('lists operations under their tag in the side navigation and filters them as the reader types (1440 px)', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 700 } });
    await page.goto(`${site.server.url}/api/lab`);
    const nav = page.locator('.doc-sidebar .api-nav');
    const exercises = nav.locator('.api-nav-tag', { has: page.locator(':scope > a[href="#tag/exercises"]') });
    expect(await exercises.locator('a[href="#operation/createExercise"]').isVisible()).toBe(false);
    await exercises.locator('summary').click();
    await exercises.locator('a[href="#operation/createExercise"]').click();
    await page.waitForFunction(() => location.hash === '#operation/createExercise');
    expect(await inView(page, '[id="operation/createExercise"]')).toBe(true);
    await nav.locator('.api-nav-filter').fill('read crew');
    expect(await nav.locator('.api-nav-operation:visible').allTextContents()).toEqual(['GET Read a crew']);
    await nav.locator('.api-nav-filter').fill('nothing like this');
    expect(await nav.locator('.api-nav-tag:visible').count()).toBe(0);
    expect(await nav.locator('.api-nav-empty').isVisible()).toBe(true);
    await page.close();
  });

  it('shows the same tag navigation, filter included, in the mobile drawer (375 px)', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 700 } });
    await page.goto(`${site.server.url}/api/lab`);
    expect(await page.locator('.doc-sidebar').isVisible()).toBe(false);
    await page.locator('.navbar-toggle').click();
    const drawer = page.locator('.navbar-sidebar [data-secondary-menu]');
    await drawer.locator('.api-nav-filter').fill('exercise');
    expect(await drawer.locator('.api-nav-operation:visible').allTextContents()).toEqual(['GET List exercises', 'POST Create an exercise']);
    await drawer.locator('a[href="#operation/createExercise"]').click();
    await page.waitForFunction(() => location.hash === '#operation/createExercise');
    expect(await page.locator('html').getAttribute('data-sidebar-open')).toBeNull();
    expect(await inView(page, '[id="operation/createExercise"]')).toBe(true);
    await page.close();
  });

  it('has no serious accessibility violation, in light and dark mode, with the operation lists open', async () => {
    const context = await site.browser.newContext({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/api/lab`);
    for (const d of await page.locator('.api-nav-operations').all()) await d.evaluate((el: HTMLDetailsElement) => (el.open = true));
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('copies a code sample with its copy button', async () => {
    const context = await site.browser.newContext({ bypassCSP: true, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/api/relay#operation/uploadArtifact`);
    const sample = page.locator('[id="operation/uploadArtifact"] details.api-sample', { hasText: 'curl' });
    const button = sample.locator('.copy-button');
    await button.click();
    await page.waitForFunction((el) => el?.textContent === 'Copied', await button.elementHandle());
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await sample.locator('pre').textContent());
    // While it says "Copied", the button's accessible name says so too (axe: label-content-name-mismatch).
    expect(await button.getAttribute('aria-label')).toMatch(/^Copied/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.waitForFunction((el) => el?.textContent === 'Copy', await button.elementHandle(), { timeout: 5_000 });
    expect(await button.getAttribute('aria-label')).toBe('Copy the curl sample to the clipboard');
    await context.close();
  });

  it("loads an operation's details from their own file when the reader opens them, at 1440 and 375 px", async () => {
    for (const width of [1440, 375]) {
      const context = await site.browser.newContext({ bypassCSP: true, viewport: { width, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      await page.goto(`${site.server.url}/api/lab-lazy`);
      const op = page.locator('[id="operation/getCrew"]');
      const more = op.locator(':scope > details.api-operation-more');
      const file = new URL((await more.locator('a.api-operation-more-link').getAttribute('href'))!, site.server.url).pathname;
      expect(file).toMatch(/^\/assets\/api\/[0-9a-f]+\.html$/);
      // Nothing of the details is in the page, and nothing is fetched, until the reader asks.
      expect(await op.locator('.schema-name').count()).toBe(0);
      expect(fetched.filter((p) => p.startsWith('/assets/api/'))).toEqual([]);
      await more.locator(':scope > summary').click();
      await more.locator('.api-sample pre').first().waitFor();
      expect(fetched.filter((p) => p.startsWith('/assets/api/'))).toEqual([file]);
      // The schema tree expands as on a page that carries it.
      const members = more.locator('details.schema-expand', { has: page.locator(':scope > summary .schema-name', { hasText: /^members$/ }) });
      await members.locator(':scope > summary').click();
      expect(await members.locator('.schema-name', { hasText: /^profile$/ }).isVisible()).toBe(true);
      if (width === 1440) expect(await seriousViolations(page)).toEqual([]);
      // The copy button copies the loaded sample.
      const curl = more.locator('details.api-sample', { hasText: 'curl' });
      expect(await curl.locator('pre').textContent()).toContain('curl ');
      await curl.locator('.copy-button').click();
      await page.waitForFunction((el) => el?.textContent === 'Copied', await curl.locator('.copy-button').elementHandle());
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await curl.locator('pre').textContent());
      // Closing and reopening shows the same details without fetching them again.
      await more.locator(':scope > summary').click();
      await more.locator(':scope > summary').click();
      expect(await curl.isVisible()).toBe(true);
      expect(fetched.filter((p) => p.startsWith('/assets/api/'))).toEqual([file]);
      await page.evaluate(() =>
        document.querySelectorAll('[id="operation/getCrew"] details').forEach((d) => {
          (d as HTMLDetailsElement).open = true;
        }),
      );
      // Nothing sticks out of the page or of the operation (which is laid out
      // only near the viewport, and so clips what would stick out).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await op.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await context.close();
    }
  });

  it("opens and shows a deep-linked operation's details on first load, on a link to another operation and after a client-side navigation", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 1000 } });
    // The last operation: its details make the page long enough to scroll it to the top only once they are in.
    await page.goto(`${site.server.url}/api/lab-lazy#operation/getCrew`);
    const crew = page.locator('[id="operation/getCrew"]');
    await crew.locator('.api-sample pre').first().waitFor();
    expect(await crew.locator(':scope > details.api-operation-more').evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    // Where the browser puts a link's target: below the scroll padding and the target's scroll margin.
    await page.waitForFunction(() => {
      const op = document.getElementById('operation/getCrew')!;
      const offset = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + Number.parseFloat(getComputedStyle(op).scrollMarginTop);
      return Math.abs(op.getBoundingClientRect().top - offset) < 1;
    });
    expect(await crew.locator('.schema-name', { hasText: /^members$/ }).isVisible()).toBe(true);
    await page
      .locator('.doc-sidebar .api-nav-tag', { has: page.locator(':scope > a[href="#tag/exercises"]') })
      .locator('summary')
      .click();
    await page.locator('.doc-sidebar a[href="#operation/createExercise"]').click();
    const create = page.locator('[id="operation/createExercise"]');
    await create.locator('.api-sample pre').first().waitFor();
    expect(await inView(page, '[id="operation/createExercise"]')).toBe(true);
    // From another page by client-side navigation, as from a search result.
    await page.goto(`${site.server.url}/guide/intro`);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/api/lab-lazy#operation/listExercises';
      a.textContent = 'List exercises';
      document.querySelector('main')!.append(a);
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.locator('main a[href="/api/lab-lazy#operation/listExercises"]').click();
    await page.waitForURL(/\/api\/lab-lazy#operation\/listExercises$/);
    await page.locator('[id="operation/listExercises"] .api-sample pre').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await inView(page, '[id="operation/listExercises"]')).toBe(true);
    await page.close();
  });

  it("says so when an operation's details cannot be loaded, and loads them on the next try", async () => {
    const page = await site.browser.newPage();
    await page.route('**/assets/api/**', (route) => route.abort());
    await page.goto(`${site.server.url}/api/lab-lazy`);
    const more = page.locator('[id="operation/getCrew"] > details.api-operation-more');
    await more.locator(':scope > summary').click();
    const error = more.locator('.api-operation-more-error');
    await error.waitFor();
    expect(await error.getAttribute('role')).toBe('alert');
    expect(await more.locator('a.api-operation-more-link').isVisible()).toBe(true);
    await page.unroute('**/assets/api/**');
    await more.locator(':scope > summary').click();
    await more.locator(':scope > summary').click();
    await more.locator('.api-sample pre').first().waitFor();
    expect(await error.count()).toBe(0);
    await page.close();
  });

  it('lists every operation with its description without JavaScript, each linking to its details', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/api/lab-lazy`);
    expect(await page.locator('.api-operation .api-operation-title').allTextContents()).toEqual(['List exercises', 'Create an exercise', 'Read a crew']);
    expect(await page.locator('[id="operation/listExercises"] > .api-description a[href="https://lab.example.org/guide"]').isVisible()).toBe(true);
    const more = page.locator('[id="operation/getCrew"] > details.api-operation-more');
    await more.locator(':scope > summary').click();
    await more.locator('a.api-operation-more-link').click();
    await page.waitForURL(/\/assets\/api\/[0-9a-f]+\.html$/);
    expect(await page.locator('.schema-name', { hasText: /^members$/ }).count()).toBe(1);
    expect(await page.locator('.api-sample pre').first().textContent()).toContain('curl ');
    await context.close();
  });

  it('renders descriptions as markdown: lists, tables, highlighted code and links', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/api/lab`);
    const list = page.locator('[id="operation/listExercises"] > .api-description');
    expect(await list.locator('ul > li').count()).toBe(2);
    expect(await list.locator('table td').first().textContent()).toBe('1');
    expect(await list.locator('pre.shiki').count()).toBe(1);
    expect(await list.locator('a[href="https://lab.example.org/guide"]').textContent()).toBe('lab guide');
    expect(await list.textContent()).not.toContain('```');
    await page.close();
  });
});
