// Client-side navigation under `ctfdocs serve` (pages and chunks from
// memory): links navigate without a full load, a saved page reaches the
// chunk that the next navigation fetches, and navigation still announces
// after live reload has replaced the body.
import { describe, expect, it } from 'vitest';
import { useServeInBrowser } from '../helpers/site.ts';
import { edit } from '../helpers/fixture.ts';

const site = useServeInBrowser('basic');

describe('client-side navigation in serve', () => {
  it('navigates from memory, picks up a saved page, and keeps announcing after a live reload', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname));
    await page.goto(`${site.server.url}/guide/intro`);
    const chunk = page.waitForResponse((r) => r.url().endsWith('/__chunks/guide/reference/options.json'));
    await page.locator('main').getByRole('link', { name: 'options' }).click();
    expect((await chunk).status()).toBe(200);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Options');

    // Saving the page being read: live reload swaps in the new body. The save
    // comes once serve's warm-up rebuilds are done, as a writer's would after
    // reading the page (on a loaded machine they can take the test's time).
    await site.server.idle();
    const built = site.server.nextBuild();
    await edit(site.dir, 'content/guide/reference/options.md', (s) => s.replace('Back to the', 'Saved just now. Back to the'));
    await built;
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('Saved just now.'), undefined, { timeout: 15_000 });

    await page.locator('.doc-sidebar').getByRole('link', { name: 'Introduction' }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Introduction');
    expect(await page.locator('#ctfdocs-route-announcer').textContent()).toBe('Introduction | Fixture Docs');
    await page.goBack();
    await expect.poll(() => page.locator('main').textContent()).toContain('Saved just now.');
    expect(documents).toEqual(['/guide/intro']);
    await page.close();
  });
});
