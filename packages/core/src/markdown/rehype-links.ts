// Link and image URLs on every page: only safe protocols survive (the
// sanitiser does the same for raw HTML, but markdown links skip it), and
// external links open in a new tab without handing over the opener or the
// referrer.
import type { Element, Root } from 'hast';
import { visit } from './walk.ts';

const EXTERNAL = /^(https?:)?\/\//i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE = new Set(['http', 'https', 'mailto', 'tel']);

export function isSafeUrl(url: string): boolean {
  const m = SCHEME.exec(url.trim());
  return !m || SAFE.has(m[1].toLowerCase());
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
      if (!EXTERNAL.test(node.properties.href)) return;
      node.properties.target = '_blank';
      node.properties.rel = ['noopener', 'noreferrer'];
    });
  };
}
