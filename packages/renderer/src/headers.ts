// Security headers for the site: sent by `ctfdocs serve` and written to
// build/_headers for static hosts that read that file (Netlify, Cloudflare
// Pages). The Content-Security-Policy is written here from its sources,
// which site-policy.ts computes from the config: scripts run only from the
// site itself, the inline scripts allowed by their hashes and the origins
// the config names; no 'unsafe-inline' for scripts. Styles allow inline
// style attributes, which code highlighting and the announcement bar use.
// Frames are allowed from the origins pages embed (embeds.allow, those
// used), connections to the hosts a hosted search provider is queried at
// (Algolia's, with provider algolia).
//
// Caching: what `assets/` holds is named by a hash of its contents, so it is
// kept for a year unasked; the search manifest keeps one name across builds
// (so that pages do not change when the index does) and lives outside
// `assets/`, under a rule of its own that has caches check it on every use.
// No two rules give one file a Cache-Control: hosts join the values of every
// rule that matches (Cloudflare Pages) or pick one (Netlify).
import { createHash } from 'node:crypto';
import { SEARCH_MANIFEST } from './search-index.ts';

/** What a page may load besides the site's own files, by fetch directive. */
export interface PolicySources {
  /** Inline scripts, allowed by their hashes. */
  inlineScripts: readonly string[];
  script: readonly string[];
  style: readonly string[];
  font: readonly string[];
  connect: readonly string[];
  /** Frames: the directive is written only when pages frame something. */
  frame: readonly string[];
  /** Web app manifests: written only for one on another site (default-src allows the site's own). */
  manifest: readonly string[];
}

export const NO_SOURCES: PolicySources = { inlineScripts: [], script: [], style: [], font: [], connect: [], frame: [], manifest: [] };

const joined = (...parts: ReadonlyArray<string | readonly string[]>) => [...new Set(parts.flat())].join(' ');

export function contentSecurityPolicy(sources: PolicySources): string {
  const hashes = sources.inlineScripts.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src ${joined("'self'", hashes, sources.script)}`,
    `style-src ${joined("'self'", "'unsafe-inline'", sources.style)}`,
    "img-src 'self' data: https:",
    `font-src ${joined("'self'", 'data:', sources.font)}`,
    `connect-src ${joined("'self'", sources.connect)}`,
    // The search worker, a script of the site's own.
    "worker-src 'self'",
    ...(sources.frame.length ? [`frame-src ${joined("'self'", sources.frame)}`] : []),
    ...(sources.manifest.length ? [`manifest-src ${joined("'self'", sources.manifest)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The policy as every page carries it in `<meta http-equiv>`, for hosts that
 * send no headers of ours (GitHub Pages, S3, a plain nginx): the same policy
 * less what browsers ignore in a meta element (frame-ancestors, reporting,
 * sandbox), which stays in _headers.
 */
export function metaContentSecurityPolicy(policy: string): string {
  return policy
    .split('; ')
    .filter((d) => !/^(frame-ancestors|report-uri|report-to|sandbox)\b/.test(d))
    .join('; ');
}

/** `_headers`; `searchManifest`: the site has the local search index's manifest. */
export function headersFile(csp: string, baseUrl: string, { searchManifest }: { searchManifest: boolean }): string {
  return [
    `${baseUrl}*`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    `  Content-Security-Policy: ${csp}`,
    `${baseUrl}assets/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    ...(searchManifest ? [`${baseUrl}${SEARCH_MANIFEST}`, '  Cache-Control: no-cache'] : []),
    '',
  ].join('\n');
}

/** The CSP line of a _headers file, for the preview server. */
export function cspFromHeadersFile(text: string): string | undefined {
  return /^\s+Content-Security-Policy:\s*(.+)$/m.exec(text)?.[1].trim();
}
