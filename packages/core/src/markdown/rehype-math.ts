// Math (`$…$`, `$$…$$` and ```math blocks, read by remark-math when
// `markdown.math` is on) rendered with KaTeX at build time: HTML for the eye
// and MathML for screen readers, so the page needs KaTeX's stylesheet and
// fonts but no script.
//
// KaTeX's markup travels as a string in the element's `node.data.katex`, as
// highlighted code does (rehype-code.ts): raw HTML cannot write node data,
// this plugin runs after the sanitiser, and only the theme writes the string.
// The element itself keeps the TeX as its text, which is what search, the
// table of contents and the markdown copy read. KaTeX gets text only, with
// `trust` off (no \href, \url, \htmlClass and the like) and sizes bounded.
//
// A TeX error is a warning at the file and line; the page shows the TeX as
// written, as code, marked, with KaTeX's message in its title.
import type { Element, ElementContent, Root } from 'hast';
import katex from 'katex';
import { visit, SKIP } from './walk.ts';
import { ctxOf, positionOf } from './context.ts';
import { rawText } from './plain-text.ts';
import { MATH_CLASS } from '../shared/page-features.ts';

/** KaTeX's settings. `maxSize` (in em) keeps a \rule or \kern from covering the page; `maxExpand` bounds macro expansion. */
const SETTINGS = { output: 'htmlAndMathml', throwOnError: true, strict: 'ignore', trust: false, maxSize: 25, maxExpand: 1000 } as const;

const rendered = new Map<string, string | Error>();
const CACHE_LIMIT = 5_000;

function render(tex: string, displayMode: boolean): string | Error {
  const key = `${displayMode ? 'd' : 'i'}${tex}`;
  let made = rendered.get(key);
  if (made === undefined) {
    try {
      made = katex.renderToString(tex, { ...SETTINGS, displayMode });
    } catch (err) {
      made = err instanceof Error ? err : new Error(String(err));
    }
    if (rendered.size >= CACHE_LIMIT) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, made);
  }
  return made;
}

const classesOf = (node: Element) => (Array.isArray(node.properties.className) ? (node.properties.className as string[]) : []);

/** The math element a node stands for: remark-math's inline `code.math-inline`, its flow `pre > code.math-display`, or a ```math block. */
function mathOf(node: Element): { display: boolean; code: Element } | undefined {
  if (node.tagName === 'code' && classesOf(node).includes('math-inline')) return { display: false, code: node };
  if (node.tagName !== 'pre') return undefined;
  const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  const classes = code ? classesOf(code) : [];
  return code && (classes.includes('math-display') || classes.includes('language-math')) ? { display: true, code } : undefined;
}

export function rehypeMath() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const ctx = ctxOf(file);
    visit(tree, 'element', (node: Element, index, parent) => {
      const math = mathOf(node);
      if (!math || !parent || typeof index !== 'number') return;
      const tex = rawText(math.code).replace(/\n$/, '');
      const made = render(tex, math.display);
      const classes = [MATH_CLASS, math.display ? 'math-display' : 'math-inline'];
      const tagName = math.display ? 'div' : 'span';
      // A formula wider than the column scrolls, and a reader reaches it with the keyboard, as a code block.
      const focusable = math.display ? { tabIndex: 0 } : {};
      const text: ElementContent[] = [{ type: 'text', value: tex }];
      let replacement: Element;
      if (typeof made === 'string') {
        replacement = { type: 'element', tagName, properties: { className: classes, ...focusable }, data: { katex: made } as Element['data'], children: text };
      } else {
        // KaTeX's message underlines the place with combining characters; its raw message and position read better in a terminal.
        const { rawMessage, position } = made as Error & { rawMessage?: string; position?: number };
        const reason = rawMessage ? `${rawMessage}${position === undefined ? '' : ` (at character ${position + 1} of the TeX)`}` : made.message;
        ctx.diagnostics.push({
          severity: 'warning',
          code: 'markdown/math',
          message: `TeX could not be rendered: ${reason}`,
          file: ctx.file,
          ...positionOf(ctx, node),
          hint: 'Fix the TeX (KaTeX supports the commands listed at https://katex.org/docs/supported), or write \\$ for a dollar sign that is not math.',
        });
        // Shown as written, in a <code>, where the reader sees it is not rendered; the wrapper keeps the math class, so the page links the stylesheet that marks it.
        replacement = {
          type: 'element',
          tagName,
          properties: { className: [...classes, 'math-error'], title: `TeX error: ${reason}`, ...focusable },
          children: [{ type: 'element', tagName: 'code', properties: {}, children: text }],
        };
      }
      parent.children[index] = replacement;
      return SKIP;
    });
  };
}
