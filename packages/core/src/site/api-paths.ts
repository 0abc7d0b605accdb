// Run an API reference's `checkPaths` over the site's markdown: picks the
// pages it covers and the prefix, and reports configuration mistakes at their
// line in the config file.
import type { ApiDocument, ContentGraph, Diagnostic } from '../types.ts';
import type { ApiReferenceConfig } from '../schemas/api-reference.ts';
import { checkApiPaths, serverPrefix } from '../api/path-check.ts';
import { formatKeyPath } from '../util/yaml-source.ts';
import { configKeyError, type ConfigLocation } from './config-diagnostic.ts';
import { markdownSources } from './markdown-sources.ts';

export type ApiPathsOptions = ConfigLocation;

export function checkReferencePaths(ref: ApiReferenceConfig, index: number, api: ApiDocument, graph: ContentGraph, opts: ApiPathsOptions): Diagnostic[] {
  const check = ref.checkPaths;
  if (!check) return [];
  const keyPath = ['apiReferences', index, 'checkPaths'];
  const configError = (key: string, message: string, hint: string): Diagnostic => configKeyError(opts, keyPath, key, message, hint);
  const prefix = check.prefix ?? serverPrefix(api);
  if (!prefix) {
    return [configError('prefix', `${ref.spec} has no server URL with a path to take the prefix from`, "Set prefix to what pages write before the spec's paths, such as /api/v1.")];
  }
  const known = new Set(graph.instances.map((i) => i.config.id));
  const unknown = (check.instances ?? []).filter((id) => !known.has(id));
  if (unknown.length) {
    return [configError('instances', `no docs instance ${unknown.map((id) => `"${id}"`).join(', ')}`, `Use instance ids from docs[]: ${[...known].join(', ')}.`)];
  }
  const wanted = check.instances && new Set(check.instances);
  const sources = markdownSources(graph, wanted && ((d) => wanted.has(d.instanceId)));
  return checkApiPaths(api, check, sources, { spec: ref.spec, configPath: formatKeyPath(keyPath), prefix });
}
