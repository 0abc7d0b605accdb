import { describe, expect, it } from 'vitest';
import type { SiteData } from '@ctfdocs/core';
import { searchProviderPlan } from './index.ts';
import { testSite as site, testVersion as version } from './testing.ts';

const ALGOLIA = { provider: 'algolia', appId: 'APP123', apiKey: 'k', indexName: 'docs' };

const planOf = (s: SiteData) => searchProviderPlan(s.config.themeConfig.search!.provider);

describe('the algolia plan', () => {
  // Versions as Docusaurus lists them: the unreleased one first, the latest release marked.
  const guide = [version('current', false), version('2.0', true), version('1.0', false)];
  const api = [version('current', true)];

  it("gives a doc its own instance's version and every other instance its latest, in the page's locale", () => {
    const fr = site('fr', { guide, api }, ALGOLIA);
    expect(JSON.parse(planOf(fr).pageContext(fr, { instanceId: 'guide', version: '1.0' })!)).toEqual({ language: 'fr', versions: { guide: '1.0', api: 'current' }, active: 'guide' });
    expect(JSON.parse(planOf(fr).pageContext(fr)!)).toEqual({ language: 'fr', versions: { guide: '2.0', api: 'current' } });
  });

  it('gives no context without contextual search, so nothing is filtered', () => {
    const all = site('en', { guide }, { ...ALGOLIA, contextualSearch: false });
    expect(planOf(all).pageContext(all, { instanceId: 'guide', version: '2.0' })).toBeUndefined();
  });

  it("builds no local index, lets pages connect to the application's hosts, and hands the source its keys", () => {
    const plan = planOf(site('en', { guide }, ALGOLIA));
    expect(plan.localIndex).toBe(false);
    expect(plan.connectSources({ ...ALGOLIA, provider: 'algolia', contextualSearch: true, searchPagePath: 'search' })).toEqual([
      'https://APP123-dsn.algolia.net',
      'https://APP123-1.algolianet.com',
      'https://APP123-2.algolianet.com',
      'https://APP123-3.algolianet.com',
    ]);
    expect(plan.navOptions({ ...ALGOLIA, provider: 'algolia', contextualSearch: true, searchPagePath: 'search' })).toEqual({ algolia: { appId: 'APP123', apiKey: 'k', indexName: 'docs' } });
  });

  it('puts an application ID that is no host name (a placeholder) into no policy', () => {
    const plan = planOf(site('en', { guide }, ALGOLIA));
    for (const appId of ['<APP_ID>', 'YOUR_APP_ID', 'x; script-src *', ''])
      expect(plan.connectSources({ ...ALGOLIA, appId, provider: 'algolia', contextualSearch: true, searchPagePath: 'search' }), appId).toEqual([]);
  });
});

describe('the local plan', () => {
  it('builds the index, connects nowhere else, and keys pages by locale and version', () => {
    const en = site('en', { guide: [version('1.0', true)] }, {});
    const plan = planOf(en);
    expect(plan.localIndex).toBe(true);
    expect(plan.connectSources(en.config.themeConfig.search!)).toEqual([]);
    expect(plan.pageContext(en, { instanceId: 'guide', version: '1.0' })).toBe('en-1.0');
    expect(plan.navOptions(en.config.themeConfig.search!)).toEqual({});
  });
});
