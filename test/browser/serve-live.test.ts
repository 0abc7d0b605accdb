// ctfdocs serve in Chromium: a saved page shows up in the open tab without a
// full reload, the reader's scroll position is kept, and the page still works.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '@ctfdocs/dev-server';
import { launchBrowser } from '../helpers/browser.ts';
import { copyFixture, edit } from '../helpers/fixture.ts';

let browser: Browser;
let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = await copyFixture('basic');
  [server, browser] = await Promise.all([
    startServer({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: () => {} }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('serve in the browser', () => {
  it('shows a saved change in the open page, keeps the page working, and shows build errors over it', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(`${server.url}/guide/intro`);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await edit(dir, 'content/guide/intro.md', (s) => s.replace('Some text.', 'Text saved a moment ago.'));
    await page.waitForFunction(() => document.body.innerText.includes('Text saved a moment ago.'), undefined, { timeout: 15_000 });
    // Same window: the content was swapped in, not reloaded.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    // Element listeners were bound again: the colour-mode toggle still works.
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).first().click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');

    await edit(dir, 'content/guide/intro.md', (s) => s.replace('## First steps', '## First steps\n\n[broken](/guide/nowhere)'));
    const box = page.locator('#ctfdocs-build-error');
    await box.waitFor({ timeout: 15_000 });
    expect(await box.textContent()).toContain('Broken link');
    expect(await page.locator('main').textContent()).toContain('Text saved a moment ago.');
    await page.close();
  });
});
