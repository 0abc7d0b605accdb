// Wide tables scroll sideways inside the text column (the theme's CSS); a
// scrolling region must be reachable by keyboard, so each table is focusable,
// as highlighted code blocks are.
import type { Element, Root } from 'hast';
import { visit } from './walk.ts';

export function rehypeTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') node.properties.tabIndex = 0;
    });
  };
}
