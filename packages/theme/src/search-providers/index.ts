// What the build does for each search provider: whether it writes the local
// index, what the policy lets the browser connect to, and what pages tell the
// browser's search source. A new provider is a file here, a line below, and
// its source in client/search-sources/.
import type { SearchProvider } from '@ctfdocs/core';
import { algoliaPlan } from './algolia.ts';
import { localPlan } from './local.ts';
import type { SearchProviderPlan } from './types.ts';

export type { DocContext, SearchProviderPlan } from './types.ts';

const PLANS: Record<SearchProvider, SearchProviderPlan> = {
  local: localPlan,
  algolia: algoliaPlan,
};

export function searchProviderPlan(provider: SearchProvider): SearchProviderPlan {
  return PLANS[provider];
}
