// A site's styles and head in Chromium (issue #27 item 1): a script from
// another origin that the config names runs under the site's policy, one it
// does not name is blocked; the config's inline head script runs (its hash is
// in the policy); and a changed --ctfdocs-color-primary reaches links,
// buttons, focus rings and the active sidebar item in light and dark.
import { createServer, type Server } from 'node:http';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteInBrowser } from '../helpers/site.ts';
import { edit, repoRoot } from '../helpers/fixture.ts';

/**
 * Two other origins (the same host, other ports: an origin is scheme, host
 * and port), each serving a script that marks the page when it runs. The
 * config names the first; the second stands for any other site.
 */
const servers: Server[] = [];
const origins = { named: '', other: '' };
afterAll(() => Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())))));

async function scriptOrigin(mark: string): Promise<string> {
  const server = createServer((req, res) => {
    if (req.url !== '/script.js') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(`document.documentElement.dataset.${mark} = 'ran';`);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const site = useSiteInBrowser('head-styles', async (dir) => {
  [origins.named, origins.other] = await Promise.all([scriptOrigin('named'), scriptOrigin('other')]);
  await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('  - /js/local.js\n', `  - /js/local.js\n  - ${origins.named}/script.js\n`));
});

const marks = (page: Page) => page.evaluate(() => ({ ...document.documentElement.dataset }));

describe("the site's head under its policy", () => {
  it('runs the scripts the config names (from the site, from another origin, inline) and blocks one it does not', async () => {
    const page = await site.browser.newPage();
    const res = await page.goto(`${site.server.url}/docs/intro`);
    expect(res?.headers()['content-security-policy']).toContain(origins.named);
    expect(res?.headers()['content-security-policy']).not.toContain(origins.other);
    await expect.poll(async () => (await marks(page)).named).toBe('ran');
    expect(await marks(page)).toMatchObject({ localScript: 'ran', inlineHeadTag: 'ran' });
    const violation = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve(`${e.effectiveDirective} ${e.blockedURI}`), { once: true });
          const script = document.createElement('script');
          script.src = src;
          document.head.append(script);
        }),
      `${origins.other}/script.js`,
    );
    expect(violation).toBe(`script-src-elem ${origins.other}/script.js`);
    expect((await marks(page)).other).toBeUndefined();
    await page.close();
  });
});

const PRIMARY = { light: 'rgb(200, 0, 100)', dark: 'rgb(255, 120, 180)' };

/** The computed colours of what the primary colour should reach, on a docs page. */
function colours(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    const active = style('.doc-sidebar a[aria-current="page"]');
    const tab = style('.tabs-tab[aria-selected="true"]');
    return {
      link: style('.markdown a[href="/docs/next"]').color,
      activeItem: active.color,
      activeTint: active.backgroundColor,
      tab: tab.color,
      tabBorder: tab.borderBottomColor,
    };
  });
}

/** Red, green and blue of a computed colour, `rgb(…)` or `color(srgb …)` (what color-mix gives), from 0 to 255. */
function channels(colour: string): number[] {
  const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(colour);
  if (srgb) return srgb.slice(1, 4).map((c) => Number(c) * 255);
  return /rgba?\((\d+), (\d+), (\d+)/.exec(colour)!.slice(1, 4).map(Number);
}

describe('the design tokens', () => {
  it('a changed --ctfdocs-color-primary reaches links, buttons, focus rings and the active sidebar item, in light and dark', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${site.server.url}/docs/intro`);
    const shots = path.join(repoRoot, 'test/tmp/screenshots');
    await mkdir(shots, { recursive: true });
    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') await page.locator('.navbar-items .color-mode-toggle').click();
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      const c = await colours(page);
      expect({ link: c.link, activeItem: c.activeItem, tab: c.tab, tabBorder: c.tabBorder }).toEqual({ link: PRIMARY[mode], activeItem: PRIMARY[mode], tab: PRIMARY[mode], tabBorder: PRIMARY[mode] });
      // The tint behind the active item follows the primary colour too: red leads it, where the theme's own blue tint is led by blue.
      const [r, g, b] = channels(c.activeTint);
      expect(r, c.activeTint).toBeGreaterThan(b);
      expect(r, c.activeTint).toBeGreaterThan(g);
      // A keyboard user's focus ring, on a link drawn in the text colour.
      await page.keyboard.press('Shift');
      const next = page.locator('.doc-sidebar a[href="/docs/next"]');
      await next.focus();
      const ring = await next.evaluate((a) => ({ visible: a.matches(':focus-visible'), outline: getComputedStyle(a).outlineColor, color: getComputedStyle(a).color }));
      expect(ring).toMatchObject({ visible: true, outline: PRIMARY[mode] });
      expect(ring.color).not.toBe(PRIMARY[mode]);
      await next.blur();
      await page.screenshot({ path: path.join(shots, `head-styles-${mode}.png`) });
    }
    await page.close();
  });
});
