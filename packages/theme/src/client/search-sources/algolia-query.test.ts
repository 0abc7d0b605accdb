import { describe, expect, it } from 'vitest';
import { algoliaQuery, facetFilters } from './algolia-query.ts';

describe('facetFilters', () => {
  const context = { language: 'fr', versions: { guide: '1.0', api: 'current', community: '3.0' }, active: 'guide' };

  it("filters by the page's language and, as one alternative, the default tag and one version per docs instance", () => {
    expect(facetFilters(context, new Map())).toEqual([
      'language:fr',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-guide-1.0', 'docusaurus_tag:docs-api-current', 'docusaurus_tag:docs-community-3.0'],
    ]);
  });

  it("takes the reader's preferred version for the other instances, never for the page's own", () => {
    const preferred = new Map([
      ['guide', '2.0'],
      ['community', '2.0'],
    ]);
    expect(facetFilters(context, preferred)[1]).toEqual(['docusaurus_tag:default', 'docusaurus_tag:docs-guide-1.0', 'docusaurus_tag:docs-api-current', 'docusaurus_tag:docs-community-2.0']);
    // A page outside the docs follows the preferred version of every instance.
    const { active: _, ...outside } = context;
    expect(facetFilters(outside, preferred)[1]).toContain('docusaurus_tag:docs-guide-2.0');
  });
});

describe('algoliaQuery', () => {
  it("asks for DocSearch's record attributes, marked highlights and a body snippet", () => {
    const q = algoliaQuery('notifications', 12);
    expect(q).toEqual({
      query: 'notifications',
      hitsPerPage: 12,
      attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
      attributesToHighlight: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6'],
      attributesToSnippet: ['content:20'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      snippetEllipsisText: '…',
    });
    expect(q).not.toHaveProperty('facetFilters');
  });

  it('carries the facet filters it is given, and asks no more hits than Algolia gives', () => {
    expect(algoliaQuery('x', 5000, ['language:en']).facetFilters).toEqual(['language:en']);
    expect(algoliaQuery('x', 5000).hitsPerPage).toBe(1000);
  });
});
