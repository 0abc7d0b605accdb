// Markdown pages carry the markup the pipeline makes (a code block's
// highlighting, rehype-code.ts; KaTeX's rendering of math, rehype-math.ts) in
// hast node data, where raw HTML cannot write it. MDX turns the tree into
// JSX, which keeps properties only: there it becomes a prop, `highlightedHtml`
// of <pre> and `katexHtml` of a math element. MDX pages are code the site
// trusts (they can run any JavaScript at build time), so a prop a page could
// also write opens nothing new.
import type { Element, Root } from 'hast';
import { visit } from '../walk.ts';

export function rehypeHighlightedProp() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const highlighted = node.tagName === 'pre' ? node.data?.highlighted : undefined;
      if (typeof highlighted === 'string') node.properties.highlightedHtml = highlighted;
      const katex = node.data?.katex;
      if (typeof katex === 'string') node.properties.katexHtml = katex;
    });
  };
}
