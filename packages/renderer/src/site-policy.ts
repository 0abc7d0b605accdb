// The site's Content-Security-Policy sources, computed in one place from
// what the config names: the theme's inline head script (by hash), the
// config's head tags, stylesheets and scripts (their origins, and the hashes
// of inline scripts), what the site's stylesheets (customCss) load from
// other sites, the hosts a hosted search provider is queried at (Algolia's),
// and Google Analytics in production builds. Nothing else
// outside the site is allowed. The config's author is trusted; page content
// is not, and nothing a page writes reaches the policy.
import { externalOrigin, type HeadTag, type SiteConfig } from '@ctfdocs/core';
import { headScript, searchProviderPlan } from '@ctfdocs/theme';
import type { PolicySources } from './headers.ts';
import type { ExternalCssUrl } from './stylesheet.ts';

type Directive = Exclude<keyof PolicySources, 'inlineScripts'>;

const GTAG_SCRIPT = 'https://www.googletagmanager.com';
const GTAG_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/** What `<link rel="preload">` fetches, by its `as` (images need nothing). */
const PRELOADS: Record<string, Directive[]> = { script: ['script'], style: ['style'], font: ['font'], fetch: ['connect'] };

/**
 * What a `<link>` to another site loads, by its `rel` (and `as`). A
 * stylesheet's host usually serves its fonts too (KaTeX's, a CDN's); a
 * preconnect names a host the page will fetch from, which for the resources
 * no other tag names is fonts (Google Fonts' stylesheet loads them from
 * fonts.gstatic.com, the host its snippet preconnects to) or a fetch.
 * Images need nothing: the policy allows any https image.
 */
const LINK_RELS: Record<string, (as: string | undefined) => Directive[]> = {
  stylesheet: () => ['style', 'font'],
  preconnect: () => ['font', 'connect'],
  'dns-prefetch': () => ['font', 'connect'],
  modulepreload: () => ['script'],
  preload: (as) => PRELOADS[as ?? ''] ?? [],
  manifest: () => ['manifest'],
};

/** A script's type that the browser runs (not a data block such as JSON-LD, which needs no hash). */
const runs = (type: string | undefined) => type === undefined || type === '' || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/i.test(type);

export interface SitePolicyInput {
  config: SiteConfig;
  /** serve: analytics is left out of development builds. */
  dev: boolean;
  headTags: readonly HeadTag[];
  /** What the site's stylesheets load from other sites (stylesheet.ts). */
  cssUrls: readonly ExternalCssUrl[];
  /** The origins pages frame: only those embeds.allow lists reach here. */
  frames: readonly string[];
}

export function sitePolicySources(input: SitePolicyInput): PolicySources {
  const sources: Record<keyof PolicySources, string[]> = { inlineScripts: [headScript(input.config)], script: [], style: [], font: [], connect: [], frame: [...input.frames], manifest: [] };
  const allow = (origin: string | undefined, directives: readonly Directive[]) => {
    if (origin) for (const d of directives) sources[d].push(origin);
  };
  for (const tag of input.headTags) {
    const url = tag.urlAttribute && tag.attributes[tag.urlAttribute];
    const origin = typeof url === 'string' ? externalOrigin(url) : undefined;
    if (tag.tagName === 'script') {
      const type = typeof tag.attributes.type === 'string' ? tag.attributes.type : undefined;
      // A script talks back to where it came from (an analytics script posts its events there).
      if (url !== undefined) allow(origin, ['script', 'connect']);
      else if (tag.innerHTML && runs(type)) sources.inlineScripts.push(tag.innerHTML);
    } else if (tag.tagName === 'link') {
      const rels = String(tag.attributes.rel ?? '')
        .toLowerCase()
        .split(/\s+/);
      const as = typeof tag.attributes.as === 'string' ? tag.attributes.as.toLowerCase() : undefined;
      for (const rel of rels) allow(origin, LINK_RELS[rel]?.(as) ?? []);
    }
  }
  for (const css of input.cssUrls) allow(externalOrigin(css.url), css.kind === 'import' ? ['style', 'font'] : ['font']);
  const search = input.config.themeConfig.search;
  if (search) for (const host of searchProviderPlan(search.provider).connectSources(search)) allow(host, ['connect']);
  if (input.config.themeConfig.analytics && !input.dev) {
    allow(GTAG_SCRIPT, ['script']);
    for (const o of GTAG_CONNECT) allow(o, ['connect']);
  }
  return sources;
}
