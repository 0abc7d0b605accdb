// A Docusaurus config's `presets`, `plugins` and `themes`. ctfdocs runs no
// Docusaurus plugin, but it reads the options of those it has an equivalent
// for: the classic preset (its docs, blog, customCss and gtag), the content
// docs and blog plugins, and a local-search theme or plugin, which ctfdocs's
// own local search replaces. Every other entry is reported.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { carryCustomCss } from './head.ts';
import { Keys, keyPath, type ConfigFile, type Plain } from './keys.ts';
import { isAlgoliaTheme, localSearchPackage } from './search.ts';

const CLASSIC = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);
const CONTENT_DOCS = new Set(['content-docs', '@docusaurus/plugin-content-docs', 'docusaurus-plugin-content-docs']);
const CONTENT_BLOG = new Set(['content-blog', '@docusaurus/plugin-content-blog', 'docusaurus-plugin-content-blog']);
const NO_PLUGINS = 'ctfdocs runs no Docusaurus plugins';

/** Where the docs instances and blogs found are carried (docs-instance.ts, blog.ts), each with its key path. */
export interface ContentEntries {
  addDocs(options: unknown, at: string): void;
  addBlog(options: unknown, at: string): void;
}

export interface CarriedEntries {
  /** The classic preset's `theme.customCss`, as paths from the site folder. */
  customCss: string[];
  /** The classic preset's gtag options, as ctfdocs's `themeConfig.analytics`. */
  analytics: Plain;
  /** The local-search theme or plugin the site uses, which ctfdocs's local search replaces. */
  localSearch?: { name: string; list: string; i: number };
}

/** A plugin or preset entry: its name and options. */
function entry(value: unknown): { name?: string; options: unknown } {
  if (typeof value === 'string') return { name: value, options: {} };
  if (Array.isArray(value) && typeof value[0] === 'string') return { name: value[0], options: value[1] ?? {} };
  return { options: {} };
}

export function readPluginEntries(top: Keys, source: ConfigFile, content: ContentEntries): CarriedEntries {
  const carried: CarriedEntries = { customCss: [], analytics: {} };
  // Presets first: the classic preset's docs are the default instance, which owns versions.json.
  const presets = top.take('presets');
  (Array.isArray(presets) ? presets : []).forEach((p, i) => {
    const { name, options } = entry(p);
    if (!name || !CLASSIC.has(name)) {
      top.reportElement('presets', i, `${name ? `"${name}"` : 'a preset'}: ctfdocs reads only the classic preset's options`);
      return;
    }
    classicPreset(options, keyPath(keyPath('presets', i), 1), source, content, carried);
  });
  const searchOptions = (list: string, i: number, name: string, options: unknown) => {
    carried.localSearch ??= { name, list, i };
    const o = new Keys(options, keyPath(keyPath(list, i), 1), source.file, source.notCarried);
    o.rest(`an option of ${name}: ctfdocs's local search (themeConfig.search) has its own index and takes none of its options`);
  };
  const plugins = top.take('plugins');
  (Array.isArray(plugins) ? plugins : []).forEach((p, i) => {
    const { name, options } = entry(p);
    const search = name === undefined ? undefined : localSearchPackage(name);
    if (name && CONTENT_DOCS.has(name)) content.addDocs(options, keyPath(keyPath('plugins', i), 1));
    else if (name && CONTENT_BLOG.has(name)) content.addBlog(options, keyPath(keyPath('plugins', i), 1));
    else if (search) searchOptions('plugins', i, search, options);
    else top.reportElement('plugins', i, `${name ? `"${name}"` : 'a plugin written in the config'}: ${NO_PLUGINS}`);
  });
  const themes = top.take('themes');
  (Array.isArray(themes) ? themes : []).forEach((t, i) => {
    const { name, options } = entry(t);
    const search = name === undefined ? undefined : localSearchPackage(name);
    if (search) searchOptions('themes', i, search, options);
    // Its options are themeConfig.algolia, carried by theme-config.ts.
    else if (name === undefined || !isAlgoliaTheme(name)) top.reportElement('themes', i, `${name ? `"${name}"` : 'a theme written in the config'}: ctfdocs has one theme of its own`);
  });
  return carried;
}

/** The classic preset's options at key path `at`. */
function classicPreset(options: unknown, at: string, source: ConfigFile, content: ContentEntries, carried: CarriedEntries): void {
  const o = new Keys(options, at, source.file, source.notCarried);
  const docsOptions = o.take('docs');
  if (docsOptions !== false) content.addDocs(docsOptions ?? {}, keyPath(at, 'docs'));
  // The preset has a blog unless `blog: false`; one with no folder builds nothing, in Docusaurus as here.
  const blog = o.take('blog');
  if (blog !== false && (blog !== undefined || existsSync(path.join(source.siteDir, 'blog')))) content.addBlog(blog ?? {}, keyPath(at, 'blog'));
  o.drop('pages', 'ctfdocs reads its own pages from pages/ beside the config (markdown or React components rendered with its theme)');
  const theme = o.child('theme');
  carried.customCss.push(...carryCustomCss(theme, source.siteDir));
  theme.rest();
  const gtag = o.child('gtag');
  if (gtag.string('trackingID')) Object.assign(carried.analytics, { trackingID: gtag.string('trackingID'), anonymizeIP: gtag.boolean('anonymizeIP') });
  gtag.rest('not an analytics option in ctfdocs');
  o.drop('sitemap', 'ctfdocs always writes sitemap.xml, without options');
  o.drop('googleAnalytics', 'Universal Analytics through this plugin is not carried over; use gtag');
  o.drop('googleTagManager', 'ctfdocs has no Tag Manager support');
  o.drop('svgr', NO_PLUGINS);
  o.drop('debug', NO_PLUGINS);
  o.rest(NO_PLUGINS);
}
