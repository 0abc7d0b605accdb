// A site's data as the search tests need it: its locale, its docs instances
// with their versions, and its themeConfig.search. Used by tests only.
import { parseConfig, THEME_TEXTS, type SiteData, type SiteVersion } from '@ctfdocs/core';

export const testVersion = (name: string, isLast: boolean): SiteVersion => ({ name, label: name, isLast, path: `/${name}`, banner: 'none', mainDocId: 'intro', sidebars: {}, docs: {} });

/** A site in `locale` with a docs instance per entry of `instances` (its versions), searched as `search` says (none when null). */
export function testSite(locale: string, instances: Record<string, SiteVersion[]>, search: object | null = {}): SiteData {
  const { config } = parseConfig(JSON.stringify({ title: 'T', url: 'https://example.com', ...(search ? { themeConfig: { search } } : {}) }), 'ctfdocs.config.yaml');
  return {
    config: config!,
    instances: Object.entries(instances).map(([id, versions]) => ({ id, routeBasePath: `/${id}`, sidebars: {}, docRoutes: {}, versions })),
    locale: { current: locale, siteBaseUrl: '/' },
    blogs: [],
    dev: false,
    texts: THEME_TEXTS,
  };
}
