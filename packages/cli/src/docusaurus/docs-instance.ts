// A docs instance of a Docusaurus site (the classic preset's `docs`, or a
// plugin-content-docs instance) as a ctfdocs `docs[]` entry, with its
// versions and the remark and rehype plugins ctfdocs can name (an installed
// package's or a local JavaScript file's export).
import path from 'node:path';
import { Keys, type ConfigFile, type Plain } from './keys.ts';
import type { LoadedModule } from './load-module.ts';
import { isYamlValue } from './values.ts';

export interface DocsSource {
  /** The ctfdocs instance id. */
  id: string;
  /** The sidebars file the instance names, relative to the site; false when it has none. */
  sidebarFile?: string | false;
  /** Where the instance's sidebars.yaml goes, relative to the site. */
  sidebarPath?: string;
}

export interface ConvertedDocs {
  /** Docusaurus's plugin id (`default` for the preset's), which navbar items name. */
  pluginId: string;
  /** The `docs[]` entry. */
  docs: Plain;
  instance: DocsSource;
}

/** The plugin lists of a docs instance, with Docusaurus's names and ctfdocs's. */
const PLUGIN_LISTS = ['beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins', 'remarkPlugins', 'rehypePlugins'] as const;

/**
 * One docs instance's options at key path `at`; undefined when the instance
 * is left out (reported). `nameOf`: the module a value of the config came
 * from (load-module.ts).
 */
export function convertDocs(options: unknown, at: string, source: ConfigFile, nameOf: LoadedModule['nameOf']): ConvertedDocs | undefined {
  const o = new Keys(options, at, source.file, source.notCarried);
  const pluginId = o.string('id') ?? 'default';
  const id = pluginId === 'default' ? 'docs' : pluginId;
  if (!/^[a-z0-9-]+$/.test(id)) {
    o.report('id', `ctfdocs instance ids are lower-case letters, digits and "-": the instance "${pluginId}" is left out; add it by hand under docs:`);
    return undefined;
  }
  const docsPath = o.string('path') ?? 'docs';
  const routeBase = (o.string('routeBasePath') ?? 'docs').replace(/^\/+|\/+$/g, '');
  const sidebarValue = o.take('sidebarPath');
  const sidebarFile =
    typeof sidebarValue === 'string' ? path.relative(source.siteDir, path.resolve(source.siteDir, sidebarValue)).split(path.sep).join('/') : sidebarValue === false ? false : undefined;
  if (sidebarValue === false) o.report('sidebarPath', 'false (no sidebar) has no ctfdocs equivalent: the sidebar is made from the folders');
  const sidebarPath = sidebarFile ? sidebarFile.replace(/\.(c|m)?[jt]s$|\.json$/, '') + '.yaml' : undefined;
  const editUrl = o.take('editUrl');
  if (typeof editUrl === 'function') o.report('editUrl', 'a function: ctfdocs takes a URL that the file path is appended to');
  const versions = o.records('versions', ['label', 'path', 'banner'], 'not a version option in ctfdocs');
  const include = o.take('includeCurrentVersion');
  if (include === false) o.report('includeCurrentVersion', 'ctfdocs always builds the current docs; leave them out with onlyIncludeVersions');
  const only = o.take('onlyIncludeVersions');
  const plugins = Object.fromEntries(PLUGIN_LISTS.map((list) => [list, pluginList(o, list, nameOf)]));
  const docs = {
    id,
    path: docsPath,
    routeBasePath: `/${routeBase}`,
    include: o.strings('include'),
    exclude: o.strings('exclude'),
    sidebarPath,
    editUrl: typeof editUrl === 'string' ? editUrl : undefined,
    showLastUpdateTime: o.boolean('showLastUpdateTime'),
    showLastUpdateAuthor: o.boolean('showLastUpdateAuthor'),
    lastVersion: o.string('lastVersion'),
    onlyIncludeVersions: Array.isArray(only) ? only : undefined,
    versions,
    ...plugins,
  };
  o.rest('not a docs option in ctfdocs');
  return { pluginId, docs, instance: { id, sidebarFile, sidebarPath } };
}

/**
 * A plugin list of a docs plugin's options as ctfdocs writes it: each plugin
 * by the module it was imported from, with its options; a plugin ctfdocs
 * cannot name (written in the config, a TypeScript file) or whose options
 * YAML cannot hold is reported instead.
 */
function pluginList(o: Keys, key: string, nameOf: LoadedModule['nameOf']): unknown[] | undefined {
  const list = o.take(key);
  if (list === undefined) return undefined;
  if (!Array.isArray(list)) {
    o.report(key, 'not a list of plugins');
    return undefined;
  }
  const carried = list.flatMap((item, i) => {
    const [plugin, options] = Array.isArray(item) ? item : [item];
    const named = nameOf(plugin);
    const label = typeof plugin === 'function' && plugin.name ? `"${plugin.name}"` : 'a plugin';
    const why = !named
      ? `${label} written in the config: ctfdocs names a plugin by the package or JavaScript file it is imported from; move it to a file of its own and import that`
      : named.typescript
        ? `${named.specifier}: a TypeScript file, which ctfdocs cannot import as it is; name its compiled JavaScript`
        : options !== undefined && !isYamlValue(options)
          ? `${named.specifier}: its options hold values YAML cannot (functions, regular expressions, …); add it by hand`
          : undefined;
    if (why) {
      o.reportElement(key, i, why);
      return [];
    }
    return [options === undefined ? named!.specifier : [named!.specifier, options]];
  });
  return carried.length ? carried : undefined;
}
