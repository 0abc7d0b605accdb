// A Docusaurus config object as a ctfdocs config: the site's names and URLs,
// link checking, locales, markdown format, the docs instances
// (docs-instance.ts) and blogs (blog.ts) of the classic preset and the
// content plugins (plugin-entries.ts), the theme config (theme-config.ts),
// the site's styles and head (head.ts), its clientModules and its
// customFields. Every other key is reported.
import { carryClientModules, carryHead } from './head.ts';
import { compact, Keys, type ConfigFile, type NotCarried, type Plain } from './keys.ts';
import { convertBlog } from './blog.ts';
import { convertDocs, type DocsSource } from './docs-instance.ts';
import { leftOutLinks } from './left-out.ts';
import { readPluginEntries } from './plugin-entries.ts';
import { withSearchItem } from './search.ts';
import { convertThemeConfig } from './theme-config.ts';
import { isYamlValue, onProblem, staticPath } from './values.ts';
import type { LoadedModule } from './load-module.ts';

export interface ConvertedConfig {
  config: Plain;
  instances: DocsSource[];
  notCarried: NotCarried[];
}

/** `nameOf`: the module a value of the config came from (load-module.ts); plugins it cannot name are reported. */
export function convertConfig(raw: unknown, file: string, siteDir: string, nameOf: LoadedModule['nameOf'] = () => undefined): ConvertedConfig {
  const notCarried: NotCarried[] = [];
  const source: ConfigFile = { file, siteDir, notCarried };
  const top = new Keys(raw, '', file, notCarried);
  const instances: DocsSource[] = [];
  const docs: Plain[] = [];
  /** Docusaurus's docs plugin ids to ctfdocs's instance ids, which navbar items name. */
  const pluginIds = new Map<string, string>();
  const blogs: Plain[] = [];
  const { customCss, analytics, localSearch } = readPluginEntries(top, source, {
    addDocs(options, at) {
      const converted = convertDocs(options, at, source, nameOf);
      if (!converted) return;
      pluginIds.set(converted.pluginId, converted.instance.id);
      docs.push(converted.docs);
      instances.push(converted.instance);
    },
    addBlog(options, at) {
      const { blog } = convertBlog(options, at, file, siteDir, notCarried);
      if (blog) blogs.push(blog);
    },
  });
  const i18n = convertI18n(top.child('i18n'));
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

  const themeConfig = convertThemeConfig(top.child('themeConfig'), pluginIds, analytics, leftOutLinks(siteDir));
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
    i18n,
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

/** `i18n`: the locales and their configs; translations are read from ctfdocs's own folders. */
function convertI18n(i18n: Keys): Plain {
  const localeConfigs = i18n.records('localeConfigs', ['label', 'direction', 'htmlLang'], 'not a locale option in ctfdocs');
  const locales = i18n.take('locales');
  const out = { defaultLocale: i18n.string('defaultLocale'), locales: Array.isArray(locales) ? locales : undefined, localeConfigs };
  i18n.drop('path', 'translations go in i18n/<locale>/docs-<instance id>/ beside the config');
  i18n.rest();
  return out;
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
