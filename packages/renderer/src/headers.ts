// Security headers for the site: sent by `ctfdocs serve` and written to
// build/_headers for static hosts that read that file (Netlify, Cloudflare
// Pages). Scripts run only from the site itself, plus the one inline head
// script, allowed by its hash; no 'unsafe-inline' for scripts. Styles allow
// inline style attributes, which code highlighting and the announcement bar use.
// With analytics configured (production builds only), Google's tag script and
// its collection endpoints are allowed as well, the frames pages embed
// (from the origins embeds.allow lists), the hosts a hosted search provider
// is queried at (Algolia's, with provider algolia), and nothing else outside.
import { createHash } from 'node:crypto';

const GTAG_SCRIPT = 'https://www.googletagmanager.com';
const GTAG_CONNECT = 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';

export function contentSecurityPolicy(inlineScripts: string[], opts: { analytics?: boolean; frames?: readonly string[]; search?: readonly string[] } = {}): string {
  const hashes = inlineScripts.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}${opts.analytics ? ` ${GTAG_SCRIPT}` : ''}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...(opts.analytics ? [GTAG_CONNECT] : []), ...(opts.search ?? [])].join(' '),
    // The search worker, a script of the site's own.
    "worker-src 'self'",
    // The origins of the frames pages embed (embeds.allow, those used), and only when there are some.
    ...(opts.frames?.length ? [`frame-src 'self' ${opts.frames.join(' ')}`] : []),
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

export function headersFile(csp: string, baseUrl: string): string {
  return [
    `${baseUrl}*`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    `  Content-Security-Policy: ${csp}`,
    `${baseUrl}assets/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

/** The CSP line of a _headers file, for the preview server. */
export function cspFromHeadersFile(text: string): string | undefined {
  return /^\s+Content-Security-Policy:\s*(.+)$/m.exec(text)?.[1].trim();
}
