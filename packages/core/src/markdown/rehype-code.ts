// Highlight fenced code at build time and wrap it with its title and a copy
// button. Results are memoised by (language, meta, code): in `serve` and in
// sites that repeat snippets the same block is highlighted once.
//
// The highlighted markup (a span per token, each with a style) is kept as an
// HTML string on the <pre> (`dataHighlighted`), and the <pre> holds only the
// plain code as text: turning thousands of token nodes into React elements
// and back into HTML was a quarter of the render time, and the trees were a
// good part of a large build's memory. Text consumers (search, checks) read
// the plain code; the theme's Markdown component writes the string.
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Highlighter } from 'shiki';
import { visit } from './walk.ts';

const cache = new Map<string, Element>();
const CACHE_LIMIT = 20_000;

/** The title and highlighted lines a meta string asks for; ranges are cut to the block's `lineCount` lines (`{1-16000000}` must not cost a loop of that length). */
export function parseCodeMeta(meta: string | undefined, lineCount: number): { title?: string; lines: Set<number> } {
  const lines = new Set<number>();
  if (!meta) return { lines };
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const range = /\{([\d,\s-]+)\}/.exec(meta);
  if (range) {
    for (const part of range[1].split(',')) {
      const [a, b] = part.trim().split('-').map((n) => Number.parseInt(n, 10));
      if (Number.isNaN(a)) continue;
      const last = Math.min(Number.isNaN(b) || b === undefined ? a : b, lineCount);
      for (let i = Math.max(a, 1); i <= last; i++) lines.add(i);
    }
  }
  return { title: title ? (title[1] ?? title[2] ?? title[3]) : undefined, lines };
}

export function rehypeCode(options: { highlighter: Highlighter }) {
  const { highlighter } = options;
  // Languages are loaded between compiles (compiler.prepare), so look again on a miss.
  let loaded = new Set(highlighter.getLoadedLanguages());
  const isLoaded = (lang: string) => loaded.has(lang) || (loaded = new Set(highlighter.getLoadedLanguages())).has(lang);
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || typeof index !== 'number') return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const langClass = classes.find((c) => c.startsWith('language-'));
      const requested = langClass ? langClass.slice('language-'.length).toLowerCase() : 'text';
      const lang = isLoaded(requested) ? requested : 'text';
      const meta = typeof code.properties.dataMeta === 'string' ? code.properties.dataMeta : undefined;
      const text = textOf(code).replace(/\n$/, '');
      const key = `${lang}\u0000${meta ?? ''}\u0000${text}`;
      let block = cache.get(key);
      if (!block) {
        block = highlight(highlighter, text, lang, requested, meta);
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
        cache.set(key, block);
      }
      parent.children[index] = structuredClone(block);
      return index + 1;
    });
  };
}

function highlight(highlighter: Highlighter, text: string, lang: string, requested: string, meta?: string): Element {
  const { title, lines } = parseCodeMeta(meta, text.split('\n').length);
  const root = highlighter.codeToHast(text, {
    lang,
    themes: { light: 'github-light-default', dark: 'github-dark-default' },
    defaultColor: false,
    transformers: [
      {
        line(node, line) {
          if (lines.has(line)) this.addClassToHast(node, 'highlighted');
        },
        pre(node) {
          node.properties.tabindex = 0;
          delete node.properties.style;
        },
      },
    ],
  });
  const highlighted = root.children[0] as Element;
  const pre: Element = {
    type: 'element',
    tagName: 'pre',
    properties: { ...highlighted.properties, dataHighlighted: toHtml(highlighted.children) },
    children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: text }] }],
  };
  const children: ElementContent[] = [];
  if (title) {
    children.push({ type: 'element', tagName: 'div', properties: { className: ['code-block-title'] }, children: [{ type: 'text', value: title }] });
  }
  children.push({
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block-body'] },
    children: [
      pre,
      {
        type: 'element',
        tagName: 'button',
        properties: { type: 'button', className: ['copy-button'], ariaLabel: 'Copy code to clipboard' },
        children: [{ type: 'text', value: 'Copy' }],
      },
    ],
  });
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block'], dataLanguage: requested },
    children,
  };
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}
