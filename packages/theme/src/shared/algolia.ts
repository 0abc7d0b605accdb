// Algolia DocSearch as the build and the browser both see it: the hosts the
// search code queries (which the Content-Security-Policy allows, and nothing
// else of Algolia's), and the search context a page carries.

/**
 * The hosts Algolia's own clients read from, in the order they are tried:
 * the DSN host (the replica nearest the reader), then three fallbacks.
 */
export function algoliaHosts(appId: string): string[] {
  return [`${appId}-dsn.algolia.net`, `${appId}-1.algolianet.com`, `${appId}-2.algolianet.com`, `${appId}-3.algolianet.com`].map((host) => `https://${host}`);
}

/** An application ID as Algolia issues them; only such an ID is put into host names. */
export const ALGOLIA_APP_ID = /^[A-Za-z0-9]+$/;

/**
 * What `<html data-search-context>` holds with Algolia and contextual search,
 * as JSON: what Docusaurus's search bar filters hits by on the page.
 */
export interface AlgoliaContext {
  /** The page's locale, DocSearch records' `language`. */
  language: string;
  /** Each docs instance's version to search: the page's own for its instance, the latest for the others. */
  versions: Record<string, string>;
  /** The docs instance the page belongs to: its version stays, the others follow the reader's preferred version. */
  active?: string;
}
