import type { ReactNode } from 'react';
import type { PageImage, SiteData } from '@ctfdocs/core';
import { headScript } from '../head-script.ts';
import { withBase } from '../context.tsx';
import { CLIENT_TEXTS, localeConfig, singleLine, type ClientTextId } from '@ctfdocs/core';
import { searchProviderPlan, type DocContext } from '../search-providers/index.ts';
import { Favicon } from './Favicon.tsx';
import type { NavConfig } from '../shared/nav-config.ts';

export interface DocumentProps {
  site: SiteData;
  route: string;
  /** Page title without the site name; undefined for the home page. */
  title?: string;
  description?: string;
  keywords?: string[];
  css: string;
  js: string;
  /** The site's Content-Security-Policy, written in a meta element. */
  csp: string;
  noindex?: boolean;
  /** URL of the search index, when the site has search. */
  searchIndex?: string;
  /** URL of the page's markdown copy, for `<link rel="alternate">`. */
  markdown?: string;
  /** A doc page's docs instance and version: with the locale, they pick what the page searches. */
  doc?: DocContext;
  /** The page's social image (its `image` front matter, its card or the site's image). */
  image?: PageImage;
  children: ReactNode;
}

/** The whole HTML document: head metadata, the colour-mode script, the shell. */
export function Document({ site, route, title, description, keywords, css, js, csp, noindex, searchIndex, doc, markdown, image, children }: DocumentProps) {
  const { config } = site;
  const fullTitle = singleLine(title ? `${title} ${config.titleDelimiter} ${config.title}` : `${config.title} ${config.titleDelimiter} ${config.tagline}`);
  const canonical = config.url.replace(/\/$/, '') + withBase(config.baseUrl, route);
  const desc = description ?? config.tagline;
  const { defaultMode, respectPrefersColorScheme } = config.themeConfig.colorMode;
  const locale = localeConfig(config, site.locale.current);
  const { progressBar, pageLoader, analytics, search } = config.themeConfig;
  const searchPlan = search && searchProviderPlan(search.provider);
  // Client navigation's options, search's; the tracker only in production builds.
  const nav = JSON.stringify({
    base: config.baseUrl,
    progressBar,
    pageLoader,
    ...(search && searchPlan ? { search: { page: withBase(config.baseUrl, `/${search.searchPagePath}`), reportUrl: search.reportUrl, ...searchPlan.navOptions(search) } } : {}),
    ...(analytics && !site.dev ? { gtag: analytics } : {}),
  } satisfies NavConfig);
  // The client script's texts this locale changes: it has the English ones, so an English site writes none.
  const changed = (Object.keys(CLIENT_TEXTS) as ClientTextId[]).filter((id) => site.texts[id] !== CLIENT_TEXTS[id]);
  const texts = changed.length ? JSON.stringify(Object.fromEntries(changed.map((id) => [id, site.texts[id]]))) : undefined;
  return (
    <html
      lang={locale.htmlLang}
      dir={locale.direction}
      data-theme={defaultMode}
      data-default-mode={defaultMode}
      data-respect-prefers={respectPrefersColorScheme ? '' : undefined}
      data-dev={site.dev ? '' : undefined}
      data-search-index={searchIndex}
      data-search-context={searchPlan?.pageContext(site, doc)}
      data-docs-versions={JSON.stringify(Object.fromEntries(site.instances.map((i) => [i.id, i.versions.map((v) => v.name)])))}
      data-nav={nav}
      data-texts={texts}
    >
      <head>
        <meta charSet="utf-8" />
        {/* Before any script, so hosts that send no policy header still enforce it. */}
        <meta httpEquiv="Content-Security-Policy" content={csp} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={desc} />
        {keywords?.length ? <meta name="keywords" content={keywords.join(', ')} /> : null}
        {noindex ? <meta name="robots" content="noindex" /> : null}
        <link rel="canonical" href={canonical} />
        {markdown ? <link rel="alternate" type="text/markdown" href={markdown} /> : null}
        {/* Every page names the blogs' feeds, as Docusaurus's do, so a feed reader finds them from any page. */}
        {site.blogs.flatMap((b) => b.feeds.map((f) => <link key={f.href} rel="alternate" type={f.mime} href={withBase(config.baseUrl, f.href)} title={f.title} />))}
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={desc} />
        <meta property="og:url" content={canonical} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={config.title} />
        {image ? <meta property="og:image" content={image.url} /> : null}
        {image?.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
        {image?.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
        {image ? <meta property="og:image:alt" content={fullTitle} /> : null}
        <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
        {image ? <meta name="twitter:image" content={image.url} /> : null}
        <meta name="color-scheme" content="light dark" />
        <Favicon config={config} />
        <script dangerouslySetInnerHTML={{ __html: headScript(config) }} />
        <link rel="stylesheet" href={css} />
        <script src={js} defer type="module" />
      </head>
      <body>{children}</body>
    </html>
  );
}
