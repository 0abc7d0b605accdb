// A right-to-left locale (i18n.localeConfigs.<locale>.direction: rtl) mirrors
// the layout, as Docusaurus's does: the stylesheet is written in logical
// properties (issue #28 item 9). The versioned fixture's ar locale, beside
// its English pages, at 1440 and 375 px.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteInBrowser } from '../helpers/site.ts';
import { write } from '../helpers/fixture.ts';

const BODY = ['', '> A quote.', '', ':::note', 'A note.', ':::', '', '| A | B |', '| --- | --- |', '| 1 | 2 |', '', '```js', 'const a = 1;', '```', '', '## Section', '', 'Text.', ''].join('\n');

const site = useSiteInBrowser('versioned', async (dir) => {
  await write(dir, 'content/guide/intro.md', `# Introduction\n${BODY}`);
  await write(dir, 'site/i18n/ar/docs-guide/current/intro.md', `# مقدمة\n${BODY}`);
});

/** Where the parts of a doc page are, and which side their marks are on. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const box = (sel: string) => document.querySelector(sel)!.getBoundingClientRect();
    const css = (sel: string) => getComputedStyle(document.querySelector(sel)!);
    return {
      sidebarLeftOfArticle: box('aside.doc-sidebar').left < box('.doc-article').left,
      tocLeftOfArticle: box('.toc-desktop').left < box('.doc-article').left,
      admonitionBar: css('.admonition').borderLeftWidth === '4px' ? 'left' : css('.admonition').borderRightWidth === '4px' ? 'right' : 'none',
      quoteBar: css('.markdown blockquote').borderLeftWidth === '4px' ? 'left' : 'right',
      sidebarBorder: css('aside.doc-sidebar').borderLeftWidth === '1px' ? 'left' : 'right',
      cellAlign: css('.markdown td').textAlign,
      code: css('.code-block pre').direction,
    };
  });
}

describe('right-to-left pages', () => {
  it('mirror the layout at 1440 px: sidebar at the right, table of contents at the left, bars on the start side; code stays left to right', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${site.server.url}/ar/guide/next/intro`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await layout(page)).toEqual({ sidebarLeftOfArticle: false, tocLeftOfArticle: true, admonitionBar: 'right', quoteBar: 'right', sidebarBorder: 'left', cellAlign: 'start', code: 'ltr' });
    await page.goto(`${site.server.url}/guide/next/intro`);
    expect(await layout(page)).toEqual({ sidebarLeftOfArticle: true, tocLeftOfArticle: false, admonitionBar: 'left', quoteBar: 'left', sidebarBorder: 'right', cellAlign: 'start', code: 'ltr' });
    await page.close();
  });

  it('open the drawer from the right at 375 px, and slide its docs menu in from the left', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
    for (const [path, side] of [
      ['/ar/guide/next/intro', 'right'],
      ['/guide/next/intro', 'left'],
    ] as const) {
      await page.goto(`${site.server.url}${path}`);
      await page.locator('.navbar-toggle').click();
      const panel = await page.locator('.navbar-sidebar-panel').evaluate((el) => el.getBoundingClientRect());
      expect(side === 'right' ? Math.round(panel.right) : Math.round(panel.left), path).toBe(side === 'right' ? 375 : 0);
      // The docs menu (the secondary one) is the one in view.
      const menu = await page.locator('[data-secondary-menu]').evaluate((el) => el.getBoundingClientRect());
      expect(Math.round(menu.left) >= Math.round(panel.left) && Math.round(menu.right) <= Math.round(panel.right), path).toBe(true);
    }
    await page.close();
  });
});
