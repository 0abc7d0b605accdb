// Map a request path to a file of the output, under the no-trailing-slash
// policy, refusing anything that could leave the output folder.
export type Resolved = { kind: 'file'; candidates: string[] } | { kind: 'redirect'; location: string } | { kind: 'bad' };

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
  if (decoded.endsWith('/')) return { kind: 'redirect', location: rawPath.replace(/\/+$/, '') || '/' };
  const rel = decoded.slice(1);
  if (rel.endsWith('.html')) return { kind: 'file', candidates: [rel] };
  return { kind: 'file', candidates: [rel, `${rel}.html`, `${rel}/index.html`] };
}
