// Contextual search: which local search index a page queries, and which
// indexes a page's records go into. Both sides are decided here so that the
// build (records) and the shell (<html data-search-context>) always agree.
//
// An index is keyed `<locale>-<version>`. Docs go into the index of their own
// version. Pages outside the docs (home, markdown pages, API references)
// belong to no version: they are copied into every version's index of their
// locale, so each page queries exactly one index. With
// `themeConfig.search.contextualSearch: false` every record of every locale
// and version goes into the one index `all`.
import type { SiteData } from '@ctfdocs/core';

/** The key of the single index of a site whose search is not contextual. */
export const ALL_CONTEXTS = 'all';

/** The version a page outside the docs belongs to: the first docs instance's latest release. */
function defaultVersion(site: SiteData): string {
  const versions = site.instances[0]?.versions ?? [];
  return (versions.find((v) => v.isLast) ?? versions[0])?.name ?? 'current';
}

/**
 * The index a page queries: its locale and docs version (the default version
 * for a page outside the docs), or undefined when the site has no search.
 */
export function searchContextOf(site: SiteData, version?: string): string | undefined {
  const search = site.config.themeConfig.search;
  if (!search) return undefined;
  if (!search.contextualSearch) return ALL_CONTEXTS;
  return `${site.locale.current}-${version ?? defaultVersion(site)}`;
}

/**
 * The indexes a page's records go into. A doc of an instance's latest version
 * also goes into the indexes of version names that instance lacks (another
 * instance's versions), as that is the version a reader there would see.
 */
export function recordContextsOf(site: SiteData, doc?: { instanceId: string; version: string }): string[] {
  if (site.config.themeConfig.search?.contextualSearch === false) return [ALL_CONTEXTS];
  const key = (version: string) => `${site.locale.current}-${version}`;
  const names = [...new Set(site.instances.flatMap((i) => i.versions.map((v) => v.name)))];
  if (!doc) return names.length ? names.map(key) : [key(defaultVersion(site))];
  const own = site.instances.find((i) => i.id === doc.instanceId)?.versions ?? [];
  const latest = own.find((v) => v.name === doc.version)?.isLast;
  return [doc.version, ...(latest ? names.filter((n) => !own.some((v) => v.name === n)) : [])].map(key);
}
