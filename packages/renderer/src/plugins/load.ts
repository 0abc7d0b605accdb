// Makes a locale's site plugins: each module the config names is resolved
// (core's util/module-file.ts) and imported once per build, and its default export called
// with the locale's context and the entry's options, as Docusaurus does for
// each locale it builds. A local plugin is imported by a URL naming its
// content, so serve, which watches it, runs the new code after a save.
// Every failure is a diagnostic at the plugin's entry in the config.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findModuleFile, isPathSpecifier, pluginEntryParts, type Diagnostic, type LoadedConfig, type Plugin, type PluginContext, type SiteConfig } from '@ctfdocs/core';
import { PLUGIN_HOOKS, isHookName } from './hooks/index.ts';
import { callHook, issuesText, pluginDiagnostic, pluginLabel, type PluginEntryAt, type PluginProblem, type SitePlugin } from './site-plugin.ts';

type PluginFunction = (context: PluginContext, options: unknown) => unknown;

/** A plugin's module, imported: its file and the function it exports. */
interface ImportedPlugin {
  file: string;
  make: PluginFunction;
}

/** Modules imported during one build, by specifier: every locale's plugins are made from the same ones. */
export type PluginModules = Map<string, Promise<ImportedPlugin | PluginProblem>>;

export interface LoadPluginsInput {
  /** The locale's copy of the site (core's localeSite): its config, with its baseUrl, and its locale. Its pages are not loaded yet. */
  site: { config: SiteConfig; locale: { current: string } };
  /** The config file as read, for the line of each entry. */
  loaded: LoadedConfig;
  rootDir: string;
  outDir: string;
  /** The locale's output prefix ('' for the default). */
  prefix: string;
  modules: PluginModules;
}

export interface LoadedPlugins {
  plugins: SitePlugin[];
  diagnostics: Diagnostic[];
}

export async function loadPlugins(input: LoadPluginsInput): Promise<LoadedPlugins> {
  const { config } = input.site;
  const plugins: SitePlugin[] = [];
  const diagnostics: Diagnostic[] = [];
  const siteDir = path.resolve(input.rootDir, path.dirname(input.loaded.file));
  const context = contextOf(input, siteDir);
  for (const [index, entry] of config.plugins.entries()) {
    const { specifier, options } = pluginEntryParts(entry);
    const where = input.loaded.locate(['plugins', index]);
    const at: PluginEntryAt = { specifier, index, configFile: input.loaded.file, rootDir: input.rootDir, line: where?.line, column: where?.column };
    let imported = input.modules.get(specifier);
    if (!imported) input.modules.set(specifier, (imported = importPlugin(specifier, siteDir)));
    const module = await imported;
    if (!('make' in module)) {
      diagnostics.push(pluginDiagnostic(at, module));
      continue;
    }
    const made = await callHook({ at, file: module.file }, 'its function', () => module.make(context, options));
    if (!made.ok) {
      diagnostics.push(made.diagnostic);
      continue;
    }
    const plugin = checkPlugin(made.value, at, diagnostics);
    if (!plugin) continue;
    const same = plugins.find((p) => p.name === plugin.name);
    if (same) {
      diagnostics.push(
        pluginDiagnostic(at, {
          code: 'plugin/duplicate-name',
          message: `Plugin ${specifier} is named "${plugin.name}", as plugins[${same.at.index}] (${same.at.specifier}) is`,
          hint: 'Each plugin needs a name of its own: it names the plugin in diagnostics and its global data.',
        }),
      );
      continue;
    }
    plugins.push({ name: plugin.name, at, file: module.file, hooks: plugin, context });
  }
  return { plugins, diagnostics };
}

function contextOf(input: LoadPluginsInput, siteDir: string): PluginContext {
  const { config, locale } = input.site;
  return {
    siteDir,
    outDir: path.resolve(input.rootDir, input.outDir, input.prefix),
    siteConfig: deepFreeze(structuredClone(config)),
    baseUrl: config.baseUrl,
    i18n: { defaultLocale: config.i18n.defaultLocale, locales: [...config.i18n.locales], currentLocale: locale.current },
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const PLUGIN_API_HINT = "A plugin module default-exports a function (context, options) => ({ name, ...hooks }): see ctfdocs's docs/plugins.md.";

async function importPlugin(specifier: string, siteDir: string): Promise<ImportedPlugin | PluginProblem> {
  const file = await findModuleFile(specifier, siteDir);
  if (!file) {
    return {
      code: 'plugin/not-found',
      message: `Plugin ${specifier} could not be found`,
      hint: isPathSpecifier(specifier)
        ? 'A path is relative to the config file: check the folder and the file name.'
        : `Install the package beside the site (npm install ${specifier}), or write ./ before a path relative to the config file.`,
    };
  }
  let module: { default?: unknown };
  try {
    module = await import(await moduleUrl(file, isPathSpecifier(specifier)));
  } catch (err) {
    const code = (err as { code?: string }).code;
    return {
      code: 'plugin/import',
      message: `Plugin ${specifier} could not be loaded: ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}`,
      hint:
        code === 'ERR_UNKNOWN_FILE_EXTENSION'
          ? 'This Node.js cannot run TypeScript as it is (Node.js 22.18 and later can): write the plugin in JavaScript (.mjs), with its types from "ctfdocs" in JSDoc, or compile it.'
          : 'Fix the error in the module; it runs in Node.js as it is written.',
    };
  }
  // A CommonJS module compiled from ESM (exports.__esModule) has its function one level down.
  const exported = module.default as { default?: unknown } | undefined;
  const make = typeof exported === 'function' ? exported : typeof exported?.default === 'function' ? exported.default : undefined;
  if (!make) {
    return {
      code: 'plugin/not-a-function',
      message: `Plugin ${specifier} does not export a function: its default export is ${describe(exported)}`,
      hint: PLUGIN_API_HINT,
    };
  }
  return { file, make: make as PluginFunction };
}

/**
 * A local plugin's URL names its content: an edited plugin is a new module
 * to Node. A CommonJS module is cached by its file, which is forgotten first.
 */
async function moduleUrl(file: string, local: boolean): Promise<string> {
  const url = pathToFileURL(file).href;
  if (!local) return url;
  delete createRequire(file).cache[file];
  return `${url}?v=${createHash('sha256')
    .update(await readFile(file))
    .digest('hex')
    .slice(0, 16)}`;
}

function describe(value: unknown): string {
  if (value === undefined || value === null) return String(value);
  const kind = Array.isArray(value) ? 'array' : typeof value;
  return `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
}

/** The plugin its function returned, when it is one: an object with a name, whose hooks are functions; keys ctfdocs does not run are warned of. */
function checkPlugin(value: unknown, at: PluginEntryAt, diagnostics: Diagnostic[]): Plugin | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    diagnostics.push(pluginDiagnostic(at, { code: 'plugin/invalid', message: `Plugin ${at.specifier} returned ${describe(value)}, not an object with a name and hooks`, hint: PLUGIN_API_HINT }));
    return undefined;
  }
  const plugin = value as Record<string, unknown>;
  if (typeof plugin.name !== 'string' || !plugin.name.trim()) {
    diagnostics.push(
      pluginDiagnostic(at, {
        code: 'plugin/no-name',
        message: `Plugin ${at.specifier} returned no name`,
        hint: 'Return { name: "my-plugin", ... }: the name is how diagnostics and global data know the plugin.',
      }),
    );
    return undefined;
  }
  const label = pluginLabel({ name: plugin.name, at });
  let broken = false;
  for (const [key, hook] of Object.entries(plugin)) {
    if (key === 'name') continue;
    if (!isHookName(key)) {
      diagnostics.push(
        pluginDiagnostic(at, {
          severity: 'warning',
          code: 'plugin/unknown-hook',
          message: `Plugin ${label} has ${key}, which ctfdocs does not run`,
          hint: `ctfdocs runs ${Object.keys(PLUGIN_HOOKS).join(', ')}; remove ${key}, or do its work in one of those.`,
        }),
      );
      continue;
    }
    const { value } = PLUGIN_HOOKS[key];
    if (value) {
      const parsed = value.schema.safeParse(hook);
      if (!parsed.success) {
        broken = true;
        diagnostics.push(pluginDiagnostic(at, { code: 'plugin/invalid', message: `Plugin ${label}: ${key} ${issuesText(parsed.error.issues)}`, hint: value.hint }));
      }
    } else if (typeof hook !== 'function') {
      broken = true;
      diagnostics.push(pluginDiagnostic(at, { code: 'plugin/invalid', message: `Plugin ${label}: ${key} is ${describe(hook)}, not a function`, hint: PLUGIN_API_HINT }));
    }
  }
  return broken ? undefined : (plugin as unknown as Plugin);
}
