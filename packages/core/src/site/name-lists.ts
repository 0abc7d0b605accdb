// Run the site's `checkNames[]` over its markdown: reads each list file,
// picks the pages each check covers, and reports configuration mistakes at
// their line in the config file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentGraph, Diagnostic, DocFile } from '../types.ts';
import type { SiteConfig } from '../config/schema.ts';
import { checkNames, parseNameList } from '../names/check.ts';
import { formatKeyPath } from '../util/yaml-source.ts';
import { configKeyError, type ConfigLocation } from './config-diagnostic.ts';
import { markdownSources } from './markdown-sources.ts';

export interface NameListsOptions extends ConfigLocation {
  rootDir: string;
}

export async function checkNameLists(config: Pick<SiteConfig, 'checkNames'>, graph: ContentGraph, opts: NameListsOptions): Promise<Diagnostic[]> {
  const found = await Promise.all(
    config.checkNames.map(async (check, index): Promise<Diagnostic[]> => {
      const keyPath = ['checkNames', index];
      const configError = (key: string, message: string, hint: string) => [configKeyError(opts, keyPath, key, message, hint)];
      let text: string;
      try {
        text = await readFile(path.resolve(opts.rootDir, check.names), 'utf8');
      } catch (e) {
        return configError(
          'names',
          `cannot read ${check.names} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
          'Correct the path (it is relative to the config file), or write the list there: one name a line, # for comments.',
        );
      }
      const known = new Set(parseNameList(text));
      if (!known.size) return configError('names', `${check.names} lists no names`, 'Write the known names into it, one a line.');
      const instances = new Set(graph.instances.map((i) => i.config.id));
      const unknown = (check.include ?? []).map((entry) => entry.split('/')[0]).filter((id) => !instances.has(id));
      if (unknown.length) {
        return configError('include', `no docs instance ${[...new Set(unknown)].map((id) => `"${id}"`).join(', ')}`, `Start each entry with an instance id from docs[]: ${[...instances].join(', ')}.`);
      }
      const sources = markdownSources(graph, check.include && includes(check.include));
      return checkNames(check, known, sources, { listFile: check.names, configPath: formatKeyPath(keyPath) });
    }),
  );
  return found.flat();
}

/** Whether a doc is in one of the `include` entries: an instance id, or an instance id and a folder inside it. */
function includes(entries: string[]): (doc: DocFile) => boolean {
  const scopes = entries.map((entry) => {
    const [instance, ...folder] = entry.split('/');
    return { instance, folder: folder.length ? `${folder.join('/')}/` : '' };
  });
  return (doc) => scopes.some((s) => doc.instanceId === s.instance && doc.relPath.startsWith(s.folder));
}
