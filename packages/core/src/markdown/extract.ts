// One walk over a compiled page's tree: the table of contents and the
// search text. (Anchor checks read the ids from the rendered HTML, links/check.ts.) MDX's JSX elements are walked through like
// any container, so markdown inside a <TabItem> is found too.
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { SearchSection, TocItem } from '../types.ts';
import { INLINE_ELEMENTS } from './plain-text.ts';
import { hiddenFromReaders } from './kept-out.ts';

const HEADING = /^h([1-6])$/;

/** One walk: the TOC, and the text of each h2/h3 section. `titleInBody`: the body keeps its content title (remark-headings.ts). */
export function extract(tree: HastRoot, tocMin: number, tocMax: number, titleInBody: boolean): { toc: TocItem[]; sections: SearchSection[] } {
  const toc: TocItem[] = [];
  const sections: SearchSection[] = [{ anchor: '', heading: '', level: 1, text: '' }];
  let current = sections[0];
  const parts: string[] = [];
  let firstHeading = titleInBody;
  const flush = () => {
    current.text = parts.join('').replace(/\s+/g, ' ').trim();
    parts.length = 0;
  };
  const walk = (node: ElementContent | HastRoot) => {
    if (node.type === 'text') {
      delete (node as { position?: unknown }).position;
      parts.push(node.value);
      return;
    }
    if (isJsx(node)) {
      parts.push(' ');
      for (const child of (node as unknown as { children: ElementContent[] }).children) walk(child);
      parts.push(' ');
      return;
    }
    if (node.type !== 'element' && node.type !== 'root') return;
    // Source positions were needed only for diagnostics and links, which are
    // taken by now; on large sites they are a good part of the memory.
    delete (node as { position?: unknown }).position;
    if (node.type === 'element') {
      const el = node as Element;
      const id = el.properties.id;
      // Text no reader of the page sees is found by no search either.
      if (el.tagName === 'button' || hiddenFromReaders(el)) return;
      const m = HEADING.exec(el.tagName);
      // The content title (remark-headings.ts) is the page's title, which
      // search indexes as such: its text is not repeated as body text.
      const isTitle = Boolean(m) && firstHeading && m?.[1] === '1';
      if (m) firstHeading = false;
      if (isTitle) return;
      if (m && typeof id === 'string') {
        const level = Number(m[1]);
        const text = textContent(el).trim();
        if (level >= tocMin && level <= tocMax) toc.push({ id, text, level });
        if (level === 2 || level === 3) {
          flush();
          current = { anchor: id, heading: text, level, text: '' };
          sections.push(current);
          return;
        }
      }
    }
    // Text runs on inside a paragraph ("see [flag types](…)." stays one
    // sentence); a block, a cell or a line break separates words.
    const block = node.type === 'element' && !INLINE_ELEMENTS.has(node.tagName);
    if (block) parts.push(' ');
    for (const child of node.children as ElementContent[]) walk(child);
    if (block) parts.push(' ');
  };
  walk(tree);
  flush();
  return { toc, sections: sections.filter((s, i) => i > 0 || s.text) };
}

function textContent(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textContent).join('');
  return '';
}

function isJsx(node: { type: string }): boolean {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}
