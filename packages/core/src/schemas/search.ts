// `themeConfig.search`: the search box, modal and results page, and who
// answers them: the site's own index (`local`) or Algolia DocSearch.
import { z } from 'zod';
import { safeRoute } from '../routes/safe.ts';
import { SEARCH_PROVIDERS } from '../shared/search-providers.ts';

export const searchSchema = z
  .strictObject({
    /** `local` (an index built with the site, searched in the browser) or `algolia`. Default `local`. */
    provider: z.enum(SEARCH_PROVIDERS).default('local'),
    /** Algolia's application ID; required with `algolia`. Unset by default. */
    appId: z.string().optional(),
    /** Algolia's public search-only key; required with `algolia`. Unset by default. */
    apiKey: z.string().optional(),
    /** Algolia's index; required with `algolia`. Unset by default. */
    indexName: z.string().optional(),
    /** Search only the current locale and docs version. Default true. */
    contextualSearch: z.boolean().default(true),
    /** The route of the results page, without the leading "/". Default `search`. */
    searchPagePath: safeRoute().default('search'),
    /** The "Let us know." link when a query finds nothing; `{query}` in it is the query. Unset by default: no link. */
    reportUrl: z.string().optional(),
  })
  // Algolia DocSearch cannot be queried without all three. A value left
  // empty or as a placeholder is a warning instead (check-search.ts):
  // imported configs carry them so, until the writer fills them in.
  .superRefine((search, ctx) => {
    if (search.provider !== 'algolia') return;
    for (const key of ['appId', 'apiKey', 'indexName'] as const) {
      if (search[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: `is required when provider is "algolia": add ${key} from your Algolia DocSearch application, or set provider: local` });
    }
  });

export type SearchConfig = z.output<typeof searchSchema>;
