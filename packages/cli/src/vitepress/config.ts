// A VitePress config object (.vitepress/config.*) as a ctfdocs config: the
// site's title, description and base, its pages as one docs instance at `/`
// (routes are file paths in both), nav, sidebars, social links, edit link,
// last updated, outline levels, search, appearance, footer, favicon and the
// default locale. Every other key is reported with its file and key path.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DOCS_EXCLUDE } from '@ctfdocs/core';
import { compact, isPlain, Keys, keyPath, type NotCarried, type Plain } from '../docusaurus/keys.ts';
import { NavConverter } from './nav.ts';
import { pageFile, type SourcePage } from './pages.ts';
import type { ScopedConfig } from './additional-config.ts';
import { SidebarConverter, type ConvertedSidebars } from './sidebar.ts';

export interface VitePressSite {
  /** The folder holding .vitepress/, where the ctfdocs config is written. */
  root: string;
  /** The config file, relative to the root. */
  file: string;
}

export interface ConvertedConfig {
  config: Plain;
  sidebars: ConvertedSidebars;
  notCarried: NotCarried[];
}

/** VitePress's default page URL when the config names none: ctfdocs needs one for the sitemap. */
const PLACEHOLDER_URL = 'https://docs.example.com';
export const SIDEBARS_FILE = 'sidebars.yaml';

const HOOK = "a build hook: ctfdocs runs none of a site's code at build time outside MDX and React pages";
const VITE = 'Vite and Vue options: ctfdocs builds without Vite';

export function convertConfig(raw: unknown, site: VitePressSite, pages: readonly SourcePage[], scoped: readonly ScopedConfig[] = []): ConvertedConfig {
  const notCarried: NotCarried[] = [];
  const file = site.file;
  const top = new Keys(raw, '', file, notCarried);
  const locales = top.child('locales');
  const rootLocale = locales.child('root');
  // The root locale's keys are the site's (VitePress merges them over the top level).
  const pick = (key: string) => rootLocale.string(key) ?? top.string(key);

  const srcDir = top.string('srcDir') ?? '.';
  const srcLabel = path.posix.normalize(srcDir.split(path.sep).join('/')).replace(/\/$/, '') || '.';
  const docs: Plain = { id: 'docs', path: srcLabel, routeBasePath: '/', sidebarPath: SIDEBARS_FILE };

  const theme = top.child('themeConfig');
  const rootTheme = rootLocale.child('themeConfig');
  const sidebars = new SidebarConverter(pages, file, notCarried);
  sidebars.add(theme.take('sidebar'), 'themeConfig.sidebar', '/');
  const nav = new NavConverter(pages, file, notCarried);
  const items: Plain[] = [];
  const search = theme.obj.search === undefined ? undefined : convertSearch(theme.child('search'));
  if (search) items.push({ type: 'search', position: 'left' });
  items.push(...nav.nav(theme.take('nav'), 'themeConfig.nav'), ...nav.socialLinks(theme.take('socialLinks'), 'themeConfig.socialLinks'));

  const lang = pick('lang');
  const dir = pick('dir');
  const label = rootLocale.string('label');
  rootLocale.drop('link', 'the default locale is served at the root in ctfdocs');
  for (const key of ['title', 'description', 'lang', 'dir']) rootLocale.take(key);
  reportLocaleTheme(rootTheme, 'locales.root.themeConfig');
  rootLocale.rest('not a locale option in ctfdocs');
  for (const name of Object.keys(locales.obj).filter((n) => n !== 'root')) convertLocale(locales.child(name), name, srcLabel, sidebars, notCarried);
  for (const extra of scoped) convertScoped(new Keys(extra.value, '', extra.file, notCarried), extra.dir, sidebars);

  const description = pick('description');
  const logo = convertLogo(theme.take('logo'), theme.take('logoLink'));
  const siteTitle = theme.take('siteTitle');
  const title = pick('title') ?? 'VitePress';
  const editUrl = convertEditLink(theme.child('editLink'), srcLabel);
  const outline = convertOutline(theme, 'outline');
  const footer = convertFooter(theme.child('footer'));
  reportTheme(theme);

  const sitemap = top.child('sitemap');
  const hostname = sitemap.string('hostname');
  sitemap.drop('transformItems', HOOK);
  sitemap.rest('not a sitemap option in ctfdocs');
  if (!hostname) notCarried.push({ file, key: 'sitemap.hostname', reason: `not set: ctfdocs needs the site's URL (for sitemap.xml); ${PLACEHOLDER_URL} is written, change url: in the config` });

  const favicon = convertHead(top, notCarried, file);
  const baseUrl = top.string('base');
  const appearance = convertAppearance(top);
  const markdown = convertMarkdown(top.child('markdown'));
  const titleDelimiter = convertTitleTemplate(top);
  const ignoreDeadLinks = top.take('ignoreDeadLinks');
  if (ignoreDeadLinks !== undefined && ignoreDeadLinks !== true && ignoreDeadLinks !== false)
    top.report('ignoreDeadLinks', 'only true is carried (onBrokenLinks: warn): ctfdocs has no per-link exceptions');
  if (top.boolean('lastUpdated')) docs.showLastUpdateTime = true;
  if (editUrl) docs.editUrl = editUrl;
  // A home page a rewrite moved (en/index.md to /) is where the root leads, since ctfdocs serves it at its file's route.
  const home = pages.find((p) => p.vitepressRoute === '/' && p.docId && !p.excluded);
  if (home && home.route !== '/' && !pages.some((p) => p.route === '/')) docs.landingDocId = home.docId;
  // ctfdocs's routes are clean: `/guide/intro`, served from guide/intro.html, so the
  // `.html` URLs of a site without cleanUrls still lead to the same files.
  top.take('cleanUrls');
  top.take('srcDir');
  // srcExclude leaves files out of the pages, not out of what pages read (includes): the instance's exclude, relative to srcDir as srcExclude is.
  const srcExclude = top.take('srcExclude');
  if (Array.isArray(srcExclude) && srcExclude.length) docs.exclude = [...DEFAULT_DOCS_EXCLUDE, ...srcExclude.filter((g) => typeof g === 'string')];
  reportRewrites(top, pages, srcLabel);
  top.drop('extends', 'the config it extends is not read: copy the keys the site needs into this config');
  for (const key of ['outDir', 'cacheDir', 'assetsDir']) top.drop(key, 'ctfdocs writes build/ (ctfdocs build --out-dir) and keeps its cache in .ctfdocs-cache/');
  for (const key of ['transformPageData', 'transformHead', 'transformHtml', 'buildEnd', 'postRender']) top.drop(key, HOOK);
  for (const key of ['vite', 'vue']) top.drop(key, VITE);
  for (const key of ['mpa', 'router', 'useWebFonts', 'buildConcurrency', 'shouldPreload', 'metaChunk', 'contentProps', 'additionalConfig'])
    top.drop(key, 'ctfdocs has no such setting: its pages are plain HTML with a small client script');
  top.rest();

  const publicDir = path.posix.join(srcLabel, 'public');
  const config = compact({
    title,
    tagline: description,
    url: hostname ?? PLACEHOLDER_URL,
    baseUrl,
    favicon,
    titleDelimiter,
    i18n: lang || label || dir === 'rtl' ? { defaultLocale: lang, locales: lang ? [lang] : undefined, localeConfigs: lang ? { [lang]: { label, direction: dir } } : undefined } : undefined,
    onBrokenLinks: ignoreDeadLinks === true ? 'warn' : undefined,
    markdown: { ...markdown, headingIds: 'vitepress' },
    docs: [docs],
    // VitePress copies <srcDir>/public to the site's root.
    staticDirectories: existsSync(path.join(site.root, publicDir)) ? [publicDir] : [],
    themeConfig: {
      navbar: { title: siteTitle === false ? undefined : typeof siteTitle === 'string' ? siteTitle : title, logo, items },
      footer,
      colorMode: appearance,
      tableOfContents: outline,
      search,
    },
  });
  return { config, sidebars: sidebars.result, notCarried };

  function reportLocaleTheme(t: Keys, at: string) {
    if (!isPlain(t.obj)) return;
    sidebars.add(t.take('sidebar'), keyPath(at, 'sidebar'), '/');
    t.rest("ctfdocs's theme settings are the site's: set them under themeConfig");
  }
}

/** A non-root locale: its pages stay where they are, built in the default locale; its sidebar is carried. */
function convertLocale(k: Keys, name: string, srcLabel: string, sidebars: SidebarConverter, out: NotCarried[]): void {
  const prefix = `/${name}/`;
  const theme = k.child('themeConfig');
  sidebars.add(theme.take('sidebar'), keyPath(theme.at, 'sidebar'), prefix);
  theme.rest("a locale's theme settings: ctfdocs's navbar and theme are one for every locale");
  const folder = srcLabel === '.' ? name : `${srcLabel}/${name}`;
  out.push({
    file: k.file,
    key: k.at,
    reason: `ctfdocs builds a locale as a copy of the site from i18n/<locale>/docs-docs/current/: the pages in ${folder}/ are built as they are, in the default locale, at ${prefix}…, with their sidebar; to make them the "${name}" locale, move them there and add it to i18n.locales`,
  });
}

/** An additional config of a folder: its sidebar is carried; its other settings would be the whole site's in ctfdocs. */
function convertScoped(k: Keys, dir: string, sidebars: SidebarConverter): void {
  const theme = k.child('themeConfig');
  sidebars.add(theme.take('sidebar'), 'themeConfig.sidebar', `/${dir}/`);
  const why = `VitePress applies it to the pages under ${dir}/ alone: ctfdocs's settings are the whole site's`;
  theme.rest(why);
  k.rest(why);
}

function convertSearch(k: Keys): Plain | undefined {
  const provider = k.string('provider');
  const options = k.child('options');
  let out: Plain | undefined;
  if (provider === 'local') {
    out = { provider: 'local' };
    options.rest("an option of VitePress's local search: ctfdocs's local search (themeConfig.search) has its own index and takes none of them");
  } else if (provider === 'algolia') {
    out = { provider: 'algolia', appId: options.string('appId'), apiKey: options.string('apiKey'), indexName: options.string('indexName') };
    options.rest('not a search option in ctfdocs');
  } else k.report('provider', `ctfdocs has no "${provider}" search`);
  k.rest('not a search option in ctfdocs');
  return out;
}

function convertLogo(value: unknown, link: unknown): Plain | undefined {
  if (value === undefined) return undefined;
  const href = typeof link === 'string' ? link : isPlain(link) && typeof link.link === 'string' ? link.link : undefined;
  if (typeof value === 'string') return { alt: '', src: value, href };
  if (!isPlain(value)) return undefined;
  const src = (value.src ?? value.light) as string | undefined;
  if (typeof src !== 'string') return undefined;
  const size = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined);
  return { alt: typeof value.alt === 'string' ? value.alt : '', src, srcDark: typeof value.dark === 'string' ? value.dark : undefined, href, width: size(value.width), height: size(value.height) };
}

/**
 * `editLink.pattern` (`https://…/edit/main/docs/:path`, `:path` being the
 * page's path under srcDir) as ctfdocs's `editUrl`, which the doc's path from
 * the config's folder follows.
 */
function convertEditLink(k: Keys, srcLabel: string): string | undefined {
  if (!isPlain(k.obj)) return undefined;
  const pattern = k.take('pattern');
  k.drop('text', 'ctfdocs names the link "Edit this page"');
  k.rest('not an edit link option in ctfdocs');
  if (typeof pattern !== 'string') {
    if (pattern !== undefined) k.report('pattern', 'a function: ctfdocs takes a URL that the file path follows');
    return undefined;
  }
  const m = /^(.*?)(?::path)$/.exec(pattern);
  if (!m) {
    k.report('pattern', 'ctfdocs appends the file path to a URL: a pattern with :path anywhere but at its end is not carried');
    return undefined;
  }
  if (srcLabel === '.') return m[1];
  if (m[1].endsWith(`/${srcLabel}/`)) return m[1].slice(0, -(srcLabel.length + 1));
  k.report('pattern', `ctfdocs appends the file's path from the config's folder (${srcLabel}/…), which this URL does not end with: set docs[0].editUrl by hand`);
  return undefined;
}

/** `outline` (VitePress shows h2 alone unless told) as the table of contents' levels. */
function convertOutline(theme: Keys, key: string): Plain | undefined {
  const value = theme.take(key);
  const levels = isPlain(value) ? value.level : value;
  if (isPlain(value)) {
    const o = theme.child(key, value);
    o.take('level');
    o.drop('label', 'ctfdocs names the table of contents "On this page"');
    o.rest('not an outline option in ctfdocs');
  }
  if (value === false) {
    theme.report(key, "ctfdocs has no switch for every page: hide a page's table of contents with hide_table_of_contents: true in its front matter");
    return undefined;
  }
  if (levels === 'deep') return { minHeadingLevel: 2, maxHeadingLevel: 6 };
  if (Array.isArray(levels) && levels.length === 2) return { minHeadingLevel: Number(levels[0]), maxHeadingLevel: Number(levels[1]) };
  const level = typeof levels === 'number' ? levels : 2;
  return { minHeadingLevel: level, maxHeadingLevel: level };
}

function convertFooter(k: Keys): Plain | undefined {
  if (!isPlain(k.obj)) return undefined;
  const parts = ['message', 'copyright'].flatMap((key) => {
    const value = k.string(key);
    if (value === undefined) return [];
    if (/<[a-z!/]/i.test(value)) k.report(key, "HTML: ctfdocs's footer line is text, so it is written without its tags");
    return [value.replace(/<[^>]*>/g, '').trim()];
  });
  k.rest('not a footer option in ctfdocs');
  return parts.length ? { copyright: parts.join(' ') } : undefined;
}

/** `head`: a favicon link is the site's favicon; every other entry is named. */
function convertHead(top: Keys, out: NotCarried[], file: string): string | undefined {
  const head = top.take('head');
  let favicon: string | undefined;
  (Array.isArray(head) ? head : []).forEach((entry, i) => {
    const [tag, attrs] = Array.isArray(entry) ? entry : [];
    if (favicon === undefined && tag === 'link' && isPlain(attrs) && /(^|\s)icon(\s|$)/.test(String(attrs.rel)) && typeof attrs.href === 'string') {
      favicon = attrs.href;
      return;
    }
    out.push({
      file,
      key: keyPath(keyPath('head', i), 0),
      reason: `<${String(tag)}>: ctfdocs writes its own head tags and adds none of a site's (its Content-Security-Policy allows only its own scripts and styles)`,
    });
  });
  return favicon;
}

/** `appearance` as the colour mode: VitePress follows the system's preference unless told `dark` or forced. */
function convertAppearance(top: Keys): Plain | undefined {
  const value = top.take('appearance');
  if (value === undefined || value === true) return { respectPrefersColorScheme: true };
  if (value === 'dark') return { defaultMode: 'dark', respectPrefersColorScheme: true };
  if (value === false) return { defaultMode: 'light', disableSwitch: true };
  if (value === 'force-dark') return { defaultMode: 'dark', disableSwitch: true };
  if (value === 'force-auto') return { respectPrefersColorScheme: true, disableSwitch: true };
  top.report('appearance', "useDark's options: ctfdocs has a light and a dark mode, chosen by colorMode");
  return undefined;
}

/** `markdown`: VitePress's own markdown is what ctfdocs reads; plugins and options of markdown-it and Shiki are named. */
function convertMarkdown(k: Keys): Plain {
  k.drop('config', 'custom markdown-it plugins: ctfdocs has its own markdown pipeline (remark), which runs none of them');
  k.drop('preConfig', 'custom markdown-it plugins: ctfdocs has its own markdown pipeline (remark), which runs none of them');
  for (const key of ['theme', 'codeTransformers', 'shikiSetup', 'languages', 'languageAlias', 'defaultHighlightLang'])
    k.drop(key, 'Shiki options: ctfdocs highlights code with its own light and dark themes and languages');
  k.drop('lineNumbers', 'ctfdocs numbers the lines of a block that asks (showLineNumbers, or :line-numbers), not of every block');
  k.drop('math', 'ctfdocs does not render math');
  const attrs = convertAttrs(k);
  k.rest('not a markdown option in ctfdocs');
  return attrs ? { attrs } : {};
}

/** markdown-it-attrs' delimiters, which ctfdocs reads for `{#id}`; its other options set attributes ctfdocs does not write. */
function convertAttrs(markdown: Keys): Plain | undefined {
  if (markdown.obj.attrs === undefined) return undefined;
  const k = markdown.child('attrs');
  const leftDelimiter = k.string('leftDelimiter');
  const rightDelimiter = k.string('rightDelimiter');
  k.rest('ctfdocs reads {#id} after a heading and on a line of its own, and no other attribute');
  return leftDelimiter === undefined && rightDelimiter === undefined ? undefined : compact({ leftDelimiter, rightDelimiter });
}

/** `titleTemplate: ':title - Site'` as ctfdocs's `Page - Title`; other forms are named. */
function convertTitleTemplate(top: Keys): string | undefined {
  const value = top.take('titleTemplate');
  if (value === undefined || value === true) return undefined;
  const m = typeof value === 'string' ? /^:title\s*(\S+)\s*.+$/.exec(value) : null;
  if (m) return m[1];
  top.report('titleTemplate', 'ctfdocs titles pages "Page | Title", with titleDelimiter between: other templates are not carried');
  return undefined;
}

/**
 * `rewrites` move pages away from their file's route; ctfdocs's routes are
 * file paths, so each rule is named with the pages it moves and an example.
 * Its patterns are path-to-regexp's: `:name` a segment, `:name*` the rest.
 */
function reportRewrites(top: Keys, pages: readonly SourcePage[], srcLabel: string): void {
  const rules = top.take('rewrites');
  if (rules === undefined) return;
  if (!isPlain(rules)) {
    top.report('rewrites', 'a function: ctfdocs routes are file paths; give each page it moves a slug in its front matter, or move the file');
    return;
  }
  const at = top.child('rewrites', rules);
  for (const [from, to] of Object.entries(rules)) {
    const moved = pages.filter((p) => p.rewrittenBy === from && !p.excluded && p.route !== undefined);
    if (!moved.length) continue;
    const example = moved[0];
    at.report(
      from,
      `to ${String(to)}: the ${moved.length === 1 ? 'page' : `${moved.length} pages`} it moves keep their file's route in ctfdocs (${pageFile(example, srcLabel)} at ${example.route}, not ${example.vitepressRoute}); links to them are carried; give each a slug in its front matter, or move the files, to keep their URLs`,
    );
  }
}

/** Theme keys ctfdocs has no setting for, each named. */
function reportTheme(theme: Keys): void {
  theme.drop('aside', 'ctfdocs places the table of contents at the right of the page');
  theme.drop('lastUpdated', 'ctfdocs writes "Last updated on" in its own words');
  theme.drop('docFooter', 'ctfdocs names the links "Previous" and "Next"; a page\'s own label is its front matter pagination_label');
  theme.drop('carbonAds', 'ctfdocs shows no ads');
  theme.drop('i18nRouting', 'ctfdocs has one locale here (see locales)');
  theme.drop('externalLinkIcon', 'ctfdocs marks external links in its own way');
  theme.drop('notFound', 'ctfdocs writes its own 404 page');
  for (const key of ['darkModeSwitchLabel', 'lightModeSwitchTitle', 'darkModeSwitchTitle', 'sidebarMenuLabel', 'returnToTopLabel', 'langMenuLabel', 'skipToContentLabel'])
    theme.drop(key, "a text of VitePress's theme: ctfdocs's theme has its own");
  theme.rest('not a theme option in ctfdocs');
}
