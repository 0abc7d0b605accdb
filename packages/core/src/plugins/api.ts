// The plugin API, as a site's plugin sees it: the function a plugin module
// exports, what it is given, and the hooks it may return (Docusaurus's
// names, the subset a static site has). The `ctfdocs` package publishes
// these types (scripts/public-types.mjs writes them out), so a plugin
// written in TypeScript or checked by JSDoc imports them from 'ctfdocs'.
// The renderer runs the hooks, each in its build phase (renderer/src/plugins/).
import type { SiteConfig } from '../config/schema.ts';
import type { MarkdownPluginEntry } from '../schemas/markdown-plugins.ts';
import type { HtmlTags, PluginDiagnostic, RouteConfig } from './values.schema.ts';

export type { ClientLocation, ClientModule } from '../shared/client-module.ts';
export type { HtmlTags, MarkdownPluginEntry, PluginDiagnostic, RouteConfig };

/** What a plugin's function is given: where the site is and what its config says (Docusaurus's LoadContext, in part). */
export interface PluginContext {
  /** The site's folder (the config file's), absolute. */
  siteDir: string;
  /** The folder the build writes this locale to, absolute (`build/`, or `build/fr/` for the locale `fr`). */
  outDir: string;
  /** The site's config as loaded, frozen: a plugin reads it and changes nothing. */
  siteConfig: Readonly<SiteConfig>;
  /** The baseUrl of this locale's copy of the site (`/`, `/fr/`): the routes a plugin adds start with it. */
  baseUrl: string;
  i18n: { defaultLocale: string; locales: string[]; currentLocale: string };
}

/** What `contentLoaded` may do: add pages and data the site's pages read. */
export interface PluginContentLoadedActions {
  /** Adds a page rendered by a React component, in the site's shell, listed in the sitemap. */
  addRoute(route: RouteConfig): void;
  /** Data every page's components read with `usePluginData(name)` from `@ctfdocs/theme`. */
  setGlobalData(data: unknown): void;
}

/** What `postBuild` is given, once the build's output is in place. */
export interface PostBuildProps<Content = unknown> {
  siteDir: string;
  /** Where this locale's pages were written (in serve, a folder of its own holding a copy of them; see docs/plugins.md). */
  outDir: string;
  siteConfig: Readonly<SiteConfig>;
  baseUrl: string;
  /** Every page's path with the baseUrl (`/docs/intro`), as Docusaurus's `routesPaths`. */
  routesPaths: string[];
  /** What `loadContent` returned. */
  content: Content;
}

/** What a plugin's function returns: its name, and the hooks it uses. */
export interface Plugin<Content = unknown> {
  /** Names the plugin in diagnostics (`plugin/<name>`) and its global data. Unique in the site. */
  name: string;
  /** Loads or computes the plugin's data, once per locale, before any page renders. */
  loadContent?(): Content | Promise<Content>;
  /** Given what loadContent returned: adds routes and global data. */
  contentLoaded?(args: { content: Content; actions: PluginContentLoadedActions }): void | Promise<void>;
  /** Tags for the <head> of every page, in the shape of the config's `headTags`; the Content-Security-Policy allows what they load. */
  injectHtmlTags?(args: { content: Content }): HtmlTags | Promise<HtmlTags>;
  /** Browser modules (absolute, or relative to the plugin's file) bundled into the client script and run on every page. */
  getClientModules?(): string[];
  /** Problems in the site the plugin knows to look for; `ctfdocs check` and `build` report them. */
  checks?(args: { content: Content; routesPaths: string[] }): PluginDiagnostic[] | Promise<PluginDiagnostic[]>;
  /** Remark plugins of every page, after the config's `markdown.remarkPlugins`: each a module (a package, or a path relative to the plugin's file), alone or as `[module, options]`. */
  remarkPlugins?: MarkdownPluginEntry[];
  /** Rehype plugins of every page, after the config's `markdown.rehypePlugins`, in the same shape. */
  rehypePlugins?: MarkdownPluginEntry[];
  /** After the build's output is in place (`build` and `serve`; never `check`, which writes nothing). */
  postBuild?(props: PostBuildProps<Content>): void | Promise<void>;
}

/** A plugin module's default export. */
export type PluginModule<Options = unknown, Content = unknown> = (context: PluginContext, options: Options) => Plugin<Content> | Promise<Plugin<Content>>;
