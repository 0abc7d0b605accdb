// `{ type: html, value, defaultStyle? }`: markup from the sidebars file,
// which is the site author's like the config (and, as JavaScript, runs
// anyway), so it is kept as written, as navbar html items are.
import type { SidebarItemKind } from '../item-kinds.ts';

export const htmlItem: SidebarItemKind<'html'> = (item) => [{ type: 'html', value: item.value, defaultStyle: item.defaultStyle }];
