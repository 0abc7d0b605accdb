// The config's `clientModules`, found: each a path from the config file's
// folder (Docusaurus resolves them from the site folder, so `src/x.js` is a
// file there too) or, failing that, a module of a package installed beside
// the site. page-head.ts bundles the scripts with the site plugins' client
// modules and adds the stylesheets to the site's; one that cannot be found
// is an error at its entry, and is left out.
import path from 'node:path';
import { findModuleFile, isPathSpecifier, type Diagnostic, type LoadedConfig } from '@ctfdocs/core';
import type { ClientModuleFile } from './plugins/hooks/client-modules.ts';

export interface SiteClientModules {
  modules: ClientModuleFile[];
  diagnostics: Diagnostic[];
}

const HINT = "Give the path of a JavaScript, TypeScript or CSS file, relative to the config file's folder, or a module of a package installed beside the site.";

export async function siteClientModules(loaded: Pick<LoadedConfig, 'file' | 'locate'> & { config: { clientModules: readonly string[] } }, rootDir: string): Promise<SiteClientModules> {
  const configDir = path.resolve(rootDir, path.dirname(loaded.file));
  const modules: ClientModuleFile[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const [index, specifier] of loaded.config.clientModules.entries()) {
    const key = `clientModules[${index}]`;
    const where = loaded.locate(['clientModules', index]);
    const problem = (message: string, hint: string): Diagnostic => ({
      severity: 'error',
      code: 'config/client-module',
      message,
      file: loaded.file,
      line: where?.line,
      column: where?.column,
      configPath: key,
      hint,
    });
    const file = (await findModuleFile(path.resolve(configDir, specifier), configDir)) ?? (isPathSpecifier(specifier) ? undefined : await findModuleFile(specifier, configDir));
    if (file) modules.push({ file, namedBy: key, problem });
    else diagnostics.push(problem(`${key}: "${specifier}" could not be found`, HINT));
  }
  return { modules, diagnostics };
}
