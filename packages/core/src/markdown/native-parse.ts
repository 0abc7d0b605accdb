// Plain markdown pages are parsed by satteri, a Rust parser (the one Astro 7
// uses), which gives the same mdast as remark-parse with the extensions the
// pipeline turns on (GFM, front matter, directives, and remark-math's under
// `markdown.math`), positions included, in about a sixtieth of the CPU time:
// parsing was a third of a cold build.
// remark-parse stays the parser of record: MDX pages, pages large enough to
// compile one at a time (page-budget.ts, whose budgets were measured with
// it), a page holding a NUL (which CommonMark reads as U+FFFD and satteri
// keeps), a page the native parser fails on, and the reference
// `native-parse.test.ts` holds this parser to (every page of the CTFd site,
// the test fixtures and both bench corpora, compiled both ways, to the same
// HTML, links, headings and copies).
import type { Nodes, Root } from 'mdast';
import { markdownToMdast } from 'satteri';
import { unified } from 'unified';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { LARGE_PAGE_BYTES } from './page-budget.ts';
import { syntaxKey, type MarkdownSyntax } from './options.ts';

/** The syntax satteri is asked to read: what the remark plugins of `reference` add to remark-parse. */
const features = (syntax: MarkdownSyntax) => ({
  gfm: true,
  frontmatter: true,
  directive: true,
  math: syntax.math ? { singleDollarTextMath: syntax.math.singleDollar } : false,
});

/** remark-parse with the plugins whose syntax the native parser reads for `syntax`. */
function reference(syntax: MarkdownSyntax) {
  const processor = unified().use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
  return (syntax.math ? processor.use(remarkMath, { singleDollarTextMath: syntax.math.singleDollar }) : processor).freeze();
}

/** How many syntax extensions a processor's plugins gave it. */
const syntaxExtensions = (processor: { data(key: string): unknown }) => ((processor.data('micromarkExtensions') as unknown[] | undefined) ?? []).length;
const expected = new Map<string, number>();

/**
 * Whether the native parser reads what `processor` reads: its plugins add
 * exactly the syntax extensions of GFM, front matter, directives and, for a
 * `syntax` with math, remark-math. A plugin that adds syntax of its own (a
 * row of plugins.ts, or a site's) makes every page go through remark-parse
 * again.
 */
export function nativeParserFits(processor: { data(key: string): unknown }, syntax: MarkdownSyntax = { math: false }): boolean {
  const key = syntaxKey(syntax);
  let count = expected.get(key);
  if (count === undefined) expected.set(key, (count = syntaxExtensions(reference(syntax))));
  return syntaxExtensions(processor) === count;
}

/** The page's mdast from the native parser, or undefined when remark-parse is to parse it. */
export function parseNative(value: string, syntax: MarkdownSyntax = { math: false }): Root | undefined {
  if (value.length >= LARGE_PAGE_BYTES || value.includes('\u0000')) return undefined;
  let tree: Root;
  try {
    tree = markdownToMdast(value, { features: features(syntax) }) as Root;
  } catch {
    // remark-parse gives the page its result, or its own error.
    return undefined;
  }
  if (syntax.math) withMathData(tree);
  return tree;
}

/**
 * What mdast-util-math's parser gives its nodes and satteri does not: the
 * elements remark-rehype makes of them (a `<code>`, or a `<pre>` holding
 * one, with the classes rehype-math.ts looks for).
 */
function withMathData(node: Nodes) {
  if (node.type === 'inlineMath') {
    node.data = { hName: 'code', hProperties: { className: ['language-math', 'math-inline'] }, hChildren: [{ type: 'text', value: node.value }] };
  } else if (node.type === 'math') {
    const code = { type: 'element' as const, tagName: 'code', properties: { className: ['language-math', 'math-display'] }, children: [{ type: 'text' as const, value: node.value }] };
    node.data = { hName: 'pre', hChildren: [code] };
  } else if ('children' in node) for (const child of node.children) withMathData(child);
}
