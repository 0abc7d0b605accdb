// Algolia DocSearch: the index Algolia's crawler keeps of the site, queried
// from the browser with the public search-only key. The build writes no
// index; pages carry the facets Docusaurus's search bar filters by.
import { ALGOLIA_APP_ID, algoliaHosts, type AlgoliaContext } from '../shared/algolia.ts';
import type { SearchProviderPlan } from './types.ts';

export const algoliaPlan: SearchProviderPlan = {
  localIndex: false,
  // An ID that is no host name (a placeholder, warned of at its config line) opens nothing.
  connectSources: ({ appId }) => (appId && ALGOLIA_APP_ID.test(appId) ? algoliaHosts(appId) : []),
  // Docusaurus's contextual search: the locale's records, and of the docs
  // those of the page's own version and of every other instance's latest
  // (the browser puts in the reader's preferred versions). Without it, every
  // record is searched.
  pageContext(site, doc) {
    if (!site.config.themeConfig.search?.contextualSearch) return undefined;
    const versions: Record<string, string> = {};
    for (const instance of site.instances) {
      const own = doc?.instanceId === instance.id ? doc.version : undefined;
      const latest = (instance.versions.find((v) => v.isLast) ?? instance.versions[0])?.name;
      const version = own ?? latest;
      if (version) versions[instance.id] = version;
    }
    const context: AlgoliaContext = { language: site.locale.current, versions, ...(doc ? { active: doc.instanceId } : {}) };
    return JSON.stringify(context);
  },
  navOptions: ({ appId, apiKey, indexName }) => ({ algolia: { appId: appId ?? '', apiKey: apiKey ?? '', indexName: indexName ?? '' } }),
};
