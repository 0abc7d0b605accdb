import type { TocItem } from '@ctfdocs/core';
import { useText } from '../context.tsx';
import { overridable } from '../theme-components/overridable.tsx';

function nest(items: TocItem[]) {
  const min = Math.min(...items.map((i) => i.level));
  const out: Array<TocItem & { children: TocItem[] }> = [];
  for (const item of items) {
    if (item.level === min || !out.length) out.push({ ...item, children: [] });
    else out[out.length - 1].children.push(item);
  }
  return out;
}

function TocList({ items }: { items: TocItem[] }) {
  return (
    <ul className="toc-list">
      {nest(items).map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className="toc-link">
            {item.text}
          </a>
          {item.children.length ? (
            <ul className="toc-list toc-list-nested">
              {item.children.map((c) => (
                <li key={c.id}>
                  <a href={`#${c.id}`} className="toc-link">
                    {c.text}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Beside the content on wide screens. */
function ThemeTocDesktop({ items }: { items: TocItem[] }) {
  const title = useText()('theme.TOCCollapsible.toggleButtonLabel');
  if (!items.length) return null;
  return (
    <aside className="toc-desktop" aria-label="Table of contents">
      <nav aria-label={title}>
        <p className="toc-title">{title}</p>
        <TocList items={items} />
      </nav>
    </aside>
  );
}

/** Above the content at 996 px and narrower: a collapsible "On this page". */
function ThemeTocMobile({ items }: { items: TocItem[] }) {
  const title = useText()('theme.TOCCollapsible.toggleButtonLabel');
  if (!items.length) return null;
  return (
    <details className="toc-mobile">
      <summary>{title}</summary>
      <nav aria-label={`${title} (mobile)`}>
        <TocList items={items} />
      </nav>
    </details>
  );
}

export const TocDesktop = overridable('TOC', ThemeTocDesktop);
export const TocMobile = overridable('TOCCollapsible', ThemeTocMobile);
