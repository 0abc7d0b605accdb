// The search providers a site may name (themeConfig.search.provider): the
// config's schema accepts these, the build bundles the client's source of
// the one a site names (theme's client/search-sources/) and plans the rest of
// it (theme's search-providers/).

export const SEARCH_PROVIDERS = ['local', 'algolia'] as const;

export type SearchProvider = (typeof SEARCH_PROVIDERS)[number];
