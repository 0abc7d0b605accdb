// Algolia DocSearch's keys as a site ships them: a placeholder left in the
// config (an imported site's, a copied example's) builds a search box that can
// only say "Unable to fetch results", so each one is a warning at its line.
import { isPlaceholder } from '../secrets/placeholders.ts';
import type { Diagnostic } from '../types.ts';
import { formatKeyPath } from '../util/yaml-source.ts';
import type { SiteConfig } from './schema.ts';

type AlgoliaKey = 'appId' | 'apiKey' | 'indexName';

/** What each key is, in the words of Algolia's dashboard. */
const WHAT: Record<AlgoliaKey, string> = {
  appId: 'your Algolia application ID',
  apiKey: 'your search-only API key',
  indexName: 'your index name',
};

/** Values that name the key instead of giving it, compared without case or punctuation. */
const NAMES_THE_KEY = new Set(['appid', 'applicationid', 'apikey', 'searchapikey', 'searchkey', 'indexname', 'todo', 'tbd', 'changeme', 'none', 'null', 'undefined']);

/** Why `value` is no real value of `key`, or undefined when it may be one. */
function placeholderReason(key: AlgoliaKey, value: string): string | undefined {
  if (!value.trim()) return 'is empty';
  const bare = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (isPlaceholder(value) || /^x+$/i.test(value) || NAMES_THE_KEY.has(bare) || NAMES_THE_KEY.has(bare.replace(/^algolia/, ''))) return `"${value}" is a placeholder, not ${WHAT[key]}`;
  // The ID names the hosts the browser asks (and the policy allows): letters and digits only.
  if (key === 'appId' && !/^[A-Za-z0-9]+$/.test(value)) return `"${value}" is not an Algolia application ID, which has only letters and digits`;
  return undefined;
}

export interface SearchCheckOptions {
  configFile: string;
  locate(path: Array<string | number>): { line: number; column: number } | undefined;
}

export function checkSearchConfig(config: SiteConfig, opts: SearchCheckOptions): Diagnostic[] {
  const search = config.themeConfig.search;
  if (search?.provider !== 'algolia') return [];
  const diagnostics: Diagnostic[] = [];
  for (const key of ['appId', 'apiKey', 'indexName'] as const) {
    const reason = placeholderReason(key, search[key] ?? '');
    if (!reason) continue;
    const keyPath = ['themeConfig', 'search', key];
    const at = opts.locate(keyPath);
    const p = formatKeyPath(keyPath);
    diagnostics.push({
      severity: 'warning',
      code: 'config/search-placeholder',
      message: `${p}: ${reason}; search cannot query Algolia and shows "Unable to fetch results"`,
      file: opts.configFile,
      line: at?.line,
      column: at?.column,
      configPath: p,
      hint: `Put in ${WHAT[key]} from the Algolia dashboard (API Keys) or your DocSearch welcome email, or set themeConfig.search.provider: local to search an index built with the site.`,
    });
  }
  return diagnostics;
}
