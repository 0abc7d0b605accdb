// The browser the test helpers lend to each test file (test/helpers/browser.ts):
// one Chromium per worker, and nothing of one file's pages reaches another's.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';

describe('the browser lent to a test file', () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = http.createServer((_req, res) => res.end('<!doctype html><title>t</title>'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => server.close());

  it("keeps one file's storage and cookies from another's, and closes only the contexts the file opened", async () => {
    const [first, second] = [await launchBrowser(), await launchBrowser()];
    const a = await first.newPage();
    await a.goto(url);
    await a.evaluate(() => localStorage.setItem('left', 'by the first file'));
    await a.context().addCookies([{ name: 'left', value: 'first', url }]);
    expect(await a.evaluate(() => document.cookie)).toBe('left=first');
    const b = await second.newPage();
    await b.goto(url);
    expect(await b.evaluate(() => [localStorage.getItem('left'), document.cookie])).toEqual([null, '']);

    const context = await first.newContext();
    expect(first.contexts()).toHaveLength(2);
    expect(second.contexts()).toHaveLength(1);
    await first.close();
    expect(first.contexts()).toHaveLength(0);
    expect(a.isClosed()).toBe(true);
    await expect(context.newPage()).rejects.toThrow();
    // The second file's page and the browser itself are still there.
    expect(await b.evaluate(() => document.title)).toBe('t');
    expect(first.isConnected()).toBe(true);
    await second.close();
  });
});
