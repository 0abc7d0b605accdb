// Plain markdown pages are parsed by satteri, a Rust parser (the one Astro 7
// uses), which gives the same mdast as remark-parse with the extensions the
// pipeline turns on (GFM, front matter, directives), positions included, in
// about a sixtieth of the CPU time: parsing was a third of a cold build.
// remark-parse stays the parser of record: MDX pages, pages large enough for
// the guarded worker (whose budgets were measured with it), a page the
// native parser fails on, and the reference `native-parse.test.ts` holds
// this parser to (every page of the CTFd site and of both bench corpora,
// compiled both ways, to the same HTML, links, headings and copies).
import type { Root } from 'mdast';
import { markdownToMdast } from 'satteri';
import { GUARDED_BYTES } from './compile-guarded.ts';

const FEATURES = { gfm: true, frontmatter: true, directive: true } as const;

/** The page's mdast from the native parser, or undefined when remark-parse is to parse it. */
export function parseNative(value: string): Root | undefined {
  if (value.length >= GUARDED_BYTES) return undefined;
  try {
    return markdownToMdast(value, { features: FEATURES }) as Root;
  } catch {
    // remark-parse gives the page its result, or its own error.
    return undefined;
  }
}
