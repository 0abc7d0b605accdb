import { describe, expect, it } from 'vitest';
import { parseConfig } from './load.ts';
import { checkSearchConfig } from './check-search.ts';

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

  it('takes an empty key for a placeholder rather than a missing one', () => {
    const { config, diagnostics } = parseConfig(site("    provider: algolia\n    appId: ''\n    apiKey: KEY\n    indexName: docs\n"), 'c.yaml');
    expect(diagnostics).toEqual([]);
    expect(config?.themeConfig.search?.appId).toBe('');
  });
});

describe('Algolia keys left as placeholders', () => {
  const warnings = (lines: string) => {
    const loaded = parseConfig(site(`    provider: algolia\n${lines}`), 'site/ctfdocs.config.yaml');
    expect(loaded.diagnostics).toEqual([]);
    return checkSearchConfig(loaded.config!, { configFile: loaded.file, locate: loaded.locate });
  };

  it('says nothing of real keys, nor of the local provider', () => {
    expect(warnings('    appId: BH4D9OD16A\n    apiKey: 0f1a2b3c4d5e6f708192a3b4c5d6e7f8\n    indexName: ctfd-docs\n')).toEqual([]);
    const local = parseConfig(site('    provider: local\n    appId: YOUR_APP_ID\n'), 'c.yaml');
    expect(checkSearchConfig(local.config!, { configFile: local.file, locate: local.locate })).toEqual([]);
  });

  it('warns of each placeholder at its line, with its key path and a hint', () => {
    const found = warnings("    appId: YOUR_APP_ID\n    apiKey: '<SEARCH_API_KEY>'\n    indexName: xxx\n");
    expect(found.map((d) => [d.severity, d.code, d.configPath, d.line])).toEqual([
      ['warning', 'config/search-placeholder', 'themeConfig.search.appId', 6],
      ['warning', 'config/search-placeholder', 'themeConfig.search.apiKey', 7],
      ['warning', 'config/search-placeholder', 'themeConfig.search.indexName', 8],
    ]);
    expect(found[0].message).toContain('"YOUR_APP_ID" is a placeholder, not your Algolia application ID');
    expect(found[0].file).toBe('site/ctfdocs.config.yaml');
    expect(found[1].hint).toContain('search-only API key');
    expect(found[1].hint).toContain('provider: local');
  });

  it('warns of empty keys, keys that name themselves, and an application ID no host can carry', () => {
    const found = warnings("    appId: 'my app'\n    apiKey: ''\n    indexName: INDEX_NAME\n");
    expect(found.map((d) => d.message)).toEqual([
      'themeConfig.search.appId: "my app" is not an Algolia application ID, which has only letters and digits; search cannot query Algolia and shows "Unable to fetch results"',
      'themeConfig.search.apiKey: is empty; search cannot query Algolia and shows "Unable to fetch results"',
      'themeConfig.search.indexName: "INDEX_NAME" is a placeholder, not your index name; search cannot query Algolia and shows "Unable to fetch results"',
    ]);
    expect(warnings('    appId: ALGOLIA_APP_ID\n    apiKey: k\n    indexName: d\n').map((d) => d.configPath)).toEqual(['themeConfig.search.appId']);
  });
});
