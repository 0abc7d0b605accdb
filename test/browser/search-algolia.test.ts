// Algolia DocSearch in Chromium (issue #30 item 6), on the versioned fixture
// (docs 1.0 released at /guide/, current at /guide/next/; locales en and ar)
// with provider algolia. Algolia is not reached: page.route answers on its
// real hosts, as a stand-in of its query endpoint, and records what the page
// sent. The page's own Content-Security-Policy still decides what may go out.
import { describe, expect, it } from 'vitest';
import type { Page, Request, Route } from 'playwright-core';
import { openPage, useSiteInBrowser } from '../helpers/site.ts';
import { edit } from '../helpers/fixture.ts';

const APP_ID = 'BH4D9OD16A';
const API_KEY = '0123456789abcdef0123456789abcdef';
// URLs carry host names in lower case.
const ALGOLIA_HOST = new RegExp(`^https://${APP_ID}-(dsn\\.algolia\\.net|[123]\\.algolianet\\.com)/`, 'i');
const QUERY_URL = new URL(`https://${APP_ID}-dsn.algolia.net/1/indexes/fixture/query`).href;
const host = (name: string) => `${APP_ID.toLowerCase()}-${name}`;

const site = useSiteInBrowser('versioned', (dir) =>
  edit(dir, 'site/ctfdocs.config.yaml', (s) =>
    s.replace(
      /^themeConfig:\n/m,
      `themeConfig:\n  search:\n    provider: algolia\n    appId: ${APP_ID}\n    apiKey: ${API_KEY}\n    indexName: fixture\n    reportUrl: https://example.com/issues?q={query}\n`,
    ),
  ),
);

const hierarchy = (...levels: string[]) => Object.fromEntries(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l, i) => [l, levels[i] ?? null]));

/** DocSearch records as Algolia's crawler would have them for the fixture's setup page. */
const SETUP_HITS = [
  {
    url: 'https://versioned.example.com/guide/setup',
    type: 'lvl1',
    content: null,
    hierarchy: hierarchy('Guide', 'Setup'),
    _highlightResult: { hierarchy: { lvl0: { value: 'Guide' }, lvl1: { value: '<mark>Setup</mark>' } } },
  },
  {
    url: 'https://versioned.example.com/guide/setup#steps',
    type: 'content',
    content: 'Setup steps for release 1.0.',
    hierarchy: hierarchy('Guide', 'Setup', 'Steps'),
    _highlightResult: { hierarchy: { lvl0: { value: 'Guide' }, lvl1: { value: '<mark>Setup</mark>' }, lvl2: { value: 'Steps' } } },
    _snippetResult: { content: { value: '<mark>Setup</mark> steps for release 1.0 &lt;b&gt;' } },
  },
];

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: { query: string; hitsPerPage: number; facetFilters?: unknown };
}

/**
 * Answer Algolia's query endpoint on every host: hits for "setup", none for
 * anything else. `fail` lists hosts that cannot be reached.
 */
async function standIn(page: Page, fail: RegExp = /$^/): Promise<Sent[]> {
  const sent: Sent[] = [];
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'x-algolia-application-id, x-algolia-api-key, content-type', 'access-control-allow-methods': 'POST' };
  await page.route(ALGOLIA_HOST, async (route: Route, request: Request) => {
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const body = request.postDataJSON() as Sent['body'];
    sent.push({ url: request.url(), method: request.method(), headers: await request.allHeaders(), body });
    if (fail.test(request.url())) return route.abort('connectionrefused');
    const hits = /setup/i.test(body.query) ? SETUP_HITS : [];
    return route.fulfill({ status: 200, headers: { ...cors, 'content-type': 'application/json' }, body: JSON.stringify({ hits, nbHits: hits.length ? 7 : 0, query: body.query }) });
  });
  return sent;
}

const open = (path: string, init?: (page: Page) => Promise<void>) => openPage(site, path, init);

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const input = (page: Page) => dialog(page).getByRole('combobox');

async function searchFor(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await input(page).fill(query);
}

describe('search with provider algolia', () => {
  it("asks nothing of Algolia, nor loads its code, until the modal is used; then queries the DSN host with the search key, the query and the page's facets", async () => {
    const requests: string[] = [];
    const page = await open('/guide/setup', async (p) => {
      p.on('request', (r) => requests.push(r.url()));
    });
    const sent = await standIn(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((u) => ALGOLIA_HOST.test(u) || /algolia|search-modal|search-worker|assets\/search\//.test(u))).toEqual([]);
    const violations: string[] = [];
    await page.exposeFunction('__violation', (d: string) => violations.push(d));
    await page.evaluate(() => document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { __violation(d: string): void }).__violation(e.blockedURI)));

    await searchFor(page, 'setup');
    const group = dialog(page).getByRole('group', { name: 'Guide › Setup' });
    await group.waitFor();
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request.url).toBe(QUERY_URL);
    expect(request.method).toBe('POST');
    expect(request.headers['x-algolia-application-id']).toBe(APP_ID);
    expect(request.headers['x-algolia-api-key']).toBe(API_KEY);
    expect(request.body).toMatchObject({
      query: 'setup',
      hitsPerPage: 12,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-guide-1.0']],
      attributesToSnippet: ['content:20'],
    });
    expect(violations).toEqual([]);
    expect(requests.filter((u) => ALGOLIA_HOST.test(u))).toEqual([QUERY_URL]);

    // The hits, drawn as the local index's are: paths on this site, the matched word marked, the snippet as text.
    const options = group.getByRole('option');
    expect(await options.evaluateAll((els) => els.map((a) => a.getAttribute('href')))).toEqual(['/guide/setup', '/guide/setup#steps']);
    expect(await options.nth(1).locator('.search-modal-hit-title').textContent()).toBe('Steps');
    expect(await options.nth(1).locator('.search-modal-hit-snippet').textContent()).toBe('Setup steps for release 1.0 <b>');
    expect(await options.nth(1).locator('mark').allTextContents()).toEqual(['Setup']);
    expect(await dialog(page).getByRole('link', { name: 'See all 7 results' }).getAttribute('href')).toMatch(/\/search\?q=setup$/);
    await page.close();
  });

  it("filters by the page's own locale and docs version", async () => {
    const page = await open('/ar/guide/next/setup');
    const sent = await standIn(page);
    await searchFor(page, 'setup');
    await dialog(page).getByRole('option').first().waitFor();
    expect(sent[0].body.facetFilters).toEqual(['language:ar', ['docusaurus_tag:default', 'docusaurus_tag:docs-guide-current']]);
    await page.close();
  });

  it('follows the page to another version on client navigation', async () => {
    const page = await open('/guide/setup');
    const sent = await standIn(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('button', { name: 'Documentation versions: 1.0' }).click();
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await page.getByText('Setup steps for the next release.').waitFor();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await searchFor(page, 'setup');
    await dialog(page).getByRole('option').first().waitFor();
    expect(sent[0].body.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-guide-current']]);
    await page.close();
  });

  it("follows the reader's preferred version outside the docs, and the page's own inside them", async () => {
    const page = await open('/about', async (p) => {
      await p.addInitScript(() => localStorage.setItem('docs-preferred-version-guide', 'current'));
    });
    const sent = await standIn(page);
    await searchFor(page, 'setup');
    await dialog(page).getByRole('option').first().waitFor();
    expect(sent[0].body.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-guide-current']]);
    await page.goto(`${site.server.url}/guide/intro`);
    await searchFor(page, 'setup');
    await dialog(page).getByRole('option').first().waitFor();
    expect(sent[1].body.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-guide-1.0']]);
    await page.close();
  });

  it('moves with the keys, opens a hit with Enter, and offers it again among the recent searches', async () => {
    const page = await open('/guide/intro');
    await standIn(page);
    await searchFor(page, 'setup');
    const options = dialog(page).getByRole('option');
    await options.nth(1).waitFor();
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await Promise.all([page.waitForURL('**/guide/setup#steps'), page.keyboard.press('Enter')]);
    await page.keyboard.press('Control+k');
    const recent = dialog(page).getByRole('group', { name: 'Recent' });
    await recent.waitFor();
    expect(await recent.getByRole('option').evaluateAll((els) => els.map((a) => [a.getAttribute('href'), a.textContent]))).toEqual([['/guide/setup#steps', 'Steps']]);
    await page.close();
  });

  it('says "No results for", offers the sections it has seen, and links the report page', async () => {
    const page = await open('/guide/intro');
    await standIn(page);
    await searchFor(page, 'setup');
    await dialog(page).getByRole('option').first().waitFor();
    await input(page).fill('zzzz');
    await dialog(page).getByText('No results for "zzzz"').waitFor();
    expect(await dialog(page).getByText('Try searching for').count()).toBe(1);
    await dialog(page).getByRole('button', { name: 'Guide' }).click();
    expect(await input(page).inputValue()).toBe('Guide');
    await input(page).fill('zzzz');
    expect(await dialog(page).getByRole('link', { name: 'Let us know.' }).getAttribute('href')).toBe('https://example.com/issues?q=zzzz');
    await page.close();
  });

  it('says "Unable to fetch results" when no host of Algolia answers, after trying each', async () => {
    const page = await open('/guide/intro');
    const sent = await standIn(page, /./);
    await searchFor(page, 'setup');
    const alert = dialog(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Unable to fetch resultsYou might want to check your network connection.');
    expect(sent.map((s) => new URL(s.url).host)).toEqual([host('dsn.algolia.net'), host('1.algolianet.com'), host('2.algolianet.com'), host('3.algolianet.com')]);
    await page.close();
  });

  it('falls back to the next host when the DSN host cannot be reached', async () => {
    const page = await open('/guide/intro');
    const sent = await standIn(page, /-dsn\.algolia\.net\//);
    await searchFor(page, 'setup');
    await dialog(page).getByRole('group', { name: 'Guide › Setup' }).waitFor();
    expect(sent.map((s) => new URL(s.url).host)).toEqual([host('dsn.algolia.net'), host('1.algolianet.com')]);
    await page.close();
  });

  it('lists every hit on the /search page, from its code loaded there, with the count', async () => {
    const requests: string[] = [];
    const page = await site.browser.newPage();
    page.on('request', (r) => requests.push(r.url()));
    const sent = await standIn(page);
    await page.goto(`${site.server.url}/search?q=setup`);
    await page.getByText('7 results for "setup"').waitFor();
    expect(sent[0].body).toMatchObject({ query: 'setup', hitsPerPage: 1000, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-guide-1.0']] });
    expect(await page.locator('.search-page-list a').evaluateAll((els) => els.map((a) => a.getAttribute('href')))).toEqual(['/guide/setup', '/guide/setup#steps']);
    expect(requests.some((u) => /search-worker|assets\/search\//.test(u))).toBe(false);
    await page.close();
  });
});
