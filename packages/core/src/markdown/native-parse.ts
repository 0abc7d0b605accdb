// Plain markdown pages are parsed by satteri, a Rust parser (the one Astro 7
// uses), which gives the same mdast as remark-parse with the extensions the
// pipeline turns on (GFM, front matter, directives), positions included, in
// about a sixtieth of the CPU time: parsing was a third of a cold build.
// remark-parse stays the parser of record: MDX pages, pages large enough to
// compile one at a time (page-budget.ts, whose budgets were measured with
// it), a page holding a NUL (which CommonMark reads as U+FFFD and satteri
// keeps), a page the native parser fails on, and the reference
// `native-parse.test.ts` holds this parser to (every page of the CTFd site,
// the test fixtures and both bench corpora, compiled both ways, to the same
// HTML, links, headings and copies).
import type { Root } from 'mdast';
import { markdownToMdast } from 'satteri';
import { unified } from 'unified';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { LARGE_PAGE_BYTES } from './page-budget.ts';

/** The syntax satteri is asked to read: what these three remark plugins add to remark-parse. */
const FEATURES = { gfm: true, frontmatter: true, directive: true } as const;

/** How many syntax extensions a processor's plugins gave it. */
const syntaxExtensions = (processor: { data(key: string): unknown }) => ((processor.data('micromarkExtensions') as unknown[] | undefined) ?? []).length;
let expected: number | undefined;

/**
 * Whether the native parser reads what `processor` reads: its plugins add
 * exactly the syntax extensions of GFM, front matter and directives. A
 * plugin that adds syntax of its own (a row of plugins.ts, or a site's) makes
 * every page go through remark-parse again.
 */
export function nativeParserFits(processor: { data(key: string): unknown }): boolean {
  expected ??= syntaxExtensions(unified().use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).freeze());
  return syntaxExtensions(processor) === expected;
}

/** The page's mdast from the native parser, or undefined when remark-parse is to parse it. */
export function parseNative(value: string): Root | undefined {
  if (value.length >= LARGE_PAGE_BYTES || value.includes('\u0000')) return undefined;
  try {
    return markdownToMdast(value, { features: FEATURES }) as Root;
  } catch {
    // remark-parse gives the page its result, or its own error.
    return undefined;
  }
}
