// Links a page writes as HTML (`<a href>` in raw HTML, or an `<a>` element
// in MDX) are the page's links as much as markdown's: each is recorded with
// its line, so that a broken one is reported at the page's file and line,
// not as a link of the layout (links/check.ts tells the two apart by these
// records). Markdown links are recorded by remark-links.ts; an element at
// the same place as one of those is that link, and is not recorded twice.
import type { Element, Root } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { visit } from './walk.ts';
import { ctxOf, positionOf } from './context.ts';

type LinkNode = Element | MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** The href written on an `<a>`, or undefined (another element, no href, or one computed by an MDX expression). */
function hrefOf(node: LinkNode): string | undefined {
  if (node.type === 'element') return node.tagName === 'a' && typeof node.properties.href === 'string' ? node.properties.href : undefined;
  if (node.name !== 'a') return undefined;
  const href = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'href');
  return typeof href?.value === 'string' ? href.value : undefined;
}

export function rehypeWrittenLinks() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const ctx = ctxOf(file);
    const recorded = new Set(ctx.links.map((l) => `${l.line}:${l.column}`));
    visit(tree, (node) => {
      if (node.type !== 'element' && node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const href = hrefOf(node as LinkNode);
      if (!href || (node as Element).properties?.dataPathnameLink !== undefined) return;
      const at = positionOf(ctx, node);
      if (at.line === undefined || recorded.has(`${at.line}:${at.column}`)) return;
      ctx.links.push({ url: href, ...at });
    });
  };
}
