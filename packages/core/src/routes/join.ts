/**
 * Join route segments under the site's trailing-slash policy: routes never
 * end in "/" (except the root), and "//" collapses.
 */
export function joinRoute(...parts: string[]): string {
  const joined = '/' + parts.join('/');
  const clean = joined.replace(/\/{2,}/g, '/').replace(/\/$/, '');
  return clean === '' ? '/' : clean;
}
