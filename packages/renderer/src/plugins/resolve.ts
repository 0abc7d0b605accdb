// Where a module a plugin's hook names is (a route's component, a client
// module): absolute, `@site/…` (the site's folder, as in Docusaurus) or
// relative to the plugin's own file, or a package (core's util/module-file.ts).
import path from 'node:path';
import { findModuleFile } from '@ctfdocs/core';

/** A module a hook names, resolved as the plugin API says: `@site/…`, absolute, relative to the plugin's file, or a package. */
export function resolveHookModule(specifier: string, where: { siteDir: string; pluginFile: string }): Promise<string | undefined> {
  if (specifier.startsWith('@site/')) return findModuleFile(path.join(where.siteDir, specifier.slice('@site/'.length)), where.siteDir);
  return findModuleFile(specifier, path.dirname(where.pluginFile));
}
