// Run an API reference's `checkPaths` over the site's markdown: picks the
// pages it covers and the prefix, and reports configuration mistakes at their
// line in the config file.
import type { ApiDocument, ContentGraph, Diagnostic } from '../types.ts';
import type { ApiReferenceConfig } from '../config/api-reference.schema.ts';
import { checkApiPaths, serverPrefix, type PathCheckSource } from '../api/path-check.ts';
import { formatKeyPath } from '../util/yaml-source.ts';

export interface ApiPathsOptions {
  configFile: string;
  locateConfig(path: Array<string | number>): { line: number; column: number } | undefined;
}

export function checkReferencePaths(ref: ApiReferenceConfig, index: number, api: ApiDocument, graph: ContentGraph, opts: ApiPathsOptions): Diagnostic[] {
  const check = ref.checkPaths;
  if (!check) return [];
  const keyPath = ['apiReferences', index, 'checkPaths'];
  const configError = (key: string, message: string, hint: string): Diagnostic => {
    const at = opts.locateConfig([...keyPath, key]) ?? opts.locateConfig(keyPath);
    const p = formatKeyPath([...keyPath, key]);
    return { severity: 'error', code: 'config/reference', message: `${p}: ${message}`, file: opts.configFile, line: at?.line, column: at?.column, configPath: p, hint };
  };
  const prefix = check.prefix ?? serverPrefix(api);
  if (!prefix) {
    return [configError('prefix', `${ref.spec} has no server URL with a path to take the prefix from`, 'Set prefix to what pages write before the spec\'s paths, such as /api/v1.')];
  }
  const known = new Set(graph.instances.map((i) => i.config.id));
  const unknown = (check.instances ?? []).filter((id) => !known.has(id));
  if (unknown.length) {
    return [configError('instances', `no docs instance ${unknown.map((id) => `"${id}"`).join(', ')}`, `Use instance ids from docs[]: ${[...known].join(', ')}.`)];
  }
  const wanted = check.instances && new Set(check.instances);
  const sources: PathCheckSource[] = [];
  for (const inst of graph.instances) {
    if (wanted && !wanted.has(inst.config.id)) continue;
    for (const d of inst.docs) if (!d.draft) sources.push({ file: d.source, body: d.body, bodyLine: d.bodyLine });
  }
  if (!wanted) for (const p of graph.pages) if (p.kind === 'md') sources.push({ file: p.source, body: p.body, bodyLine: p.bodyLine });
  return checkApiPaths(api, check, sources, { spec: ref.spec, configPath: formatKeyPath(keyPath), prefix });
}
