// Site plugins (the config's `plugins`): each locale's are made in the load
// phase, before that locale's pages are loaded (load.ts), so that the
// markdown plugins they return compile its pages; once its site is loaded
// they run their loadContent and contentLoaded; the other hooks run in their
// own phases (hooks/). A plugin is the site owner's code: it runs with the
// build's rights, as the config's author meant.
import type { SiteModel } from '@ctfdocs/core';
import { loadPlugins, type LoadedPlugins, type LoadPluginsInput } from './load.ts';

export { loadPluginContent } from './hooks/content-loaded.ts';
export { pluginMarkdown } from './hooks/markdown-plugins.ts';
export type { PluginModules } from './load.ts';
export type { SitePlugin } from './site-plugin.ts';

/** A locale's plugins, made from the modules the config names; none when it names none. */
export function localePlugins(input: LoadPluginsInput): Promise<LoadedPlugins> {
  return input.site.config.plugins.length ? loadPlugins(input) : Promise.resolve({ plugins: [], diagnostics: [] });
}

/** The site's files plugins read that serve watches beyond the config's: their routes' components and their client modules. */
export function sitePluginFiles(models: readonly SiteModel[], clientModules: readonly string[]): string[] {
  const components = models.flatMap((m) => m.pages.flatMap((p) => (p.kind === 'plugin-route' ? [p.modulePath] : [])));
  return [...new Set([...components, ...clientModules])];
}
