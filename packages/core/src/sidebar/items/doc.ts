// `{ type: doc, id, label? }` (or just the id): a doc, which this sidebar then holds for breadcrumbs and previous/next.
import type { SidebarItemKind } from '../item-kinds.ts';
import { docEntry, hiddenFromSidebars } from './shared.ts';

export const docItem: SidebarItemKind<'doc'> = (item, keyPath, ctx) => {
  const doc = ctx.doc(item.id, [...keyPath, 'id']);
  if (!doc || hiddenFromSidebars(doc)) return [];
  return [docEntry(doc, item.label ?? doc.sidebarLabel)];
};
