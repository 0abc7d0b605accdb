// Map a request path to a file of the output, under the no-trailing-slash
// policy, refusing anything that could leave the output folder.
export type Resolved = { kind: 'file'; candidates: string[] } | { kind: 'redirect'; location: string } | { kind: 'bad' };

/**
 * The path and query of a request target. Only the origin form (`/path?q`)
 * names a file: the absolute form (`http://host/path`), `*` and anything else
 * are refused rather than parsed with `new URL`, which throws on targets such
 * as `//` and would read `//host/x` as another host.
 */
export function splitTarget(target: string): { pathname: string; search: string } | undefined {
  if (!target.startsWith('/')) return undefined;
  const q = target.indexOf('?');
  return q < 0 ? { pathname: target, search: '' } : { pathname: target.slice(0, q), search: target.slice(q) };
}

export function resolveRequestPath(rawPath: string): Resolved {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad' };
  }
  if (decoded.includes('\0') || decoded.includes('\\') || !decoded.startsWith('/')) return { kind: 'bad' };
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return { kind: 'bad' };
  if (decoded === '/') return { kind: 'file', candidates: ['index.html'] };
  // Runs of slashes are folded, so that a redirect can never start with `//`
  // (which a browser reads as another host).
  if (rawPath.includes('//') || decoded.endsWith('/')) return { kind: 'redirect', location: rawPath.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/' };
  const rel = decoded.slice(1);
  if (rel.endsWith('.html')) return { kind: 'file', candidates: [rel] };
  return { kind: 'file', candidates: [rel, `${rel}.html`, `${rel}/index.html`] };
}
