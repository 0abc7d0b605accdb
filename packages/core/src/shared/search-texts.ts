// The search modal's and the /search page's texts, by translation id with
// their English defaults: part of THEME_TEXTS (theme-texts.ts) that the
// search chunks bundle. A module of its own so that no other chunk carries
// them (esbuild splits chunks by module).

export const SEARCH_TEXTS = {
  'theme.SearchBar.label': 'Search',
  'theme.SearchBar.seeAll': 'See all {count} results',
  'theme.SearchModal.placeholder': 'Search docs',
  'theme.SearchModal.searchBox.searchInputLabel': 'Search the documentation',
  'theme.SearchModal.searchBox.cancelButtonText': 'Cancel',
  'ctfdocs.SearchModal.resultsLabel': 'Search results',
  'theme.SearchModal.startScreen.recentSearchesTitle': 'Recent',
  'theme.SearchModal.startScreen.noRecentSearchesText': 'No recent searches',
  'theme.SearchModal.errorScreen.titleText': 'Unable to fetch results',
  'theme.SearchModal.errorScreen.helpText': 'You might want to check your network connection.',
  'theme.SearchModal.noResultsScreen.noResultsText': 'No results for',
  'theme.SearchModal.noResultsScreen.suggestedQueryText': 'Try searching for',
  'theme.SearchModal.noResultsScreen.reportMissingResultsText': 'Believe this query should return results?',
  'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText': 'Let us know.',
  'ctfdocs.SearchPage.resultCount': '{count} result for "{query}"|{count} results for "{query}"',
} as const satisfies Record<string, string>;
