// loadContent and contentLoaded, in the load phase, after each locale's
// site is loaded: each plugin's content, then the routes and global data its
// contentLoaded adds. A route is a page of its own kind (`plugin-route`),
// rendered like a React page of the site with the props the plugin gave,
// and listed where React pages are (the sitemap); one whose path another
// page has is an error naming both.
import path from 'node:path';
import { routeConfigSchema, type Diagnostic, type PluginRouteData, type RouteConfig, type RouteEntry, type SiteModel } from '@ctfdocs/core';
import { resolveHookModule } from '../resolve.ts';
import { callHook, issuesText, pluginDiagnostic, pluginLabel, type SitePlugin } from '../site-plugin.ts';
import type { PluginHook } from './hook.ts';

export const loadContentHook: PluginHook<'loadContent'> = { name: 'loadContent', phase: 'load' };
export const contentLoadedHook: PluginHook<'contentLoaded'> = { name: 'contentLoaded', phase: 'load' };

export interface PluginContentInput {
  model: SiteModel;
  plugins: readonly SitePlugin[];
  rootDir: string;
  /** serve's first pages: only these routes' pages are rendered, though every route is added. */
  only?: ReadonlySet<string>;
}

export interface PluginContent {
  /** The model with the plugins' routes and global data. */
  model: SiteModel;
  /** The plugins, each with its content. */
  plugins: SitePlugin[];
  diagnostics: Diagnostic[];
}

export async function loadPluginContent(input: PluginContentInput): Promise<PluginContent> {
  const { model } = input;
  const pages = [...model.pages];
  const routes = [...model.routes];
  // The not-found page is no route, but its file is 404.html.
  const taken = new Map([['/404', 'the not-found page'], ...routes.map((r) => [r.path, r.source] as const)]);
  const globalData: Record<string, unknown> = {};
  const diagnostics: Diagnostic[] = [];
  const plugins: SitePlugin[] = [];
  for (const plugin of input.plugins) {
    const { loadContent, contentLoaded } = plugin.hooks;
    const loaded = loadContent ? await callHook(plugin, 'loadContent', () => loadContent()) : { ok: true as const, value: undefined };
    if (!loaded.ok) {
      diagnostics.push(loaded.diagnostic);
      plugins.push(plugin);
      continue;
    }
    const content = loaded.value;
    plugins.push({ ...plugin, content });
    if (!contentLoaded) continue;
    const added: unknown[] = [];
    let data: { value: unknown } | undefined;
    const actions = {
      addRoute: (route: RouteConfig) => void added.push(route),
      setGlobalData: (value: unknown) => void (data = { value }),
    };
    const ran = await callHook(plugin, 'contentLoaded', () => contentLoaded({ content, actions }));
    if (!ran.ok) {
      diagnostics.push(ran.diagnostic);
      continue;
    }
    if (data && !isJson(data.value)) {
      diagnostics.push(
        pluginDiagnostic(plugin.at, {
          code: 'plugin/global-data',
          message: `Plugin ${pluginLabel(plugin)}: contentLoaded set global data that is not JSON (a BigInt, a cycle)`,
          hint: 'Give setGlobalData plain data: objects, arrays, strings, numbers, booleans, null.',
        }),
      );
    } else if (data) globalData[plugin.name] = data.value;
    for (const route of added) {
      const made = await pluginRoute(route, plugin, input.rootDir, model.site.config.baseUrl);
      if ('severity' in made) {
        diagnostics.push(made);
        continue;
      }
      const owner = taken.get(made.page.route);
      if (owner !== undefined) {
        diagnostics.push(
          pluginDiagnostic(plugin.at, {
            code: 'plugin/route-collision',
            message: `Plugin ${pluginLabel(plugin)} adds the route ${made.page.route}, which ${owner} has already`,
            hint: 'Give the route another path: two pages cannot share a URL.',
          }),
        );
        continue;
      }
      taken.set(made.page.route, `plugin "${plugin.name}"`);
      routes.push(made.entry);
      if (!input.only || input.only.has(made.page.route)) pages.push(made.page);
    }
  }
  const site = Object.keys(globalData).length ? { ...model.site, globalData } : model.site;
  return { model: { ...model, pages, routes, site }, plugins, diagnostics };
}

/** A route contentLoaded added, checked: its page and route entry, or the problem. */
async function pluginRoute(value: unknown, plugin: SitePlugin, rootDir: string, baseUrl: string): Promise<{ page: PluginRouteData; entry: RouteEntry } | Diagnostic> {
  const problem = (message: string, hint: string) => pluginDiagnostic(plugin.at, { code: 'plugin/route', message: `Plugin ${pluginLabel(plugin)}: contentLoaded added a route ${message}`, hint });
  const parsed = routeConfigSchema.safeParse(value);
  if (!parsed.success) return problem(`that is not one: ${issuesText(parsed.error.issues)}`, 'addRoute takes { path, component, props }.');
  const { path: url, component, props } = parsed.data;
  if (!isJson(props)) return problem(`at ${url} whose props are not JSON (a BigInt, a cycle)`, 'Give the route plain data as props: objects, arrays, strings, numbers, booleans, null.');
  if (!`${url}/`.startsWith(baseUrl)) return problem(`at ${url}, outside the site's baseUrl ${baseUrl}`, 'Start its path with context.baseUrl, as Docusaurus routes do.');
  const route = `/${url.slice(baseUrl.length)}`.replace(/(.)\/+$/, '$1');
  const modulePath = await resolveHookModule(component, { siteDir: plugin.context.siteDir, pluginFile: plugin.file });
  if (!modulePath)
    return problem(`at ${url} whose component ${component} could not be found`, "A component is a module path: absolute, @site/… (the site's folder), or relative to the plugin's file.");
  const source = path.relative(rootDir, modulePath).split(path.sep).join('/');
  return {
    page: { kind: 'plugin-route', route, source, modulePath, plugin: plugin.name, props: props ?? {} },
    entry: { path: route, kind: 'plugin', source },
  };
}

/** Whether a value can be written as JSON, as serve's memo keys write the pages and the site's data. */
function isJson(value: unknown): boolean {
  try {
    JSON.stringify(value);
    return true;
  } catch {
    return false;
  }
}
