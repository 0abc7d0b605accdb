// What the build does for a search provider, besides bundling its client
// source (client/search-sources/): see index.ts.
import type { SearchConfig, SiteData } from '@ctfdocs/core';
import type { NavConfig } from '../shared/nav-config.ts';

/** A docs page's instance and version. */
export interface DocContext {
  instanceId: string;
  version: string;
}

export interface SearchProviderPlan {
  /** Whether the build writes the local search index (which pages then name) and the worker that searches it. */
  localIndex: boolean;
  /** The origins the provider's source fetches from: the policy's connect-src allows them. */
  connectSources(search: SearchConfig): string[];
  /** What `<html data-search-context>` says on a page: which part of the index it searches, if any. */
  pageContext(site: SiteData, doc?: DocContext): string | undefined;
  /** What the source reads from `<html data-nav>` besides the search page and report link. */
  navOptions(search: SearchConfig): Omit<NonNullable<NavConfig['search']>, 'page' | 'reportUrl'>;
}
