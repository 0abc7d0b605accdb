// The search index's files, behind one entry: the records of every locale's
// pages (one index per locale and docs version, see the theme's
// search/context.ts), the manifest's URL every page names (one name, known
// before any record is made), and the files, built beside the rendering (on
// another thread for a large site) and written with the site files. serve
// leaves them to after the reload. A site searched elsewhere (provider
// algolia) has none.
import type { CodeBundle, SiteConfig, SiteModel } from '@ctfdocs/core';
import { searchContextOf, searchProviderPlan } from '@ctfdocs/theme';
import { buildSearchIndex, SEARCH_MANIFEST, type SearchRecord } from './search-index.ts';
import { siteSearchRecords } from './search-records.ts';
import { buildSearchIndexFiles } from './search-index-thread.ts';

export interface SearchFiles {
  /** The manifest's URL, which every page names; none when the site has no local search. */
  url?: string;
  /** The records indexed, for the outputs' agreement check; none when the index is deferred. */
  records?: SearchRecord[];
  /** The index's files (path → contents), being built. */
  files?: Promise<Map<string, string>>;
  /** serve: builds the files when called (after the pages are sent). */
  deferred?: () => Map<string, string>;
}

export interface SearchFilesInput {
  config: SiteConfig;
  /** The default locale's model first. */
  models: readonly SiteModel[];
  dev: boolean;
  /** serve: leave the files to `deferred` (the manifest's name does not depend on them). */
  defer: boolean;
  /** Its folder holds the thread's entry. */
  bundle?: CodeBundle;
}

export function startSearchFiles({ config, models, dev, defer, bundle }: SearchFilesInput): SearchFiles {
  const search = config.themeConfig.search;
  if (!search || !searchProviderPlan(search.provider).localIndex) return {};
  const url = config.baseUrl + SEARCH_MANIFEST;
  const records = () => models.flatMap(siteSearchRecords);
  const defaultKey = searchContextOf(models[0]!.site)!;
  if (defer && dev) return { url, deferred: () => buildSearchIndex(records(), config.baseUrl, dev, defaultKey).files };
  const job = { records: records(), baseUrl: config.baseUrl, dev, defaultKey };
  const files = buildSearchIndexFiles(job, { bundle });
  // Awaited with the site files; a failure must not count as unhandled before then.
  files.catch(() => undefined);
  return { url, records: job.records, files };
}
