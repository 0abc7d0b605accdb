// Security headers for the site: sent by `ctfdocs serve` and written to
// build/_headers for static hosts that read that file (Netlify, Cloudflare
// Pages). Scripts run only from the site itself, plus the one inline head
// script, allowed by its hash; no 'unsafe-inline' for scripts. Styles allow
// inline style attributes, which code highlighting and the announcement bar use.
import { createHash } from 'node:crypto';

export function contentSecurityPolicy(inlineScripts: string[]): string {
  const hashes = inlineScripts.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
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
