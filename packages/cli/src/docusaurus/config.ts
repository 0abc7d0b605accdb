// A Docusaurus config object as a ctfdocs config: the site's names and URLs,
// link checking, locales, the docs instances of the classic preset and of
// plugin-content-docs with their versions and the remark and rehype plugins
// ctfdocs can name (an installed package's or a local JavaScript file's
// export), the blogs of the classic preset and of plugin-content-blog
// (blog.ts), navbar, footer, announcement bar, colour mode, table of
// contents, Algolia DocSearch, Google Analytics, the site's styles and head
// (customCss, stylesheets, scripts, headTags), its clientModules and its
// customFields. Every other key is reported.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { carryClientModules, carryCustomCss, carryHead } from './head.ts';
import { compact, isPlain, Keys, keyPath, type NotCarried, type Plain } from './keys.ts';
import { convertBlog } from './blog.ts';
import { isAlgoliaTheme, localSearchPackage, withSearchItem } from './search.ts';
import type { LoadedModule } from './load-module.ts';

export interface DocsSource {
  /** The ctfdocs instance id. */
  id: string;
  /** The sidebars file the instance names, relative to the site; false when it has none. */
  sidebarFile?: string | false;
  /** Where the instance's sidebars.yaml goes, relative to the site. */
  sidebarPath?: string;
}

export interface ConvertedConfig {
  config: Plain;
  instances: DocsSource[];
  notCarried: NotCarried[];
}

const CLASSIC = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);
const CONTENT_DOCS = new Set(['content-docs', '@docusaurus/plugin-content-docs', 'docusaurus-plugin-content-docs']);
const CONTENT_BLOG = new Set(['content-blog', '@docusaurus/plugin-content-blog', 'docusaurus-plugin-content-blog']);
const NO_PLUGINS = 'ctfdocs runs no Docusaurus plugins';

/** A plugin or preset entry: its name and options. */
function entry(value: unknown): { name?: string; options: unknown } {
  if (typeof value === 'string') return { name: value, options: {} };
  if (Array.isArray(value) && typeof value[0] === 'string') return { name: value[0], options: value[1] ?? {} };
  return { options: {} };
}

function onProblem(value: string | undefined): string | undefined {
  return value === 'log' ? 'warn' : value;
}

/** A static file path (`img/logo.svg`) as a path from the site root (`/img/logo.svg`). */
function staticPath(src: string | undefined): string | undefined {
  return src && !/^([a-z]+:)?\/\//i.test(src) && !src.startsWith('/') ? `/${src}` : src;
}

/** The plugin lists of a docs instance, with Docusaurus's names and ctfdocs's. */
const PLUGIN_LISTS = ['beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins', 'remarkPlugins', 'rehypePlugins'] as const;

/** Whether YAML can hold a value as it is: plain objects, lists, strings, finite numbers, booleans and null. */
function isYamlValue(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isYamlValue);
  return isPlain(value) && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isYamlValue);
}

/**
 * A plugin list of a docs plugin's options as ctfdocs writes it: each plugin
 * by the module it was imported from, with its options; a plugin ctfdocs
 * cannot name (written in the config, a TypeScript file) or whose options
 * YAML cannot hold is reported instead.
 */
function pluginList(o: Keys, key: string, nameOf: LoadedModule['nameOf']): unknown[] | undefined {
  const list = o.take(key);
  if (list === undefined) return undefined;
  if (!Array.isArray(list)) {
    o.report(key, 'not a list of plugins');
    return undefined;
  }
  const carried = list.flatMap((item, i) => {
    const [plugin, options] = Array.isArray(item) ? item : [item];
    const named = nameOf(plugin);
    const label = typeof plugin === 'function' && plugin.name ? `"${plugin.name}"` : 'a plugin';
    const why = !named
      ? `${label} written in the config: ctfdocs names a plugin by the package or JavaScript file it is imported from; move it to a file of its own and import that`
      : named.typescript
        ? `${named.specifier}: a TypeScript file, which ctfdocs cannot import as it is; name its compiled JavaScript`
        : options !== undefined && !isYamlValue(options)
          ? `${named.specifier}: its options hold values YAML cannot (functions, regular expressions, …); add it by hand`
          : undefined;
    if (why) {
      o.reportElement(key, i, why);
      return [];
    }
    return [options === undefined ? named!.specifier : [named!.specifier, options]];
  });
  return carried.length ? carried : undefined;
}

/** `nameOf`: the module a value of the config came from (load-module.ts); plugins it cannot name are reported. */
export function convertConfig(raw: unknown, file: string, siteDir: string, nameOf: LoadedModule['nameOf'] = () => undefined): ConvertedConfig {
  const notCarried: NotCarried[] = [];
  const top = new Keys(raw, '', file, notCarried);
  const instances: DocsSource[] = [];
  const docs: Plain[] = [];
  const pluginIds = new Map<string, string>();
  const analytics: Plain = {};
  const customCss: string[] = [];
  const blogs: Plain[] = [];
  const addBlog = (options: unknown, at: string) => {
    const { blog } = convertBlog(options, at, file, siteDir, notCarried);
    if (blog) blogs.push(blog);
  };

  const addDocs = (options: unknown, at: string) => {
    const o = new Keys(options, at, file, notCarried);
    const pluginId = o.string('id') ?? 'default';
    const id = pluginId === 'default' ? 'docs' : pluginId;
    if (!/^[a-z0-9-]+$/.test(id)) {
      o.report('id', `ctfdocs instance ids are lower-case letters, digits and "-": the instance "${pluginId}" is left out; add it by hand under docs:`);
      return;
    }
    pluginIds.set(pluginId, id);
    const docsPath = o.string('path') ?? 'docs';
    const routeBase = (o.string('routeBasePath') ?? 'docs').replace(/^\/+|\/+$/g, '');
    const sidebarValue = o.take('sidebarPath');
    const sidebarFile = typeof sidebarValue === 'string' ? path.relative(siteDir, path.resolve(siteDir, sidebarValue)).split(path.sep).join('/') : sidebarValue === false ? false : undefined;
    if (sidebarValue === false) o.report('sidebarPath', 'false (no sidebar) has no ctfdocs equivalent: the sidebar is made from the folders');
    const sidebarPath = sidebarFile ? sidebarFile.replace(/\.(c|m)?[jt]s$|\.json$/, '') + '.yaml' : undefined;
    const editUrl = o.take('editUrl');
    if (typeof editUrl === 'function') o.report('editUrl', 'a function: ctfdocs takes a URL that the file path is appended to');
    const versions = o.records('versions', ['label', 'path', 'banner'], 'not a version option in ctfdocs');
    const include = o.take('includeCurrentVersion');
    if (include === false) o.report('includeCurrentVersion', 'ctfdocs always builds the current docs; leave them out with onlyIncludeVersions');
    const only = o.take('onlyIncludeVersions');
    const plugins = Object.fromEntries(PLUGIN_LISTS.map((list) => [list, pluginList(o, list, nameOf)]));
    docs.push({
      id,
      path: docsPath,
      routeBasePath: `/${routeBase}`,
      include: o.strings('include'),
      exclude: o.strings('exclude'),
      sidebarPath,
      editUrl: typeof editUrl === 'string' ? editUrl : undefined,
      showLastUpdateTime: o.boolean('showLastUpdateTime'),
      showLastUpdateAuthor: o.boolean('showLastUpdateAuthor'),
      lastVersion: o.string('lastVersion'),
      onlyIncludeVersions: Array.isArray(only) ? only : undefined,
      versions,
      ...plugins,
    });
    instances.push({ id, sidebarFile, sidebarPath });
    o.rest('not a docs option in ctfdocs');
  };

  // Presets first: the classic preset's docs are the default instance, which owns versions.json.
  const presets = top.take('presets');
  (Array.isArray(presets) ? presets : []).forEach((p, i) => {
    const { name, options } = entry(p);
    const at = keyPath(keyPath('presets', i), 1);
    if (!name || !CLASSIC.has(name)) {
      top.reportElement('presets', i, `${name ? `"${name}"` : 'a preset'}: ctfdocs reads only the classic preset's options`);
      return;
    }
    const o = new Keys(options, at, file, notCarried);
    const docsOptions = o.take('docs');
    if (docsOptions !== false) addDocs(docsOptions ?? {}, keyPath(at, 'docs'));
    // The preset has a blog unless `blog: false`; one with no folder builds nothing, in Docusaurus as here.
    const blog = o.take('blog');
    if (blog !== false && (blog !== undefined || existsSync(path.join(siteDir, 'blog')))) addBlog(blog ?? {}, keyPath(at, 'blog'));
    o.drop('pages', 'ctfdocs reads its own pages from pages/ beside the config (markdown or React components rendered with its theme)');
    const theme = o.child('theme');
    customCss.push(...carryCustomCss(theme, siteDir));
    theme.rest();
    const gtag = o.child('gtag');
    if (gtag.string('trackingID')) Object.assign(analytics, { trackingID: gtag.string('trackingID'), anonymizeIP: gtag.boolean('anonymizeIP') });
    gtag.rest('not an analytics option in ctfdocs');
    o.drop('sitemap', 'ctfdocs always writes sitemap.xml, without options');
    o.drop('googleAnalytics', 'Universal Analytics through this plugin is not carried over; use gtag');
    o.drop('googleTagManager', 'ctfdocs has no Tag Manager support');
    o.drop('svgr', NO_PLUGINS);
    o.drop('debug', NO_PLUGINS);
    o.rest(NO_PLUGINS);
  });
  /** The local-search theme or plugin the site uses, which ctfdocs's local search replaces. */
  let localSearch: { name: string; list: string; i: number } | undefined;
  const searchOptions = (list: string, i: number, name: string, options: unknown) => {
    localSearch ??= { name, list, i };
    const o = new Keys(options, keyPath(keyPath(list, i), 1), file, notCarried);
    o.rest(`an option of ${name}: ctfdocs's local search (themeConfig.search) has its own index and takes none of its options`);
  };
  const plugins = top.take('plugins');
  (Array.isArray(plugins) ? plugins : []).forEach((p, i) => {
    const { name, options } = entry(p);
    const search = name === undefined ? undefined : localSearchPackage(name);
    if (name && CONTENT_DOCS.has(name)) addDocs(options, keyPath(keyPath('plugins', i), 1));
    else if (name && CONTENT_BLOG.has(name)) addBlog(options, keyPath(keyPath('plugins', i), 1));
    else if (search) searchOptions('plugins', i, search, options);
    else top.reportElement('plugins', i, `${name ? `"${name}"` : 'a plugin written in the config'}: ${NO_PLUGINS}`);
  });
  const themes = top.take('themes');
  (Array.isArray(themes) ? themes : []).forEach((t, i) => {
    const { name, options } = entry(t);
    const search = name === undefined ? undefined : localSearchPackage(name);
    if (search) searchOptions('themes', i, search, options);
    // Its options are themeConfig.algolia, carried below.
    else if (name === undefined || !isAlgoliaTheme(name)) top.reportElement('themes', i, `${name ? `"${name}"` : 'a theme written in the config'}: ctfdocs has one theme of its own`);
  });

  const i18n = top.child('i18n');
  const localeConfigs = i18n.records('localeConfigs', ['label', 'direction', 'htmlLang'], 'not a locale option in ctfdocs');
  const locales = i18n.take('locales');
  const i18nOut = { defaultLocale: i18n.string('defaultLocale'), locales: Array.isArray(locales) ? locales : undefined, localeConfigs };
  i18n.drop('path', 'translations go in i18n/<locale>/docs-<instance id>/ beside the config');
  i18n.rest();
  const markdown = top.child('markdown');
  // Docusaurus 3 compiles every .md file as MDX unless its config says
  // otherwise: the site already runs its pages as code, so ctfdocs does too.
  const format = markdown.string('format');
  const markdownOut = format === 'md' || format === 'detect' ? (format === 'md' ? { format: 'md' } : undefined) : { format: 'mdx' };
  const hooks = markdown.child('hooks');
  const onBrokenMarkdownLinks = top.string('onBrokenMarkdownLinks') ?? hooks.string('onBrokenMarkdownLinks');
  hooks.rest('ctfdocs has no markdown hooks');
  markdown.rest('ctfdocs has one markdown dialect: CommonMark, GFM and directives');
  const staticDirectories = top.take('staticDirectories');

  const reactPages = docusaurusPageRoutes(siteDir);
  const leftOut: LeftOut = (to) => {
    if (to === undefined) return undefined;
    const page = reactPages.get(`/${to.replace(/^\/+|[?#].*$|\/+$/g, '')}`);
    return page ? `a link to ${page}, a Docusaurus page that is not carried over` : undefined;
  };
  const themeConfig = convertThemeConfig(top.child('themeConfig'), pluginIds, analytics, leftOut);
  if (!themeConfig.search && localSearch) themeConfig.search = { provider: 'local' };
  else if (localSearch)
    top.reportElement(localSearch.list, localSearch.i, `${localSearch.name}: the site configures Algolia DocSearch too (themeConfig.algolia), which is carried; a ctfdocs site has one search`);
  // Docusaurus places the search bar at the right of the navbar unless an item places it.
  if (themeConfig.search) {
    const navbar = themeConfig.navbar as Plain;
    navbar.items = withSearchItem(navbar.items as Plain[] | undefined);
  }
  const head = carryHead(top, top.string('baseUrl') ?? '/');

  const config = compact({
    title: top.string('title'),
    tagline: top.string('tagline'),
    url: top.string('url'),
    baseUrl: top.string('baseUrl'),
    favicon: staticPath(top.string('favicon')),
    titleDelimiter: top.string('titleDelimiter'),
    noIndex: top.boolean('noIndex'),
    i18n: i18nOut,
    onBrokenLinks: onProblem(top.string('onBrokenLinks')),
    onBrokenMarkdownLinks: onProblem(onBrokenMarkdownLinks),
    onBrokenAnchors: onProblem(top.string('onBrokenAnchors')),
    onDuplicateRoutes: onProblem(top.string('onDuplicateRoutes')),
    markdown: markdownOut,
    docs,
    blog: blogs.length ? blogs : undefined,
    staticDirectories: Array.isArray(staticDirectories) ? staticDirectories : ['static'],
    customCss: customCss.length ? customCss : undefined,
    ...head,
    clientModules: carryClientModules(top, siteDir),
    customFields: customFields(top.child('customFields')),
    themeConfig,
  });
  const trailingSlash = top.take('trailingSlash');
  if (trailingSlash === true) top.report('trailingSlash', 'ctfdocs routes have no trailing slash');
  for (const key of ['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort']) top.drop(key, 'settings of docusaurus deploy; ctfdocs writes build/ for you to publish');
  top.rest();
  return { config, instances, notCarried };
}

/** `customFields`, each that YAML can hold (a function or a regular expression it cannot). */
function customFields(fields: Keys): Plain {
  const out: Plain = {};
  for (const [name, value] of Object.entries(fields.obj)) {
    fields.take(name);
    if (isYamlValue(value)) out[name] = value;
    else fields.report(name, 'a value YAML cannot hold (a function, a regular expression, …): add it by hand');
  }
  return out;
}

/** Why a navbar or footer link is left out (it leads to what the import does not carry), or undefined to keep it. */
type LeftOut = (to: string | undefined) => string | undefined;

/**
 * The routes of the site's Docusaurus pages (src/pages), which are not carried
 * over, to their files; the home page is left out, as the import writes one.
 */
function docusaurusPageRoutes(siteDir: string): Map<string, string> {
  const routes = new Map<string, string>();
  const dir = path.join(siteDir, 'src/pages');
  if (!existsSync(dir)) return routes;
  for (const rel of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const posix = rel.split(path.sep).join('/');
    // As Docusaurus: files and folders starting with _ are not pages; styles and tests are not either.
    if (!/\.(jsx?|tsx?|mdx?)$/.test(posix) || /(^|\/)_/.test(posix) || /\.(test|spec)\.[jt]sx?$/.test(posix)) continue;
    const route = `/${posix.replace(/\.[^.]+$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
    if (route !== '/') routes.set(route, `src/pages/${posix}`);
  }
  return routes;
}

function convertThemeConfig(t: Keys, pluginIds: Map<string, string>, analytics: Plain, leftOut: LeftOut): Plain {
  const navbar = t.child('navbar');
  const items = navbar.take('items');
  const out: Plain = {
    navbar: {
      title: navbar.string('title'),
      logo: convertLogo(navbar.child('logo')),
      hideOnScroll: navbar.boolean('hideOnScroll'),
      items: Array.isArray(items) ? items.flatMap((item, i) => convertNavbarItem(navbar.element('items', i, item), pluginIds, leftOut)) : undefined,
    },
  };
  navbar.drop('style', 'ctfdocs has one navbar style, light or dark with the colour mode');
  navbar.rest('not a navbar option in ctfdocs');

  if (t.obj.footer !== undefined) {
    const footer = t.child('footer');
    const links = footer.take('links');
    out.footer = {
      style: footer.string('style'),
      links: Array.isArray(links) ? links.flatMap((l, i) => convertFooterLinks(footer.element('links', i, l), leftOut)) : undefined,
      logo: convertLogo(footer.child('logo')),
      copyright: footer.string('copyright'),
    };
    footer.rest('not a footer option in ctfdocs');
  }
  if (t.obj.announcementBar !== undefined) {
    const a = t.child('announcementBar');
    out.announcementBar = { id: a.string('id'), content: a.string('content'), backgroundColor: a.string('backgroundColor'), textColor: a.string('textColor'), isCloseable: a.boolean('isCloseable') };
    a.rest('not an announcement bar option in ctfdocs');
  }
  const colorMode = t.child('colorMode');
  out.colorMode = { defaultMode: colorMode.string('defaultMode'), disableSwitch: colorMode.boolean('disableSwitch'), respectPrefersColorScheme: colorMode.boolean('respectPrefersColorScheme') };
  colorMode.rest('not a colour mode option in ctfdocs');
  const toc = t.child('tableOfContents');
  out.tableOfContents = { minHeadingLevel: toc.number('minHeadingLevel'), maxHeadingLevel: toc.number('maxHeadingLevel') };
  toc.rest();
  const docs = t.child('docs');
  const sidebar = docs.child('sidebar');
  out.docs = { sidebar: { hideable: sidebar.boolean('hideable'), autoCollapseCategories: sidebar.boolean('autoCollapseCategories') } };
  sidebar.rest();
  docs.drop('versionPersistence', 'ctfdocs remembers the chosen version in localStorage');
  docs.rest();
  if (t.obj.algolia !== undefined) {
    const a = t.child('algolia');
    const searchPagePath = a.take('searchPagePath');
    out.search = {
      provider: 'algolia',
      appId: a.string('appId'),
      apiKey: a.string('apiKey'),
      indexName: a.string('indexName'),
      contextualSearch: a.boolean('contextualSearch'),
      searchPagePath: typeof searchPagePath === 'string' ? searchPagePath : undefined,
    };
    if (searchPagePath === false) a.report('searchPagePath', 'ctfdocs always has a search page');
    a.rest('not a search option in ctfdocs');
  }
  if (Object.keys(analytics).length) out.analytics = analytics;
  // The site's social image: a path in the static folder (Docusaurus writes it without a leading slash) or a URL.
  out.image = staticPath(t.string('image'));
  t.drop('prism', 'ctfdocs highlights code with shiki, in its own light and dark themes');
  t.drop('metadata', 'ctfdocs writes its own meta tags');
  t.rest();
  return out;
}

function convertLogo(logo: Keys): Plain | undefined {
  if (!isPlain(logo.obj) || logo.obj.src === undefined) return undefined;
  const out = {
    alt: logo.string('alt') ?? '',
    src: staticPath(logo.string('src')),
    srcDark: staticPath(logo.string('srcDark')),
    href: logo.string('href'),
    width: logo.number('width'),
    height: logo.number('height'),
  };
  logo.rest('not a logo option in ctfdocs');
  return out;
}

const NAVBAR_TYPES = new Set(['default', 'dropdown', 'search', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown', 'localeDropdown']);

function convertNavbarItem(item: Keys, pluginIds: Map<string, string>, leftOut: LeftOut): Plain[] {
  const type = item.string('type');
  if (type && !NAVBAR_TYPES.has(type)) {
    item.report('type', `ctfdocs has no "${type}" navbar items; the item is left out`);
    return [];
  }
  const why = leftOut(item.obj.to as string | undefined);
  if (why) {
    item.report('to', `${why}; the item is left out`);
    return [];
  }
  const pluginId = item.string('docsPluginId');
  const children = item.take('items');
  const out: Plain = {
    type,
    label: item.string('label'),
    to: item.string('to'),
    href: item.string('href'),
    position: item.string('position'),
    items: Array.isArray(children) ? children.flatMap((c, i) => convertNavbarItem(item.element('items', i, c), pluginIds, leftOut)) : undefined,
    activeBasePath: item.string('activeBasePath'),
    activeBaseRegex: item.string('activeBaseRegex'),
    value: item.string('value'),
    docId: item.string('docId'),
    sidebarId: item.string('sidebarId'),
    docsPluginId: pluginId === undefined ? undefined : (pluginIds.get(pluginId) ?? pluginId),
    className: item.string('className'),
    'aria-label': item.string('aria-label'),
  };
  item.rest('not a navbar item option in ctfdocs');
  return [Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined))];
}

function convertFooterLinks(k: Keys, leftOut: LeftOut): Plain[] {
  const link = (l: Keys): Plain[] => {
    const why = leftOut(l.obj.to as string | undefined);
    if (why) {
      l.report('to', `${why}; the link is left out`);
      return [];
    }
    const out = { label: l.string('label'), to: l.string('to'), href: l.string('href') };
    l.drop('html', 'HTML footer items are not carried over; write them as label and href');
    l.rest('not a footer link option in ctfdocs');
    // An item that was only HTML has nothing left to be a link with.
    return out.label === undefined && out.to === undefined && out.href === undefined ? [] : [out];
  };
  if (!Array.isArray(k.obj.items)) return link(k);
  const items = k.take('items') as unknown[];
  const out = { title: k.string('title'), items: items.flatMap((it, i) => link(k.element('items', i, it))) };
  k.rest('not a footer column option in ctfdocs');
  return [out];
}
