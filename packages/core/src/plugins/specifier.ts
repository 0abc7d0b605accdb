// Where a plugin's module is, from the specifier the config gives: a path
// (relative to the config file, as Docusaurus resolves from the site
// folder) or a package name. serve watches the paths; packages stay put.
import path from 'node:path';
import type { PluginEntry } from '../schemas/plugins.ts';

/** Whether a specifier is a path rather than a package name. */
export function isPathSpecifier(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..' || path.isAbsolute(specifier);
}

/** A plugin entry's specifier and options, whichever form the config wrote it in. */
export function pluginEntryParts(entry: PluginEntry): { specifier: string; options: unknown } {
  return typeof entry === 'string' ? { specifier: entry, options: undefined } : { specifier: entry[0], options: entry[1] };
}

/** The file a path specifier names, relative to rootDir (posix); undefined for a package. */
export function pluginPath(specifier: string, configFile: string): string | undefined {
  if (!isPathSpecifier(specifier)) return undefined;
  const posix = (p: string) => p.split(path.sep).join('/');
  return path.isAbsolute(specifier) ? posix(specifier) : path.posix.join(path.posix.dirname(posix(configFile)), posix(specifier));
}
