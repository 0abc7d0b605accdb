// What kind of URL a link holds, decided in one place for the markdown
// pipeline, the link checker and the theme.

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The URL's scheme in lower case (`https`, `mailto`), or undefined for a path. */
export function urlScheme(url: string): string | undefined {
  return SCHEME.exec(url.trim())?.[1].toLowerCase();
}

/** A URL with a scheme or a protocol-relative one (`//cdn.example.com/x`): not a path on this site. */
export function isAbsoluteUrl(url: string): boolean {
  return SCHEME.test(url) || url.startsWith('//');
}

/** A web address on another site (http, https or protocol-relative): opens in a new tab. */
export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url);
}

/**
 * A config link (`to` of a navbar or footer item, a logo's `href`) as a path
 * from the site root: Docusaurus resolves them with useBaseUrl, whose
 * addBaseUrl prepends the base to any path without a scheme, so a relative
 * `to: installation` is `/installation` on every page, never relative to it.
 */
export function siteAbsolute(to: string): string {
  if (!to || to.startsWith('/') || to.startsWith('#') || to.startsWith('?') || isAbsoluteUrl(to)) return to;
  return `/${to.replace(/^\.\//, '')}`;
}
