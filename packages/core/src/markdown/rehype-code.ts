// Highlight fenced code at build time and wrap it with its title and a copy
// button. Results are memoised by (language, meta, code): in `serve` and in
// sites that repeat snippets the same block is highlighted once, and kept on
// disk between runs when the site keeps a compile cache (highlight-cache.ts).
//
// The highlighted markup (a span per token, each with a style) is kept as an
// HTML string in the <pre>'s `node.data.highlighted`, and the <pre> holds only
// the plain code as text: turning thousands of token nodes into React
// elements and back into HTML was a quarter of the render time, and the trees
// were a good part of a large build's memory. Text consumers (search, checks)
// read the plain code; the theme's Markdown component writes the string.
// `node.data` is a channel page content cannot reach: raw HTML only ever
// sets properties (attributes), and this plugin runs after the sanitiser.
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { isSpecialLang, type Highlighter } from 'shiki';
import { visit } from './walk.ts';
import { ctxOf } from './context.ts';
import { codeTitle, lineCount, parseCodeMeta } from './code-meta.ts';
import { applyMagicComments, type MagicComment } from './magic-comments.ts';
import { THEMES } from './highlighter.ts';
import { highlightCache } from './highlight-cache.ts';
import { rawText } from './plain-text.ts';
import { Memo } from '../util/memo.ts';
import { notationTransformers } from './code-notation.ts';
import { forBlock, tokenizeOnce } from './one-pass-themes.ts';

/** Longer lines are shown uncoloured (the CTFd docs' longest line of code is 220 characters). */
export const LONGEST_COLOURED_LINE = 1000;

/** Each thread's highlighted blocks, kept across serve's rebuilds; no build prunes it, so it holds the newest 20,000. */
const memo = new Memo<Element>({ limit: 20_000 });
/** The magic comments config as part of the memo key, computed once per config. */
const commentKeys = new WeakMap<MagicComment[], string>();

export function rehypeCode(options: { highlighter: Highlighter }) {
  const { highlighter } = options;
  // Languages are loaded between compiles (compiler.prepare), so look again on a miss.
  let loaded = new Set(highlighter.getLoadedLanguages());
  const isLoaded = (lang: string) => loaded.has(lang) || (loaded = new Set(highlighter.getLoadedLanguages())).has(lang);
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const comments = ctxOf(file).markdown.magicComments;
    let commentKey = commentKeys.get(comments);
    if (commentKey === undefined) commentKeys.set(comments, (commentKey = JSON.stringify(comments)));
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || typeof index !== 'number') return;
      const code = node.children[0];
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const langClass = classes.find((c) => c.startsWith('language-'));
      const requested = langClass ? langClass.slice('language-'.length).toLowerCase() : 'text';
      const lang = isLoaded(requested) ? requested : 'text';
      const meta = typeof code.properties.dataMeta === 'string' ? code.properties.dataMeta : undefined;
      const text = rawText(code).replace(/\n$/, '');
      const key = `${lang}\u0000${langClass ? requested : ''}\u0000${meta ?? ''}\u0000${commentKey}\u0000${text}`;
      const block = memo.getOrMake(key, () => {
        const disk = highlightCache();
        let made = disk?.read(key);
        if (!made) {
          made = highlight(highlighter, text, { lang, requested, written: Boolean(langClass), meta, comments });
          disk?.write(key, made);
        }
        return { value: made, diagnostics: [] };
      }).value;
      parent.children[index] = structuredClone(block);
      return index + 1;
    });
  };
}

interface BlockOptions {
  lang: string;
  requested: string;
  /** Whether the block names a language: magic comments are read only then, as in Docusaurus. */
  written: boolean;
  meta?: string;
  comments: MagicComment[];
}

function highlight(highlighter: Highlighter, source: string, { lang, requested, written, meta, comments }: BlockOptions): Element {
  const parsed = parseCodeMeta(meta, lineCount(source));
  const title = codeTitle(parsed);
  const start = parsed.lineNumbersStart;
  // A `{…}` range takes the place of magic comments (Docusaurus's rule) and gives the first one's class.
  const rangeClass = comments[0]?.className ?? 'highlighted';
  const { code: text, classes } = parsed.hasRange || !written ? { code: source, classes: new Map<number, string[]>() } : applyMagicComments(source, requested, comments);
  for (const line of parsed.lines) classes.set(line, rangeClass.split(' '));
  // Both themes' colours from one pass of the grammar (one-pass-themes.ts).
  if (!isSpecialLang(lang)) tokenizeOnce(highlighter.getLanguage(lang));
  const root = forBlock(() =>
    highlighter.codeToHast(text, {
      lang,
      themes: THEMES,
      defaultColor: false,
      // Shiki stops tokenizing a line after 500 ms of wall-clock time by
      // default and colours the rest of the block from where it stopped: on a
      // loaded machine (or on the first line a thread highlights, while the
      // grammar's expressions compile) the same page came out in other colours
      // from build to build. The bound is on the line's length instead, which
      // gives the same bytes every time: some grammars take seconds on a
      // crafted line of a few thousand characters.
      tokenizeTimeLimit: 0,
      tokenizeMaxLineLength: LONGEST_COLOURED_LINE,
      transformers: [
        ...notationTransformers(text),
        {
          line(node, line) {
            const names = classes.get(line);
            if (names) this.addClassToHast(node, names);
          },
          pre(node) {
            node.properties.tabindex = 0;
            delete node.properties.style;
            if (start !== undefined) {
              this.addClassToHast(node, 'line-numbers');
              node.properties.style = `counter-reset: line ${start - 1}`;
            }
          },
        },
      ],
    }),
  );
  const highlighted = root.children[0] as Element;
  // What the reader sees and copies: without the notation comments the transformers removed.
  const shown = notationTransformers(text).length ? rawText(highlighted) : text;
  const pre: Element = {
    type: 'element',
    tagName: 'pre',
    properties: highlighted.properties,
    // hast-util-from-parse5 declares ElementData.position as always there; it is not read here.
    data: { highlighted: toHtml(highlighted.children) } as Element['data'],
    children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: shown }] }],
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
