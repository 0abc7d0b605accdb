// MDX's <Tabs>/<TabItem> (test/fixtures/compat-mdx) driven by the same client
// script as markdown tabs: switching, groupId sync across two groups,
// storage, and an admonition inside a tab that keeps its box.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSiteInBrowser } from '../helpers/site.ts';

// The fixture's page with an unresolvable component fails the build by design (see the integration test).
const site = useSiteInBrowser('compat-mdx', (dir) => rm(path.join(dir, 'content/docs/unresolved.mdx')));

describe('MDX tabs in the browser', () => {
  it('switch on click, sync every group with the same groupId, and leave an ungrouped group alone', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/docs/guide/tabs`);
    // Without a stored choice each group starts on its own default: macOS (default) and Linux (first).
    expect(await page.getByText('Run brew install ctfd on macOS.').isVisible()).toBe(true);
    expect(await page.getByText('Linux paths: /etc/ctfd.').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Windows' }).nth(1).click();
    const windows = page.getByRole('tab', { name: 'Windows' });
    for (const i of [0, 1]) expect(await windows.nth(i).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('Run the Windows installer.').isVisible()).toBe(true);
    expect(await page.getByText('Run brew install ctfd on macOS.').isVisible()).toBe(false);
    expect(await page.getByText('Windows paths: C:\\ctfd.').isVisible()).toBe(true);
    expect(await page.getByText('Linux paths: /etc/ctfd.').isVisible()).toBe(false);
    await page.getByRole('tab', { name: 'Two' }).click();
    expect(await page.getByText('Second alone.').isVisible()).toBe(true);
    expect(await page.getByText('First alone.').isVisible()).toBe(false);
    // Keyboard: the arrow keys move along one group (and its groupId peers).
    await page.getByRole('tab', { name: 'Windows' }).first().focus();
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByText('Linux paths: /etc/ctfd.').isVisible()).toBe(false);
    expect(await page.getByText('macOS paths: ~/Library/ctfd.').isVisible()).toBe(true);
    await page.close();
  });

  it('save the choice in storage under the groupId and restore it on reload', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/docs/guide/tabs`);
    await page.getByRole('tab', { name: 'Linux' }).first().click();
    expect(await page.evaluate(() => localStorage.getItem('ctfdocs.tab.os'))).toBe('linux');
    await page.reload();
    const linux = page.getByRole('tab', { name: 'Linux' });
    for (const i of [0, 1]) expect(await linux.nth(i).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('Run apt install ctfd on Linux.').isVisible()).toBe(true);
    expect(await page.getByText('Run brew install ctfd on macOS.').isVisible()).toBe(false);
    await page.close();
  });

  it('an admonition inside a TabItem keeps its box and shows and hides with its tab', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/docs/guide/tabs`);
    await page.evaluate(() => localStorage.removeItem('ctfdocs.tab.os'));
    await page.reload();
    const box = page.locator('[role=tabpanel] .admonition');
    expect(await box.isVisible()).toBe(true);
    const style = await box.evaluate((el) => {
      const s = getComputedStyle(el);
      return { border: s.borderLeftWidth, title: getComputedStyle(el.querySelector('.admonition-title')!).textTransform };
    });
    expect(style).toEqual({ border: '4px', title: 'uppercase' });
    expect(await box.locator('.admonition-title').textContent()).toBe('Apple silicon');
    await page.getByRole('tab', { name: 'Linux' }).first().click();
    expect(await box.isVisible()).toBe(false);
    await page.close();
  });
});
