// `{ type: link, href, label }`: any URL.
import type { SidebarItemKind } from '../item-kinds.ts';
import { labelOf } from './shared.ts';

export const linkItem: SidebarItemKind = (item, keyPath, ctx) => {
  if (typeof item.href !== 'string') {
    ctx.problem([...keyPath, 'href'], 'a link item needs an href', 'Add href: with the URL or path it leads to.');
    return [];
  }
  return [{ type: 'link', label: labelOf(item, item.href), href: item.href }];
};
