// Site plugins (the config's `plugins`): each locale's are made in the load
// phase, right after that locale's site is loaded (load.ts), and run their
// loadContent and contentLoaded there; the other hooks run in their own
// phases (hooks/). A plugin is the site owner's code: it runs with the
// build's rights, as the config's author meant.
import type { Diagnostic, SiteModel } from '@ctfdocs/core';
import { loadPluginContent } from './hooks/content-loaded.ts';
import { loadPlugins, type LoadPluginsInput } from './load.ts';
import type { SitePlugin } from './site-plugin.ts';

export type { PluginModules } from './load.ts';
export type { SitePlugin } from './site-plugin.ts';

export interface LocalePluginsInput extends LoadPluginsInput {
  /** serve's first pages: only these routes' pages are rendered. */
  only?: ReadonlySet<string>;
}

/** A locale's plugins, made and with their content loaded, and its model with the routes and data they added. */
export async function localePlugins(input: LocalePluginsInput): Promise<{ model: SiteModel; plugins: SitePlugin[]; diagnostics: Diagnostic[] }> {
  if (!input.model.site.config.plugins.length) return { model: input.model, plugins: [], diagnostics: [] };
  const made = await loadPlugins(input);
  const content = await loadPluginContent({ model: input.model, plugins: made.plugins, rootDir: input.rootDir, only: input.only });
  return { model: content.model, plugins: content.plugins, diagnostics: [...made.diagnostics, ...content.diagnostics] };
}

/** The site's files plugins read that serve watches beyond the config's: their routes' components and their client modules. */
export function sitePluginFiles(models: readonly SiteModel[], clientModules: readonly string[]): string[] {
  const components = models.flatMap((m) => m.pages.flatMap((p) => (p.kind === 'plugin-route' ? [p.modulePath] : [])));
  return [...new Set([...components, ...clientModules])];
}
