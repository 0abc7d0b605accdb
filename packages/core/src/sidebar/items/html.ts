// `{ type: html, value, defaultStyle? }`: markup from the sidebars file,
// which is the site author's like the config (and, as JavaScript, runs
// anyway), so it is kept as written, as navbar html items are.
import type { SidebarItemKind } from '../item-kinds.ts';

export const htmlItem: SidebarItemKind = (item, keyPath, ctx) => {
  if (typeof item.value !== 'string') {
    ctx.problem([...keyPath, 'value'], 'an html item needs a value', 'Add value: with the markup to show.');
    return [];
  }
  return [{ type: 'html', value: item.value, defaultStyle: item.defaultStyle === true }];
};
