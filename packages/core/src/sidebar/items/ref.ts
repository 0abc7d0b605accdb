// `{ type: ref, id, label? }`: a link to a doc that belongs to another
// sidebar; unlike a doc item it does not make this sidebar the doc's own.
import type { SidebarItemKind } from '../item-kinds.ts';
import { hiddenFromSidebars } from './shared.ts';

export const refItem: SidebarItemKind<'ref'> = (item, keyPath, ctx) => {
  const doc = ctx.doc(item.id, [...keyPath, 'id']);
  if (!doc || hiddenFromSidebars(doc)) return [];
  return [{ type: 'link', label: item.label ?? doc.sidebarLabel, href: doc.route }];
};
