import type { SiteBlog } from '@ctfdocs/core';
import { useShell, useHref, useText } from '../../context.tsx';
import { DOC_SIDEBAR } from '../../shared/shell-classes.ts';

/**
 * The blog's recent posts, beside its pages as the docs sidebar is beside
 * docs: at 996 px and narrower the navbar's drawer shows them (it copies the
 * sidebar's menu), as Docusaurus's does.
 */
export function BlogSidebar({ sidebar }: { sidebar: NonNullable<SiteBlog['sidebar']> }) {
  const { route } = useShell();
  const href = useHref();
  const text = useText();
  return (
    <aside className={`${DOC_SIDEBAR} blog-sidebar`} aria-label={sidebar.title}>
      <nav className="menu" aria-label={text('theme.blog.sidebar.navAriaLabel')}>
        <p className="blog-sidebar-title">{sidebar.title}</p>
        <ul className="menu-list">
          {sidebar.items.map((item) => {
            const active = item.href === route;
            return (
              <li key={item.href} className="menu-list-item">
                <a className={active ? 'menu-link active' : 'menu-link'} href={href(item.href)} aria-current={active ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
