// `{ type: category, label, items, link?, collapsed?, collapsible? }`. The
// link is a doc (`{ type: doc, id }`) or a generated list of the items
// (`{ type: generated-index, slug?, title?, description? }`).
import type { SidebarItem } from '../../types.ts';
import type { SidebarItemKind } from '../item-kinds.ts';
import { hiddenFromSidebars, labelOf } from './shared.ts';

export const categoryItem: SidebarItemKind = (item, keyPath, ctx) => {
  const label = labelOf(item, '');
  if (!label) ctx.problem([...keyPath, 'label'], 'a category needs a label', 'Add label: with the name shown in the sidebar.');
  const items = ctx.items(item.items ?? [], [...keyPath, 'items']);
  const category: Extract<SidebarItem, { type: 'category' }> = {
    type: 'category',
    label: label || 'Category',
    items,
    collapsed: item.collapsed === true,
    collapsible: item.collapsible !== false,
  };
  const link = item.link as Record<string, unknown> | null | undefined;
  if (link && typeof link === 'object') {
    if (link.type === 'doc') {
      // A doc kept out of sidebars (unlisted) is not their link either: the category is shown without one.
      const doc = ctx.doc(link.id, [...keyPath, 'link', 'id']);
      if (doc && !hiddenFromSidebars(doc)) category.href = doc.route;
    } else if (link.type === 'generated-index') {
      const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
      category.href = ctx.generatedIndexRoute(category.label, str(link.slug));
      category.generatedIndex = { title: str(link.title) ?? category.label, description: str(link.description) ?? str(item.description) };
    } else ctx.problem([...keyPath, 'link', 'type'], `unknown category link type "${String(link.type)}"`, 'Use doc (with id) or generated-index.');
  }
  return [category];
};
