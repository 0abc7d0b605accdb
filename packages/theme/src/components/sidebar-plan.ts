// Which categories of a docs sidebar a page draws open. Every page carries
// its sidebar, so what it draws must not grow with the site (issue #31): a
// page draws its open path (the categories holding it, with their items) and
// the small categories the writer left uncollapsed, in the order they
// appear, while those hold OPEN_BUDGET items in all. Every other category is
// drawn closed: its label links to its own page or to its first doc, and the
// client opens it in place from the sidebar's whole tree, one shared file
// per sidebar. A sidebar of small categories is drawn as its writer set it.
import type { SidebarItem } from '@ctfdocs/core';

/**
 * A category of at most this many items (everything under it) that the
 * writer left uncollapsed is drawn open on every page, budget permitting.
 * The CTFd Docs' largest category holds 14.
 */
export const SMALL_CATEGORY = 20;

/**
 * Items the categories drawn open on every page may hold together: about
 * 18 KB of HTML (2.5 KB gzip). The CTFd Docs' docs sidebar holds 86 in its
 * categories, all drawn open; a sidebar of 10,000 pages draws at most this
 * beyond its open path.
 */
export const OPEN_BUDGET = 150;

export interface SidebarPlan {
  /** The categories drawn open on every page, by index path (`1.2`: the third item of the second). */
  alwaysOpen: Set<string>;
  /** Per route, the other categories it opens (those holding it), as a key: pages with one key draw one sidebar. */
  keys: Map<string, string>;
  /** Whether a category with no page of its own is ever drawn closed, so that the client needs the whole tree to open it. */
  needsTree: boolean;
}

// Sidebar items are never changed once built, so a derived value may hang off them.
const plans = new WeakMap<SidebarItem[], SidebarPlan>();

/** The plan for a sidebar, worked out for all its routes at once on first use (per page, it grew with the square of the sidebar). */
export function sidebarPlan(items: SidebarItem[]): SidebarPlan {
  let plan = plans.get(items);
  if (!plan) plans.set(items, (plan = makePlan(items)));
  return plan;
}

/** The index path of the `i`th item under `prefix`. */
export function itemPath(prefix: string, i: number): string {
  return prefix ? `${prefix}.${i}` : String(i);
}

function makePlan(items: SidebarItem[]): SidebarPlan {
  const alwaysOpen = new Set<string>();
  let used = 0;
  let needsTree = false;
  const uncollapsed = (c: { collapsed: boolean; collapsible: boolean }) => !c.collapsed || !c.collapsible;
  /** A small category drawn open: its uncollapsed categories are too, at no further cost. */
  const openAll = (list: SidebarItem[], prefix: string) => {
    list.forEach((item, i) => {
      if (item.type !== 'category') return;
      const path = itemPath(prefix, i);
      if (uncollapsed(item)) alwaysOpen.add(path);
      else if (!item.href) needsTree = true;
      openAll(item.items, path);
    });
  };
  const choose = (list: SidebarItem[], prefix: string) => {
    list.forEach((item, i) => {
      if (item.type !== 'category') return;
      const path = itemPath(prefix, i);
      const size = countItems(item.items);
      if (uncollapsed(item) && size <= SMALL_CATEGORY && used + size <= OPEN_BUDGET) {
        alwaysOpen.add(path);
        used += size;
        openAll(item.items, path);
        return;
      }
      if (!item.href) needsTree = true;
      choose(item.items, path);
    });
  };
  choose(items, '');
  const keys = new Map<string, string>();
  const walk = (list: SidebarItem[], prefix: string) => {
    list.forEach((item, i) => {
      if (item.type !== 'category') return;
      const path = itemPath(prefix, i);
      if (!alwaysOpen.has(path)) for (const r of routesIn(item.items)) keys.set(r, keys.has(r) ? `${keys.get(r)} ${path}` : path);
      walk(item.items, path);
    });
  };
  walk(items, '');
  return { alwaysOpen, keys, needsTree };
}

/**
 * The categories a route opens beyond those open on every page: pages that
 * open the same ones share one rendered sidebar. A route opens every
 * category that holds it (a doc listed in two sibling categories opens both),
 * exactly as `SidebarTree` decides.
 */
export function openCategoriesKey(items: SidebarItem[], route: string): string {
  return sidebarPlan(items).keys.get(route) ?? '';
}

/** Every item under `items`, categories' included. */
function countItems(items: SidebarItem[]): number {
  let n = items.length;
  for (const i of items) if (i.type === 'category') n += countItems(i.items);
  return n;
}

/** Every href `containsRoute` finds in `items`: theirs and their descendants'. */
function routesIn(items: SidebarItem[], out = new Set<string>()): Set<string> {
  for (const i of items) {
    if ('href' in i && typeof i.href === 'string') out.add(i.href);
    if (i.type === 'category') routesIn(i.items, out);
  }
  return out;
}

export function containsRoute(items: SidebarItem[], route: string): boolean {
  return items.some((i) => ('href' in i && i.href === route) || (i.type === 'category' && containsRoute(i.items, route)));
}

/** Where a closed category without a page of its own leads without JavaScript: its first doc. */
export function firstHref(items: SidebarItem[]): string | undefined {
  for (const i of items) {
    if (i.href) return i.href;
    if (i.type === 'category') {
      const inner = firstHref(i.items);
      if (inner) return inner;
    }
  }
  return undefined;
}
