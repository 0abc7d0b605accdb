// The texts the client script shows (search, page loading), by translation
// id with their English defaults: the part of THEME_TEXTS (theme-texts.ts)
// the browser bundles, kept apart so the client carries none of the others.
// The shell writes the ones a locale changes into `<html data-texts>`.

export const CLIENT_TEXTS = {
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
  'ctfdocs.PageLoader.label': 'Loading page…',
  'ctfdocs.PageLoadError.title': 'This page could not be loaded.',
  'ctfdocs.PageLoadError.help': 'Check your network connection and try again.',
  'ctfdocs.PageLoadError.retry': 'Retry',
} as const satisfies Record<string, string>;

export type ClientTextId = keyof typeof CLIENT_TEXTS;

/** `{name}` in `message` replaced by `values.name`; names without a value stay as written. */
export function formatText(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

// Unicode's plural categories, in the order Docusaurus lists a message's forms.
const PLURAL_CATEGORIES: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The form of `message` ("One doc|{count} docs") for `count` in `locale`, as
 * Docusaurus picks it: the forms are the locale's plural categories in
 * Unicode's order (English: one, other; Arabic: zero, one, two, few, many,
 * other); a message with fewer forms uses its last for the categories after.
 */
export function pluralForm(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return message;
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const categories = PLURAL_CATEGORIES.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  return forms[Math.min(categories.indexOf(rules.select(count)), forms.length - 1)];
}
