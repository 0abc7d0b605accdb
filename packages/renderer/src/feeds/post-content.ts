// A post's content as a feed carries it: the HTML readers see on its page,
// with every link and image made absolute (a feed reader resolves relative
// URLs against the feed, if at all) and the page's own controls (code
// blocks' copy buttons) left out.
import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { articleMarkdown } from '../article-content.ts';

const URL_PROPERTIES = ['href', 'src', 'poster'] as const;

function absolute(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

function rewrite(nodes: ElementContent[], base: string): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type !== 'element') return [node];
    if (node.tagName === 'button') return [];
    const properties = { ...node.properties };
    for (const key of URL_PROPERTIES) if (typeof properties[key] === 'string') properties[key] = absolute(properties[key], base);
    const el: Element = { ...node, properties, children: rewrite(node.children, base) };
    return [el];
  });
}

/** The content of the post's rendered page, `postUrl` its absolute URL. */
export function postContentHtml(html: string, postUrl: string): string {
  const block = articleMarkdown(html);
  return block ? toHtml(rewrite(block.children, postUrl)) : '';
}
