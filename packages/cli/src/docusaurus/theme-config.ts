// A Docusaurus `themeConfig` as ctfdocs's: navbar, footer, announcement bar,
// colour mode, table of contents, docs sidebar, Algolia DocSearch, the
// social image, and the analytics the classic preset's gtag options carry.
// Every other key is reported.
import { isPlain, type Keys, type Plain } from './keys.ts';
import { convertFooterLinks } from './footer.ts';
import type { LeftOut } from './left-out.ts';
import { convertNavbarItem } from './navbar.ts';
import { staticPath } from './values.ts';

/** `pluginIds`: Docusaurus's docs plugin ids to ctfdocs's instance ids; `analytics`: what the preset's gtag options carried. */
export function convertThemeConfig(t: Keys, pluginIds: Map<string, string>, analytics: Plain, leftOut: LeftOut): Plain {
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
