// The index built with the site (renderer/src/search-files.ts), searched in a
// worker of the site's own: nothing outside the site is asked.
import { searchContextOf } from '../search/context.ts';
import type { SearchProviderPlan } from './types.ts';

export const localPlan: SearchProviderPlan = {
  localIndex: true,
  connectSources: () => [],
  pageContext: (site, doc) => searchContextOf(site, doc?.version),
  navOptions: () => ({}),
};
