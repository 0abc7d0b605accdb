// Bounds on what one markdown page may ask of the pipeline. The markdown
// parser is quadratic in nesting depth and in the delimiters of one
// paragraph, and the tree walks after it (and React's renderer) recurse, so
// a page far beyond anything a writer means (a generated dump, a pasted
// binary, thousands of nested quotes) would hang the build or overflow the
// stack. Such a page gets one clear error instead; real pages stay far
// below every limit.
import type { ElementContent, Root as HastRoot } from 'hast';
import type { Diagnostic } from '../types.ts';

export const MAX_PAGE_BYTES = 1024 * 1024;
/** Characters of quote markers, list markers and indentation that open a line. */
export const MAX_LINE_PREFIX = 128;
/** Nested ::: blocks. */
export const MAX_DIRECTIVE_DEPTH = 32;
/**
 * Emphasis, link and HTML delimiters in one paragraph (outside code), or in
 * one table row, list item, heading or definition, each of which is parsed
 * apart: a long list of links or bold terms is many short paragraphs, not one.
 * The largest paragraph of the CTFd docs has 132; micromark takes about a
 * second for 3,000 unmatched delimiters in one paragraph, and four times as
 * long for twice as many.
 */
export const MAX_PARAGRAPH_DELIMITERS = 600;
/** Depth of the HTML tree a page may produce (raw HTML can nest without markdown markers). */
export const MAX_TREE_DEPTH = 256;

const PREFIX = /^(?:[ \t]|>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))*/;
const FENCE = /^[ \t>]*(`{3,}|~{3,})/;
const DIRECTIVE_OPEN = /^[ \t]*:{3,}[A-Za-z]/;
const DIRECTIVE_CLOSE = /^[ \t]*:{3,}[ \t]*$/;
const DELIMITERS = /[*_[\]<]/g;
const TABLE_ROW = /^[ \t]*\|/;
/** A line that starts a block of its own (list item, heading, footnote or link definition): its inline content is parsed apart from the lines before. */
const BLOCK_START = /^[ \t>]*(?:(?:[-+*]|\d{1,9}[.)]|#{1,6})(?:[ \t]|$)|\[\^?[^\]\n]{1,999}\]:)/;

type Problem = Pick<Diagnostic, 'message' | 'line' | 'hint'>;

/** The first limit the page's source exceeds, or undefined. */
export function checkSourceLimits(body: string): Problem | undefined {
  const bytes = Buffer.byteLength(body);
  if (bytes > MAX_PAGE_BYTES) {
    return {
      message: `Page is ${(bytes / 1024 / 1024).toFixed(1)} MB; one page may be at most ${MAX_PAGE_BYTES / 1024 / 1024} MB`,
      hint: 'Split it into several pages, or move generated data into a file the page links to.',
    };
  }
  let fence: string | undefined;
  let directives = 0;
  let delimiters = 0;
  let paragraphStart = 1;
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fenceMark = FENCE.exec(line)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      continue;
    }
    if (PREFIX.exec(line)![0].length > MAX_LINE_PREFIX) {
      return {
        message: `Line ${i + 1} nests quotes, lists or indentation more than ${MAX_LINE_PREFIX} characters deep`,
        line: i + 1,
        hint: 'Flatten the nesting; if the text is meant literally, put it in a fenced code block.',
      };
    }
    if (DIRECTIVE_OPEN.test(line) && ++directives > MAX_DIRECTIVE_DEPTH) {
      return {
        message: `More than ${MAX_DIRECTIVE_DEPTH} ::: blocks are open at line ${i + 1}`,
        line: i + 1,
        hint: 'Close each ::: block with a ":::" line before opening too many inside one another.',
      };
    }
    if (DIRECTIVE_CLOSE.test(line) && directives > 0) directives--;
    if (!line.trim()) {
      delimiters = 0;
      paragraphStart = i + 2;
      continue;
    }
    if (TABLE_ROW.test(line) || BLOCK_START.test(line)) {
      delimiters = 0;
      paragraphStart = i + 1;
    }
    delimiters += line.match(DELIMITERS)?.length ?? 0;
    if (delimiters > MAX_PARAGRAPH_DELIMITERS) {
      return {
        message: `The paragraph starting at line ${paragraphStart} has more than ${MAX_PARAGRAPH_DELIMITERS} emphasis, link or HTML delimiters (*, _, [, ], <)`,
        line: paragraphStart,
        hint: 'Break the paragraph up with blank lines, or put literal text in a fenced code block.',
      };
    }
  }
  return undefined;
}

/** Whether the tree nests deeper than MAX_TREE_DEPTH, measured without recursion. */
export function treeTooDeep(tree: HastRoot): boolean {
  const stack: Array<[HastRoot | ElementContent, number]> = [[tree, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > MAX_TREE_DEPTH) return true;
    if ('children' in node) for (const child of node.children) stack.push([child as ElementContent, depth + 1]);
  }
  return false;
}
