// Local search on a production build that is built again while a page is
// open (a deploy while a reader has the site open, issue #31): every page
// names the search manifest by one URL, so a page built before the deploy
// searches the index built after it. Opening the search again reads the
// manifest again; a shard the old manifest named that the deploy removed
// has the worker read the manifest again and search the new index. Offline,
// the manifest read before still answers.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { holdRequests, openPage, useSiteInBrowser } from '../helpers/site.ts';
import { edit } from '../helpers/fixture.ts';

const site = useSiteInBrowser('basic');

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const input = (page: Page) => dialog(page).getByRole('combobox');
const optionTo = (page: Page, href: string) => dialog(page).locator(`[role=option][href="${href}"]`);

/** Puts `sentence` in the options page and builds the site again over the served output. */
async function deploy(sentence: string) {
  await edit(site.server.rootDir, 'content/guide/reference/options.md', (s) => s.replace(/\n[^\n]*Back to the \[introduction\]/, `\n${sentence} Back to the [introduction]`));
  await site.server.rebuild();
}

describe('search across a rebuild of the site', () => {
  it('finds text the rebuild added when the search is opened again on a page opened before it', async () => {
    const page = await openPage(site, '/guide/intro');
    const manifest = await page.evaluate(() => document.documentElement.dataset.searchIndex);
    await page.keyboard.press('Control+k');
    await input(page).fill('install');
    await optionTo(page, '/guide/setup/install').waitFor();
    await input(page).fill('quokkas');
    await dialog(page).getByText('No results for "quokkas"').waitFor();
    await page.keyboard.press('Escape');

    await deploy('Quokkas read this page.');
    await page.keyboard.press('Control+k');
    await input(page).fill('quokkas');
    await optionTo(page, '/guide/reference/options').waitFor();
    // Still the page as first loaded, which names the manifest it named then.
    expect(await page.evaluate(() => document.documentElement.dataset.searchIndex)).toBe(manifest);
    await page.close();
  });

  it('searches the new index when a shard the open search asked for before the rebuild is gone after it', async () => {
    const page = await openPage(site, '/guide/intro');
    // The first body shard is asked for before the rebuild and answered after it (a 404: the rebuild replaced its folder).
    const body = await holdRequests(page.context(), '**/assets/search/**/b*.json');
    await page.keyboard.press('Control+k');
    await input(page).fill('wombats');
    await body.requested;
    await deploy('Wombats read it too.');
    body.release();
    await optionTo(page, '/guide/reference/options').waitFor();
    expect(await dialog(page).getByRole('alert').count()).toBe(0);
    await page.close();
  });

  it('answers from the manifest it read before when it cannot read it again (offline)', async () => {
    const page = await openPage(site, '/guide/intro');
    await page.keyboard.press('Control+k');
    await input(page).fill('install');
    await optionTo(page, '/guide/setup/install').waitFor();
    await page.keyboard.press('Escape');
    let asked = 0;
    await page.context().route('**/search-manifest.json', (route) => {
      asked++;
      return route.abort('internetdisconnected');
    });
    await page.keyboard.press('Control+k');
    await input(page).fill('requirements');
    await optionTo(page, '/guide/setup/install#requirements').waitFor();
    expect(asked).toBe(1);
    await page.close();
  });
});
