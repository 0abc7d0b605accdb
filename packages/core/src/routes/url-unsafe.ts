// Characters a route cannot carry as they are: `#` and `?` start a URL's
// fragment and query, `%` starts an escape (so `a%20b.md` and `a b.md` would
// meet at one URL, and `%zz` is no escape at all), `\` is a path separator to
// browsers, and control characters have no place in a URL. Nor can a route
// have a `.` or `..` segment (from a file named `..md`, or an `id: ..`):
// browsers resolve it away, so `/guide/..` is the URL of `/`. A page whose
// route would hold one is refused with its file named, rather than built with
// links that lead elsewhere. `ctfdocs new` and version names obey the same rules.
import type { Diagnostic } from '../types.ts';

const UNSAFE = /[#?%\\\u0000-\u001f\u007f]/;

/** The first character of `text` a URL cannot hold as it is, as a message shows it (`"%"`, `U+0009`), or undefined. */
export function unsafeUrlCharacter(text: string): string | undefined {
  const bad = UNSAFE.exec(text)?.[0];
  if (bad === undefined) return undefined;
  return bad.charCodeAt(0) < 0x20 || bad === '\u007f' ? `U+${bad.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : `"${bad}"`;
}

/** Whether a route has a segment that is `.` or `..`. */
export function hasDotSegment(route: string): boolean {
  return route.split('/').some((s) => s === '.' || s === '..');
}

const HINTS = {
  slug: 'Use letters, digits, "-", "_", "." and "/" in the slug.',
  id: 'Use letters, digits, "-", "_" and "." in the id, and not "." or ".." alone.',
  'file name': 'Rename the file (letters, digits, "-", "_" and ".", and not dots alone), or give it a slug in its front matter.',
};

/** The error for a route made from a file name, an `id` or a `slug` that a URL cannot hold, or undefined. */
export function unsafeRouteProblem(route: string, file: string, madeFrom: keyof typeof HINTS): Diagnostic | undefined {
  const bad = unsafeUrlCharacter(route);
  if (bad === undefined && !hasDotSegment(route)) return undefined;
  const shown = route.replace(/[\u0000-\u001f\u007f]/g, '\uFFFD');
  return {
    severity: 'error',
    code: 'content/unsafe-route',
    message:
      bad === undefined
        ? `The route "${shown}" made from this page's ${madeFrom} has a "." or ".." segment, which browsers resolve away: it would be the URL of another page`
        : `The route "${shown}" made from this page's ${madeFrom} contains ${bad}, which a URL cannot hold as it is`,
    file,
    hint: HINTS[madeFrom],
  };
}
