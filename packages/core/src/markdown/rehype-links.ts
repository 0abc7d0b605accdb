// Link and image URLs on every page: only safe protocols survive (the
// sanitiser does the same for raw HTML, but markdown links skip it), and
// external links open in a new tab without handing over the opener or the
// referrer.
import type { Element, Root } from 'hast';
import { visit } from './walk.ts';
import { isExternalUrl, urlScheme } from '../shared/url.ts';

const SAFE = new Set(['http', 'https', 'mailto', 'tel']);

export function isSafeUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === undefined || SAFE.has(scheme);
}

export function rehypeLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'img' && typeof node.properties.src === 'string' && !isSafeUrl(node.properties.src)) {
        delete node.properties.src;
        return;
      }
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      if (!isSafeUrl(node.properties.href)) {
        delete node.properties.href;
        return;
      }
      if (!isExternalUrl(node.properties.href)) return;
      node.properties.target = '_blank';
      node.properties.rel = ['noopener', 'noreferrer'];
    });
  };
}
