// Client-side navigation's texts, by translation id with their English
// defaults: part of THEME_TEXTS (theme-texts.ts) that the main bundle
// carries (the loading spinner, and the error when a page cannot be fetched).

export const NAVIGATION_TEXTS = {
  'ctfdocs.PageLoader.label': 'Loading page…',
  'ctfdocs.PageLoadError.title': 'This page could not be loaded.',
  'ctfdocs.PageLoadError.help': 'Check your network connection and try again.',
  'ctfdocs.PageLoadError.retry': 'Retry',
} as const satisfies Record<string, string>;
