// The content of a rendered doc page or blog post: its `.markdown` block,
// found without parsing the navbar, sidebar and footer around it, which are
// most of a page's HTML. What the llms files and the feeds take from MDX
// pages (whose compiled tree is empty) and feeds from every post.
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';

const hasClass = (el: Element, name: string) => Array.isArray(el.properties.className) && el.properties.className.includes(name);

function findMarkdown(node: Root | Element): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (hasClass(child, 'markdown')) return child;
    const inner = findMarkdown(child);
    if (inner) return inner;
  }
  return undefined;
}

/** The page's `.markdown` block, or undefined when it has none. */
export function articleMarkdown(html: string): Element | undefined {
  // The theme writes the block's opening tag exactly so, before any content,
  // and the article's end tag last; the search starts at the article, as the
  // announcement and navbar may hold the config's own HTML.
  const start = html.indexOf('<div class="markdown">', html.indexOf('<article class="doc-article'));
  const end = html.lastIndexOf('</article>');
  return findMarkdown(start >= 0 && end > start ? fromHtml(html.slice(start, end), { fragment: true }) : fromHtml(html));
}
