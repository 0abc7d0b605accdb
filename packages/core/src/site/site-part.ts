import type { Diagnostic, PageData, RouteEntry } from '../types.ts';

/** What a page-making stage returns: its pages, the routes they take and the problems found making them. */
export interface SitePart {
  pages: PageData[];
  routes: RouteEntry[];
  diagnostics: Diagnostic[];
}
