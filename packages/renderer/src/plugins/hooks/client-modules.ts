// getClientModules, in the client assets phase: the browser modules the
// default locale's plugins name (every locale shares one client script),
// bundled after the theme's client script and run on every page. A module
// that cannot be found or compiled is an error naming its plugin, and the
// script is made without the plugins' modules, so the pages still work.
import { clientModulesSchema, contentKey, type Diagnostic, type Memo } from '@ctfdocs/core';
import path from 'node:path';
import type { BuildFailure, Message } from 'esbuild';
import { buildClientAssets, type ClientAssets, type ClientBundleOptions } from '../../client-assets.ts';
import { sameInputs } from '../../stylesheet.ts';
import { resolveHookModule } from '../resolve.ts';
import { callHook, issuesText, pluginDiagnostic, pluginLabel, type SitePlugin } from '../site-plugin.ts';
import type { PluginHook } from './hook.ts';

export const clientModulesHook: PluginHook<'getClientModules'> = { name: 'getClientModules', phase: 'client assets' };

/** A browser module to bundle, and the entry of the config that names it: a plugin, or an entry of `clientModules` (site-client-modules.ts). */
export interface ClientModuleFile {
  /** Absolute. */
  file: string;
  /** Who names it, as its diagnostics say: `Plugin "marks" (./plugins/marks.mjs)`, `clientModules[0]`. */
  namedBy: string;
  /** A problem with the module, at that entry of the config. */
  problem(message: string, hint: string): Diagnostic;
}

export interface PluginClientModules {
  /** Each module and the plugin that names it, in the plugins' order. */
  modules: Array<ClientModuleFile & { plugin: SitePlugin }>;
  diagnostics: Diagnostic[];
}

export async function pluginClientModules(plugins: readonly SitePlugin[]): Promise<PluginClientModules> {
  const modules: PluginClientModules['modules'] = [];
  const diagnostics: Diagnostic[] = [];
  for (const plugin of plugins) {
    const get = plugin.hooks.getClientModules;
    if (!get) continue;
    const ran = await callHook(plugin, 'getClientModules', () => get());
    if (!ran.ok) {
      diagnostics.push(ran.diagnostic);
      continue;
    }
    const parsed = clientModulesSchema.safeParse(ran.value ?? []);
    if (!parsed.success) {
      diagnostics.push(
        pluginDiagnostic(plugin.at, {
          code: 'plugin/client-module',
          message: `Plugin ${pluginLabel(plugin)}: getClientModules returned ${issuesText(parsed.error.issues)}`,
          hint: "Return a list of module paths: absolute, @site/…, or relative to the plugin's file.",
        }),
      );
      continue;
    }
    for (const specifier of parsed.data) {
      const file = await resolveHookModule(specifier, { siteDir: plugin.context.siteDir, pluginFile: plugin.file });
      if (file) modules.push({ file, plugin, namedBy: `Plugin ${pluginLabel(plugin)}`, problem: (message, hint) => pluginDiagnostic(plugin.at, { code: 'plugin/client-module', message, hint }) });
      else {
        diagnostics.push(
          pluginDiagnostic(plugin.at, {
            code: 'plugin/client-module',
            message: `Plugin ${pluginLabel(plugin)}: the client module ${specifier} could not be found`,
            hint: "A client module is a path: absolute, @site/… (the site's folder), or relative to the plugin's file.",
          }),
        );
      }
    }
  }
  return { modules, diagnostics };
}

export interface ClientBundle {
  assets: Promise<ClientAssets>;
  diagnostics: Promise<Diagnostic[]>;
}

/**
 * The client script with the plugins' modules, from serve's memo while every
 * file it read is the same. One that does not compile is reported at the
 * module's line, and the script made without them.
 */
export function clientBundleWithModules(input: { options: ClientBundleOptions; modules: readonly ClientModuleFile[]; rootDir: string; memo?: Memo<ClientAssets> }): ClientBundle {
  const files = input.modules.map((m) => m.file);
  const make = async () => {
    try {
      return { value: await buildClientAssets(input.options, files), diagnostics: [] };
    } catch (err) {
      const errors = (err as BuildFailure).errors;
      if (!errors?.length) throw err;
      return { value: await buildClientAssets(input.options), diagnostics: errors.map((m) => bundleProblem(m, input.modules, input.rootDir)) };
    }
  };
  const made = input.memo ? input.memo.getOrMakeAsync(contentKey(JSON.stringify(input.options), ...files), make, { valid: (a) => sameInputs(a.inputs), keep: (m) => !m.diagnostics.length }) : make();
  return { assets: made.then((m) => m.value), diagnostics: made.then((m) => [...m.diagnostics]) };
}

/** A compile error in a client module: at its line, naming the config entry whose module it is (the first one's, for a file they import). */
function bundleProblem(m: Message, modules: readonly ClientModuleFile[], rootDir: string): Diagnostic {
  // esbuild names files from the folder it ran in.
  const abs = m.location ? path.resolve(m.location.file) : undefined;
  const module = modules.find((c) => c.file === abs) ?? modules[0];
  const at = module.problem(`${module.namedBy}: a client module could not be bundled: ${m.text}`, 'Fix the module at that line; until then the pages are built without the client modules.');
  if (!abs || !m.location) return at;
  return { ...at, file: path.relative(rootDir, abs).split(path.sep).join('/'), line: m.location.line, column: m.location.column + 1, configPath: undefined };
}
