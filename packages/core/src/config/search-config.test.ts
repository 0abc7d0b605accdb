import { describe, expect, it } from 'vitest';
import { parseConfig } from './load.ts';

const site = (search: string) => `title: Site\nurl: https://example.com\nthemeConfig:\n  search:\n${search}`;

describe('themeConfig.search', () => {
  it('defaults to the local provider with contextual search on and the page at /search', () => {
    const { config, diagnostics } = parseConfig(site('    reportUrl: https://example.com/report\n'), 'c.yaml');
    expect(diagnostics).toEqual([]);
    expect(config?.themeConfig.search).toEqual({ provider: 'local', contextualSearch: true, searchPagePath: 'search', reportUrl: 'https://example.com/report' });
  });

  it('accepts algolia with an application id, a search key and an index name', () => {
    const { config, diagnostics } = parseConfig(site('    provider: algolia\n    appId: APP\n    apiKey: KEY\n    indexName: docs\n    contextualSearch: false\n'), 'c.yaml');
    expect(diagnostics).toEqual([]);
    expect(config?.themeConfig.search).toMatchObject({ provider: 'algolia', appId: 'APP', apiKey: 'KEY', indexName: 'docs', contextualSearch: false });
  });

  it('names each key algolia is missing, with its line', () => {
    const { config, diagnostics } = parseConfig(site('    provider: algolia\n    appId: APP\n'), 'site/ctfdocs.config.yaml');
    expect(config).toBeUndefined();
    expect(diagnostics.map((d) => d.configPath)).toEqual(['themeConfig.search.apiKey', 'themeConfig.search.indexName']);
    expect(diagnostics[0].message).toContain('is required when provider is "algolia"');
    expect(diagnostics[0].file).toBe('site/ctfdocs.config.yaml');
    expect(diagnostics[0].line).toBeGreaterThanOrEqual(4);
  });

  it('rejects an unknown provider', () => {
    const { diagnostics } = parseConfig(site('    provider: lunr\n'), 'c.yaml');
    expect(diagnostics[0].configPath).toBe('themeConfig.search.provider');
  });
});
