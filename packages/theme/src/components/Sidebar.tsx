import type { SidebarItem } from '@ctfdocs/core';
import { useShell, useHref } from '../context.tsx';
import { DOC_SIDEBAR } from '../shared/shell-classes.ts';
import { containsRoute, firstHref, itemPath, sidebarPlan } from './sidebar-plan.ts';
import { overridable } from '../theme-components/overridable.tsx';

/**
 * The docs sidebar. Which categories are drawn open is `sidebarPlan`'s
 * choice (sidebar-plan.ts): the ones holding the page `openFor` names, and
 * those open on every page; opening one never closes another (spec:
 * categories are not auto-collapsed). A category drawn closed is a link to
 * its own page or first doc; one without a page of its own carries its index
 * path, by which the client opens it from the whole tree. `whole` draws that
 * tree: every category with its items, open as the sidebar sets it.
 * `activeRoute` is the link marked current; the renderer renders a sidebar
 * once per set of open categories with no current link and marks it per page.
 */
export function SidebarTree({ items, openFor, activeRoute, whole }: { items: SidebarItem[]; openFor?: string; activeRoute?: string; whole?: boolean }) {
  const shell = useShell();
  const route = activeRoute ?? shell.route;
  const openRoute = openFor ?? shell.route;
  const href = useHref();
  const plan = sidebarPlan(items);
  const render = (list: SidebarItem[], level: number, prefix: string) => (
    <ul className={`menu-list ${level > 1 ? 'menu-list-nested' : ''}`}>
      {list.map((item, i) => {
        if (item.type === 'category') {
          const path = itemPath(prefix, i);
          const active = item.href === route;
          if (!whole && !plan.alwaysOpen.has(path) && !containsRoute(item.items, openRoute)) {
            return (
              <li key={i} className={itemClass('menu-list-item menu-category menu-category-collapsed', item.className)} data-category={item.href ? undefined : path}>
                <a className="menu-link menu-link-category" href={href(item.href ?? firstHref(item.items) ?? '#')}>
                  {item.label}
                </a>
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
                {render(item.items, level + 1, path)}
              </li>
            );
          }
          return (
            <li key={i} className={itemClass('menu-list-item menu-category', item.className)} data-category={whole ? path : undefined}>
              <details open={!whole || !item.collapsed} className="menu-details">
                <summary className="menu-link menu-link-category">{heading}</summary>
                {render(item.items, level + 1, path)}
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
  return render(items, 1, '');
}

/** The item's own class (`className` in the sidebars file, `sidebar_class_name` in front matter) after the theme's. */
function itemClass(base: string, own: string | undefined): string {
  return own ? `${base} ${own}` : base;
}

/**
 * The docs sidebar's menu: what the renderer renders once per set of open
 * categories. `tree` names the file of the whole tree (`sidebarFile`) when
 * the menu has categories the client opens from it.
 */
export function SidebarMenu({ tree, ...props }: { items: SidebarItem[]; openFor?: string; activeRoute?: string; whole?: boolean; tree?: string }) {
  return (
    <nav className="menu" aria-label="Docs sidebar" data-sidebar-tree={tree}>
      <SidebarTree {...props} />
    </nav>
  );
}

/**
 * With the menu rendered ahead (see the renderer), the aside carries its key:
 * content chunks name the sidebar by it, and client navigation keeps the one
 * it holds when the next page has the same key.
 */
function ThemeDocSidebar({ items }: { items: SidebarItem[] }) {
  const { sidebar } = useShell();
  return sidebar ? (
    <aside className={DOC_SIDEBAR} aria-label="Docs sidebar" data-sidebar={sidebar.key} dangerouslySetInnerHTML={{ __html: sidebar.html }} />
  ) : (
    <aside className={DOC_SIDEBAR} aria-label="Docs sidebar">
      <SidebarMenu items={items} />
    </aside>
  );
}

export const DocSidebar = overridable('DocSidebar', ThemeDocSidebar);
