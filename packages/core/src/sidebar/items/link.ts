// `{ type: link, href, label }`: any URL.
import type { SidebarItemKind } from '../item-kinds.ts';

export const linkItem: SidebarItemKind<'link'> = (item) => [{ type: 'link', label: item.label ?? item.href, href: item.href }];
