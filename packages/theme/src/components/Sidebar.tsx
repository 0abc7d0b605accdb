import type { SidebarItem } from '@ctfdocs/core';
import { useShell, useHref } from '../context.tsx';

/** The docs sidebar: every category expanded (spec: not auto-collapsed), the current page marked. */
export function SidebarTree({ items }: { items: SidebarItem[] }) {
  const { route } = useShell();
  const href = useHref();
  const render = (list: SidebarItem[], level: number) => (
    <ul className={`menu-list ${level > 1 ? 'menu-list-nested' : ''}`}>
      {list.map((item, i) => {
        if (item.type === 'category') {
          const active = item.href === route;
          const open = !item.collapsed || !item.collapsible || containsRoute(item.items, route);
          // A collapsed category away from the current page is sent as a link
          // only: on large sites this keeps each page's sidebar small.
          if (!open) {
            return (
              <li key={i} className="menu-list-item menu-category menu-category-collapsed">
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
          return (
            <li key={i} className="menu-list-item menu-category">
              <details open className="menu-details">
                <summary className="menu-link menu-link-category">
                  {item.href ? (
                    <a href={href(item.href)} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined}>
                      {item.label}
                    </a>
                  ) : (
                    <span>{item.label}</span>
                  )}
                </summary>
                {render(item.items, level + 1)}
              </details>
            </li>
          );
        }
        const active = item.href === route;
        return (
          <li key={i} className="menu-list-item">
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

export function DocSidebar({ items }: { items: SidebarItem[] }) {
  return (
    <aside className="doc-sidebar">
      <nav className="menu" aria-label="Docs sidebar">
        <SidebarTree items={items} />
      </nav>
    </aside>
  );
}
