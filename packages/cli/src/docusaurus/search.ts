// Search as a Docusaurus site has it: Algolia DocSearch (themeConfig.algolia,
// read by the classic preset's search theme) or a theme or plugin that
// indexes the site for a search box in the browser, which ctfdocs's own
// local search replaces. Docusaurus shows the search bar at the right of the
// navbar whenever a search theme is installed and no `type: search` item
// places it (theme-classic's Navbar/Content: `!searchBarItem && <SearchBar />`);
// ctfdocs shows it where an item says, so the import adds that item.
import type { Plain } from './keys.ts';

/** Packages whose search index is built with the site and searched in the browser, as ctfdocs's local search is. */
const LOCAL_SEARCH_PACKAGES = ['@easyops-cn/docusaurus-search-local', 'docusaurus-lunr-search', '@cmfcmf/docusaurus-search-local'];

/** Docusaurus's own Algolia theme: the classic preset adds it, and its options are themeConfig.algolia. */
const ALGOLIA_THEME = '@docusaurus/theme-search-algolia';

/**
 * The package a theme or plugin name stands for, when it is a search one.
 * Configs often name it by `require.resolve(…)`, an absolute path into node_modules.
 */
function searchPackage(name: string, packages: readonly string[]): string | undefined {
  const posix = name.split('\\').join('/');
  return packages.find((p) => posix === p || posix.includes(`/node_modules/${p}/`));
}

export function localSearchPackage(name: string): string | undefined {
  return searchPackage(name, LOCAL_SEARCH_PACKAGES);
}

export function isAlgoliaTheme(name: string): boolean {
  return searchPackage(name, [ALGOLIA_THEME]) !== undefined;
}

/** The navbar items with a search item at the right when none places the search box. */
export function withSearchItem(items: Plain[] | undefined): Plain[] {
  const list = items ?? [];
  return list.some((i) => i.type === 'search') ? list : [...list, { type: 'search', position: 'right' }];
}
