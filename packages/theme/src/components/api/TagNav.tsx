import type { ApiReferencePageData } from '@ctfdocs/core';
import { useHref } from '../../context.tsx';

/**
 * The sidebar: each tag (an in-page anchor or, when split, its page) with its
 * operations in a collapsible list, and a filter that narrows the lists as
 * the reader types (client/api-nav-filter.ts). A split reference lists the
 * operations of the current tag only: every page listing all of them would
 * weigh more than the page itself.
 */
export function TagNav({ page }: { page: ApiReferencePageData }) {
  const href = useHref();
  const items = page.tagPages
    ? page.tagPages.map((t) => {
        const current = t.route === page.route;
        return { slug: t.slug, name: t.name, count: t.operations.length, href: href(t.route), current, operations: current ? t.operations : [] };
      })
    : page.api.tags.map((t) => ({ slug: t.slug, name: t.name, count: t.operations.length, href: `#tag/${t.slug}`, current: false, operations: t.operations }));
  return (
    <nav className="menu api-nav" aria-label="API operations">
      <input type="search" className="api-nav-filter" placeholder="Filter operations" aria-label="Filter operations" autoComplete="off" />
      <ul className="menu-list">
        {items.map((t) => (
          <li key={t.slug} className="menu-list-item api-nav-tag">
            <a className={t.current ? 'menu-link menu-link-active' : 'menu-link'} href={t.href} aria-current={t.current ? 'page' : undefined}>
              {t.name} <span className="menu-count">{t.count}</span>
            </a>
            {t.operations.length ? (
              <details className="api-nav-operations" open={t.current || undefined}>
                <summary>Operations</summary>
                <ul className="menu-list">
                  {t.operations.map((op) => (
                    <li key={op.id} className="menu-list-item api-nav-operation">
                      <a className="menu-link" href={`#operation/${op.id}`}>
                        <span className={`api-method api-method-${op.method.toLowerCase()}`}>{op.method}</span> {op.summary}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="api-nav-empty" hidden>
        No operation matches.
      </p>
    </nav>
  );
}
