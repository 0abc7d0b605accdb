// Characters a route cannot carry as they are: `#` and `?` start a URL's
// fragment and query, `%` starts an escape (so `a%20b.md` and `a b.md` would
// meet at one URL, and `%zz` is no escape at all), `\` is a path separator to
// browsers, and control characters have no place in a URL. A page whose
// route would hold one is refused with its file named, rather than built with
// links that lead elsewhere.
import type { Diagnostic } from '../types.ts';

const UNSAFE = /[#?%\\\u0000-\u001f\u007f]/;

/** The error for a route made from a file name or `slug` with a character URLs cannot hold, or undefined. */
export function unsafeRouteProblem(route: string, file: string, fromSlug: boolean): Diagnostic | undefined {
  const bad = UNSAFE.exec(route)?.[0];
  if (bad === undefined) return undefined;
  const shown = bad.charCodeAt(0) < 0x20 || bad === '\u007f' ? `U+${bad.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : `"${bad}"`;
  return {
    severity: 'error',
    code: 'content/unsafe-route',
    message: `The route "${route.replace(/[\u0000-\u001f\u007f]/g, '\uFFFD')}" made from this page's ${fromSlug ? 'slug' : 'file name'} contains ${shown}, which a URL cannot hold as it is`,
    file,
    hint: fromSlug ? 'Use letters, digits, "-", "_", "." and "/" in the slug.' : 'Rename the file (letters, digits, "-", "_" and "."), or give it a slug in its front matter.',
  };
}
