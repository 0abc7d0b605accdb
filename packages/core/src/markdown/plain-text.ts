import type { ElementContent, Root } from 'hast';

/** Elements that flow inside a line of text: no word break around them. */
export const INLINE_ELEMENTS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);

/** The text of a compiled tree as a reader sees it: inline markup gone, blocks separated by one space. */
export function plainText(tree: Root | ElementContent): string {
  const parts: string[] = [];
  const walk = (node: Root | ElementContent) => {
    if (node.type === 'text') parts.push(node.value);
    else if (node.type === 'element' || node.type === 'root') {
      const block = node.type === 'element' && !INLINE_ELEMENTS.has(node.tagName);
      if (block) parts.push(' ');
      for (const child of node.children) walk(child as ElementContent);
      if (block) parts.push(' ');
    }
  };
  walk(tree);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The text of a node as written, every space and line break kept: for code (plainText folds whitespace for prose). */
export function rawText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(rawText).join('');
  return '';
}
