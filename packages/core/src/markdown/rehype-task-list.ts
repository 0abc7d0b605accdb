// GFM task lists render a bare disabled checkbox before the item's text; a
// screen reader then announces "checkbox, checked" with no name. The item's
// own text names it, so the state and the task are read together.
import type { Element, Root } from 'hast';
import { visit } from './walk.ts';
import { plainText } from './plain-text.ts';

const MAX_LABEL = 120;

export function rehypeTaskList() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'li') return;
      const classes = node.properties.className;
      if (!Array.isArray(classes) || !classes.includes('task-list-item')) return;
      const box = findCheckbox(node);
      if (!box) return;
      const label = plainText({ type: 'root', children: node.children.filter((c) => c !== box && !(c.type === 'element' && (c.tagName === 'ul' || c.tagName === 'ol'))) });
      if (label) box.properties.ariaLabel = label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1)}…` : label;
    });
  };
}

/** The checkbox GFM puts first in the item, or first in its first paragraph (loose lists). */
function findCheckbox(li: Element): Element | undefined {
  const first = li.children.find((c) => c.type === 'element');
  if (first?.type !== 'element') return undefined;
  if (first.tagName === 'input') return first;
  if (first.tagName === 'p') {
    const inner = first.children.find((c) => c.type === 'element');
    if (inner?.type === 'element' && inner.tagName === 'input') return inner;
  }
  return undefined;
}
