// Where each doc sits in its instance's sidebars: its sidebar, breadcrumbs and
// previous/next neighbours in reading order; and the categories to walk for
// generated index pages.
import type { DocFile, SidebarItem } from '../types.ts';

export type Breadcrumb = { label: string; href?: string };

export interface Placement {
  sidebarId: string;
  breadcrumbs: Breadcrumb[];
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
}

/** Where each doc sits in its sidebar: breadcrumbs and its neighbours in reading order. */
export function placeInSidebars(sidebars: Record<string, SidebarItem[]>, byRoute: Map<string, DocFile>): Map<string, Placement> {
  const out = new Map<string, Placement>();
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    const order: Array<{ label: string; href: string; trail: Breadcrumb[] }> = [];
    const seen = new Set<string>();
    const visit = (list: SidebarItem[], trail: Breadcrumb[]) => {
      for (const item of list) {
        // A category with its own page comes before its items in reading order.
        if ((item.type === 'doc' || item.type === 'category') && item.href && !seen.has(item.href)) {
          seen.add(item.href);
          order.push({ label: item.label, href: item.href, trail });
        }
        if (item.type === 'category') visit(item.items, [...trail, { label: item.label, href: item.href }]);
      }
    };
    visit(items, []);
    // A doc's pagination_label names it in its neighbours' previous/next links.
    const neighbour = (entry: (typeof order)[number] | undefined) => {
      if (!entry) return undefined;
      const doc = byRoute.get(entry.href);
      return { label: doc?.frontMatter.pagination_label ?? entry.label, href: entry.href };
    };
    // Previous/next links pass over a doc kept out of them (site/visibility.ts), which has none itself.
    const linked = order.filter((entry) => byRoute.get(entry.href)?.visibility.prevNext !== false);
    const at = new Map(linked.map((entry, i) => [entry, i]));
    for (const entry of order) {
      const id = byRoute.get(entry.href)?.id;
      if (!id || out.has(id)) continue;
      const i = at.get(entry);
      out.set(id, { sidebarId, breadcrumbs: entry.trail, ...(i === undefined ? {} : { prev: neighbour(linked[i - 1]), next: neighbour(linked[i + 1]) }) });
    }
  }
  return out;
}

export function walkCategories(items: SidebarItem[], trail: Breadcrumb[], fn: (cat: Extract<SidebarItem, { type: 'category' }>, trail: Breadcrumb[]) => void) {
  for (const item of items) {
    if (item.type !== 'category') continue;
    fn(item, trail);
    walkCategories(item.items, [...trail, { label: item.label, href: item.href }], fn);
  }
}
