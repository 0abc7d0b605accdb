// The hooks a plugin may return, one module each; the type check fails
// until this table names every hook of the plugin API (core's
// plugins/api.ts). A key a plugin returns that is not here is reported, not
// ignored (load.ts).
import { checksHook } from './checks.ts';
import { clientModulesHook } from './client-modules.ts';
import { contentLoadedHook, loadContentHook } from './content-loaded.ts';
import type { HookName, PluginHook } from './hook.ts';
import { injectHtmlTagsHook } from './inject-html-tags.ts';
import { rehypePluginsHook, remarkPluginsHook } from './markdown-plugins.ts';
import { postBuildHook } from './post-build.ts';

export const PLUGIN_HOOKS: { [N in HookName]: PluginHook<N> } = {
  loadContent: loadContentHook,
  contentLoaded: contentLoadedHook,
  injectHtmlTags: injectHtmlTagsHook,
  getClientModules: clientModulesHook,
  checks: checksHook,
  remarkPlugins: remarkPluginsHook,
  rehypePlugins: rehypePluginsHook,
  postBuild: postBuildHook,
};

export const isHookName = (key: string): key is HookName => Object.hasOwn(PLUGIN_HOOKS, key);
