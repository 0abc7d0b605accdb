// What the config puts in every page's <head>, made once per build before
// any page renders: the stylesheet (the theme's and the site's customCss),
// the config's head tags, and the Content-Security-Policy that allows
// exactly what those load. serve keeps the stylesheet while the config's
// stylesheets and every file they read are the same.
import { siteHeadTags, type Diagnostic, type ReadRules, type SiteConfig } from '@ctfdocs/core';
import type { BuildCache } from './build-cache.ts';
import { contentSecurityPolicy, metaContentSecurityPolicy } from './headers.ts';
import { headTagsHtml } from './head-tags.ts';
import { sitePolicySources } from './site-policy.ts';
import { buildStylesheet, sameInputs, type Stylesheet, type StylesheetInput } from './stylesheet.ts';

export interface SiteHeadInput {
  /** The default locale's config (every locale has the same head). */
  config: SiteConfig;
  dev: boolean;
  rootDir: string;
  rules: ReadRules;
  cache?: BuildCache;
}

export interface SiteHead {
  stylesheet: Stylesheet;
  /** The config's head tags as HTML, for the end of every page's <head>. */
  headTags: string;
  /** The policy as `_headers` sends it. */
  policy: string;
  /** The policy as pages carry it, in a meta element. */
  csp: string;
  diagnostics: Diagnostic[];
}

/** serve's stylesheet: what it was made from (its files are in `made.stylesheet.inputs`), and what making it reported. */
export interface KeptStylesheet {
  /** The config's side: baseUrl, the stylesheets and the read rules. */
  config: string;
  made: { stylesheet: Stylesheet; diagnostics: Diagnostic[] };
}

export async function makeSiteHead(input: SiteHeadInput): Promise<SiteHead> {
  const { config } = input;
  const made = await stylesheetOf({ baseUrl: config.baseUrl, rootDir: input.rootDir, customCss: config.customCss, rules: input.rules }, input.cache);
  const tags = siteHeadTags(config);
  const policy = contentSecurityPolicy(sitePolicySources({ config, dev: input.dev, headTags: tags, cssUrls: made.stylesheet.external }));
  return { stylesheet: made.stylesheet, headTags: headTagsHtml(tags), policy, csp: metaContentSecurityPolicy(policy), diagnostics: made.diagnostics };
}

async function stylesheetOf(input: StylesheetInput, cache: BuildCache | undefined): Promise<KeptStylesheet['made']> {
  const config = JSON.stringify([input.baseUrl, input.customCss, input.rules]);
  const kept = cache?.stylesheet;
  if (kept && kept.config === config && (await sameInputs(kept.made.stylesheet.inputs))) return kept.made;
  const made = await buildStylesheet(input);
  // One with an error is made again: the fix may be a file it could not find.
  if (cache) cache.stylesheet = made.diagnostics.some((d) => d.severity === 'error') ? undefined : { config, made };
  return made;
}
