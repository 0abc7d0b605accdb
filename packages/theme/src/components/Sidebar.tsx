import type { SidebarItem } from '@ctfdocs/core';
import { useShell, useHref } from '../context.tsx';
import { DOC_SIDEBAR } from '../shared/shell-classes.ts';

/**
 * The docs sidebar. A category is open unless the sidebar collapses it; a
 * collapsed one opens when it holds the page `openFor` names, and opening one
 * never closes another (spec: categories are not auto-collapsed).
 * `activeRoute` is the link marked current; the renderer renders a sidebar
 * once per set of open categories with no current link and marks it per page.
 */
export function SidebarTree({ items, openFor, activeRoute }: { items: SidebarItem[]; openFor?: string; activeRoute?: string }) {
  const shell = useShell();
  const route = activeRoute ?? shell.route;
  const openRoute = openFor ?? shell.route;
  const href = useHref();
  const render = (list: SidebarItem[], level: number) => (
    <ul className={`menu-list ${level > 1 ? 'menu-list-nested' : ''}`}>
      {list.map((item, i) => {
        if (item.type === 'category') {
          const active = item.href === route;
          const open = !item.collapsed || !item.collapsible || containsRoute(item.items, openRoute);
          // A collapsed category away from the current page is sent as a link
          // only: on large sites this keeps each page's sidebar small.
          if (!open) {
            return (
              <li key={i} className={itemClass('menu-list-item menu-category menu-category-collapsed', item.className)}>
                {item.href ? (
                  <a className="menu-link menu-link-category" href={href(item.href)}>
                    {item.label}
                  </a>
                ) : (
                  <a className="menu-link menu-link-category" href={href(firstHref(item.items) ?? '#')}>
                    {item.label}
                  </a>
                )}
              </li>
            );
          }
          const heading = item.href ? (
            <a href={href(item.href)} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined}>
              {item.label}
            </a>
          ) : (
            <span>{item.label}</span>
          );
          // Docusaurus draws a category that is not collapsible open, with no toggle to fold it.
          if (!item.collapsible) {
            return (
              <li key={i} className={itemClass('menu-list-item menu-category menu-category-static', item.className)}>
                <div className="menu-link menu-link-category">{heading}</div>
                {render(item.items, level + 1)}
              </li>
            );
          }
          return (
            <li key={i} className={itemClass('menu-list-item menu-category', item.className)}>
              <details open className="menu-details">
                <summary className="menu-link menu-link-category">{heading}</summary>
                {render(item.items, level + 1)}
              </details>
            </li>
          );
        }
        if (item.type === 'html') {
          return <li key={i} className={itemClass(`menu-list-item menu-html${item.defaultStyle ? ' menu-html-default' : ''}`, item.className)} dangerouslySetInnerHTML={{ __html: item.value }} />;
        }
        const active = item.href === route;
        return (
          <li key={i} className={itemClass('menu-list-item', item.className)}>
            <a className={`menu-link ${active ? 'active' : ''}`} href={href(item.href)} aria-current={active ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
  return render(items, 1);
}

/** The item's own class (`className` in the sidebars file, `sidebar_class_name` in front matter) after the theme's. */
function itemClass(base: string, own: string | undefined): string {
  return own ? `${base} ${own}` : base;
}

function firstHref(items: SidebarItem[]): string | undefined {
  for (const i of items) {
    if (i.href) return i.href;
    if (i.type === 'category') {
      const inner = firstHref(i.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

function containsRoute(items: SidebarItem[], route: string): boolean {
  return items.some((i) => ('href' in i && i.href === route) || (i.type === 'category' && containsRoute(i.items, route)));
}

/**
 * The collapsed categories a route opens: pages that open the same ones share
 * one rendered sidebar. A route opens every collapsed category that holds it
 * (a doc listed in two sibling categories opens both), exactly as
 * `SidebarTree` decides. Worked out for every route of a sidebar at once, on
 * first use: walking the sidebar again for each of its pages grew with the
 * square of its size.
 */
export function openCategoriesKey(items: SidebarItem[], route: string): string {
  let keys = openKeys.get(items);
  if (!keys) openKeys.set(items, (keys = keysByRoute(items)));
  return keys.get(route) ?? '';
}

// Sidebar items are never changed once built, so a derived value may hang off them.
const openKeys = new WeakMap<SidebarItem[], Map<string, string>>();

function keysByRoute(items: SidebarItem[]): Map<string, string> {
  const keys = new Map<string, string>();
  const walk = (list: SidebarItem[], prefix: string) => {
    list.forEach((item, i) => {
      if (item.type !== 'category') return;
      const path = prefix ? `${prefix}.${i}` : String(i);
      if (item.collapsed && item.collapsible) {
        for (const r of routesIn(item.items)) keys.set(r, keys.has(r) ? `${keys.get(r)} ${path}` : path);
      }
      walk(item.items, path);
    });
  };
  walk(items, '');
  return keys;
}

/** Every href `containsRoute` finds in `items`: theirs and their descendants'. */
function routesIn(items: SidebarItem[], out = new Set<string>()): Set<string> {
  for (const i of items) {
    if ('href' in i && typeof i.href === 'string') out.add(i.href);
    if (i.type === 'category') routesIn(i.items, out);
  }
  return out;
}

/** The docs sidebar's menu: what the renderer renders once per set of open categories. */
export function SidebarMenu(props: { items: SidebarItem[]; openFor?: string; activeRoute?: string }) {
  return (
    <nav className="menu" aria-label="Docs sidebar">
      <SidebarTree {...props} />
    </nav>
  );
}

/**
 * With the menu rendered ahead (see the renderer), the aside carries its key:
 * content chunks name the sidebar by it, and client navigation keeps the one
 * it holds when the next page has the same key.
 */
export function DocSidebar({ items }: { items: SidebarItem[] }) {
  const { sidebar } = useShell();
  return sidebar ? (
    <aside className={DOC_SIDEBAR} aria-label="Docs sidebar" data-sidebar={sidebar.key} dangerouslySetInnerHTML={{ __html: sidebar.html }} />
  ) : (
    <aside className={DOC_SIDEBAR} aria-label="Docs sidebar">
      <SidebarMenu items={items} />
    </aside>
  );
}
