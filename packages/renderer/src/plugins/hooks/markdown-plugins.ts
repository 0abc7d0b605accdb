// remarkPlugins and rehypePlugins: lists, not functions, in the shape of the
// config's `markdown.remarkPlugins`. The plugins are made before each
// locale's pages are loaded (load-locales.ts), so that their lists join the
// site's, after the config's own, and run in the compile workers like them
// (core's markdown/site-plugins/); a relative path is from the plugin's file.
import path from 'node:path';
import { markdownPluginListSchema, type SitePluginMarkdown } from '@ctfdocs/core';
import { pluginLabel, type SitePlugin } from '../site-plugin.ts';
import type { PluginHook } from './hook.ts';

const value = {
  schema: markdownPluginListSchema,
  hint: "Return the list as the config's markdown.remarkPlugins is written: each a module (a package, or a path relative to the plugin's file), alone or as [module, options].",
};

export const remarkPluginsHook: PluginHook<'remarkPlugins'> = { name: 'remarkPlugins', phase: 'load', value };
export const rehypePluginsHook: PluginHook<'rehypePlugins'> = { name: 'rehypePlugins', phase: 'load', value };

/** The markdown plugins the site plugins return, for the load to resolve from each plugin's folder. */
export function pluginMarkdown(plugins: readonly SitePlugin[]): SitePluginMarkdown[] {
  return plugins.flatMap(({ name, at, file, hooks }) =>
    hooks.remarkPlugins?.length || hooks.rehypePlugins?.length
      ? [{ index: at.index, label: pluginLabel({ name, at }), dir: path.dirname(file), remarkPlugins: hooks.remarkPlugins, rehypePlugins: hooks.rehypePlugins }]
      : [],
  );
}
