// `{ type: category, label, items, link?, collapsed?, collapsible? }`. The
// link is a doc (`{ type: doc, id }`) or a generated list of the items
// (`{ type: generated-index, slug?, title?, description? }`).
import type { SidebarItem } from '../../types.ts';
import type { SidebarItemKind } from '../item-kinds.ts';
import { hiddenFromSidebars } from './shared.ts';

export const categoryItem: SidebarItemKind<'category'> = (item, keyPath, ctx) => {
  const category: Extract<SidebarItem, { type: 'category' }> = {
    type: 'category',
    label: item.label,
    items: ctx.items(item.items, [...keyPath, 'items']),
    collapsed: item.collapsed,
    collapsible: item.collapsible,
  };
  const link = item.link;
  if (link?.type === 'doc') {
    // A doc kept out of sidebars (unlisted) is not their link either: the category is shown without one.
    const doc = ctx.doc(link.id, [...keyPath, 'link', 'id']);
    if (doc && !hiddenFromSidebars(doc)) category.href = doc.route;
  } else if (link?.type === 'generated-index') {
    category.href = ctx.generatedIndexRoute(category.label, link.slug);
    category.generatedIndex = { title: link.title ?? category.label, description: link.description ?? item.description };
  }
  return [category];
};
