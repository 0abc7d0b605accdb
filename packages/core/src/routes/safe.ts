// Routes become file paths under build/ (`/a/b` → `a/b.html`), so every route
// a writer or the config can set is checked before a page gets it: a `..`
// segment would write outside the output folder, a backslash is a separator
// on Windows, NUL ends a path in the OS, and control characters are never
// part of a URL. The renderer checks the resulting file path once more
// before it writes (renderer/src/output-path.ts).
import { z } from 'zod';

/** Why a route or route piece cannot be used, or undefined when it can. */
export function unsafeRouteReason(route: string): string | undefined {
  if (/[\u0000-\u001f\u007f]/.test(route)) return 'must not contain NUL or other control characters';
  if (route.includes('\\')) return 'must not contain "\\" (use "/" between segments)';
  if (/^[A-Za-z]:/.test(route)) return 'must be a route, not a drive path';
  if (route.split('/').some((s) => s === '.' || s === '..')) return 'must not contain "." or ".." segments (a route cannot lead outside the output folder): write the route without them';
  return undefined;
}

/** A zod string that is a usable route or route piece. */
export function safeRoute(schema: z.ZodString = z.string()) {
  return schema.superRefine((value, ctx) => {
    const reason = unsafeRouteReason(value);
    if (reason) ctx.addIssue({ code: 'custom', message: reason });
  });
}

/** A route the config names in full (a docs instance's `routeBasePath`, an API reference's `route`). */
export const routePathSchema = safeRoute(z.string().regex(/^\/[^\s?#]*$/, 'must be a path starting with "/" with no spaces, query or hash'));
