// Docusaurus's <DocCardList />: cards for the items of the sidebar category
// the current page belongs to (the category whose own page it is, else the
// one that lists it), or for the `items` given.
import type { SidebarItem } from '@ctfdocs/core';
import { useShell } from '../context.tsx';
import { findSidebar } from '../versions.ts';
import { CardList } from '../components/DocPage.tsx';
import { overridable } from '../theme-components/overridable.tsx';

export interface DocCardListProps {
  items?: SidebarItem[];
  className?: string;
}

type Category = Extract<SidebarItem, { type: 'category' }>;

/** The category whose page `route` is, or failing that the innermost one that lists it. */
function currentCategory(items: SidebarItem[], route: string): Category | undefined {
  let listing: Category | undefined;
  const walk = (list: SidebarItem[], parent: Category | undefined): Category | undefined => {
    for (const item of list) {
      if (item.type !== 'category') {
        if (item.href === route && parent) listing ??= parent;
        continue;
      }
      if (item.href === route) return item;
      const found = walk(item.items, item);
      if (found) return found;
    }
    return undefined;
  };
  return walk(items, undefined) ?? listing;
}

function firstHref(item: SidebarItem): string | undefined {
  if (item.type !== 'category') return item.href;
  return item.href ?? item.items.map(firstHref).find(Boolean);
}

function ThemeDocCardList({ items, className }: DocCardListProps) {
  const { site, route, instanceId, version, sidebarId } = useShell();
  const list = items ?? currentCategory(findSidebar(site, instanceId, version, sidebarId) ?? [], route)?.items ?? [];
  const cards = list.flatMap((item) => {
    // An html item is markup, not a page: it has no card.
    if (item.type === 'html') return [];
    const href = firstHref(item);
    return href && href !== route ? [{ label: item.label, href }] : [];
  });
  if (!cards.length) return null;
  return className ? (
    <div className={className}>
      <CardList items={cards} />
    </div>
  ) : (
    <CardList items={cards} />
  );
}

export const DocCardList = overridable('DocCardList', ThemeDocCardList);
