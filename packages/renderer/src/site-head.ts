// What the config puts in every page's <head>, made once per build before
// any page renders: the stylesheet (the theme's and the site's customCss),
// the config's head tags and its plugins', and the Content-Security-Policy
// that allows exactly what those load. serve keeps the stylesheet while the config's
// stylesheets and every file they read are the same.
import { contentKey, siteHeadTags, type Diagnostic, type HeadTag, type Memo, type ReadRules, type SiteConfig } from '@ctfdocs/core';
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
  /** The origins pages frame (embeds.allow, those used). */
  frames: readonly string[];
  /** The head tags site plugins add (injectHtmlTags), after the config's. */
  pluginTags?: readonly HeadTag[];
  /** Stylesheets among the client modules (of site plugins, then of the config), relative to rootDir: after customCss. */
  moreCss?: readonly string[];
  /** serve's stylesheets, by what the config says of them. */
  memo?: Memo<Stylesheet>;
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

export async function makeSiteHead(input: SiteHeadInput): Promise<SiteHead> {
  const { config } = input;
  const made = await stylesheetOf({ baseUrl: config.baseUrl, rootDir: input.rootDir, customCss: [...config.customCss, ...(input.moreCss ?? [])], rules: input.rules }, input.memo);
  const tags = [...siteHeadTags(config), ...(input.pluginTags ?? [])];
  const policy = contentSecurityPolicy(sitePolicySources({ config, dev: input.dev, headTags: tags, cssUrls: made.value.external, frames: input.frames }));
  return { stylesheet: made.value, headTags: headTagsHtml(tags), policy, csp: metaContentSecurityPolicy(policy), diagnostics: [...made.diagnostics] };
}

/** The stylesheet, from serve's memo while every file it read is the same; one with an error is made again, since the fix may be a file it could not find. */
function stylesheetOf(input: StylesheetInput, memo: Memo<Stylesheet> | undefined) {
  const make = async () => {
    const { stylesheet, diagnostics } = await buildStylesheet(input);
    return { value: stylesheet, diagnostics };
  };
  if (!memo) return make();
  const key = contentKey(input.baseUrl, JSON.stringify(input.customCss), JSON.stringify(input.rules));
  return memo.getOrMakeAsync(key, make, { valid: (s) => sameInputs(s.inputs), keep: (made) => !made.diagnostics.some((d: Diagnostic) => d.severity === 'error') });
}
