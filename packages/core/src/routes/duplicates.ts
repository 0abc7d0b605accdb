import type { Diagnostic, RouteEntry } from '../types.ts';
import type { OnProblem } from '../schemas/on-problem.ts';

/** Two sources claiming one route: a warning (or error) naming both. */
export function findDuplicateRoutes(routes: RouteEntry[], on: OnProblem): Diagnostic[] {
  if (on === 'ignore') return [];
  const byPath = new Map<string, RouteEntry[]>();
  for (const r of routes) {
    const list = byPath.get(r.path);
    if (list) list.push(r);
    else byPath.set(r.path, [r]);
  }
  const out: Diagnostic[] = [];
  for (const [route, list] of byPath) {
    if (list.length < 2) continue;
    out.push({
      severity: on === 'throw' ? 'error' : 'warning',
      code: 'route/duplicate',
      message: `Duplicate route ${route}: ${list.map((r) => r.source).join(' and ')} both render it; only the first is kept`,
      file: list[1].source,
      hint: 'Give one of them another file name or a different "slug" in its front matter.',
    });
  }
  return out;
}
