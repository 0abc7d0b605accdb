// The inline code spans a page's markdown writes, each with the line and
// column the writer typed it at. The source is scanned rather than the
// compiled tree so that positions survive (as in `api/path-find.ts`); fenced
// code blocks and HTML comments are blanked out first, since they hold no spans.

import { fencedBlocks } from '../markdown/fenced-blocks.ts';
import { lineIndex } from '../util/line-index.ts';

export interface CodeSpan {
  /** The span's text as CommonMark reads it: line breaks as spaces, one padding space taken off each end. */
  text: string;
  /** Where the text starts (after a padding space), in the file. */
  line: number;
  column: number;
}

// A blank line ends a paragraph, and a code span cannot cross it.
const PARAGRAPH_BREAK = /\n[ \t>]*\n/;

/** Every inline code span in `body`, whose first line is line `bodyLine` of the file. */
export function findCodeSpans(body: string, bodyLine = 1): CodeSpan[] {
  const prose = blankComments(blankFences(body));
  const position = lineIndex(body, bodyLine);

  const runs = [...prose.matchAll(/`+/g)].map((m) => ({ at: m.index, length: m[0].length }));
  const spans: CodeSpan[] = [];
  for (let i = 0; i < runs.length; i++) {
    let { at, length } = runs[i];
    // `\`` is a literal backtick, so an escaped run opens one backtick later.
    if (escaped(prose, at)) {
      at++;
      length--;
    }
    if (!length) continue;
    const start = at + length;
    // Inside a span backslashes are literal: the closing run is any run of the same length.
    const close = runs.findIndex((r, j) => j > i && r.length === length);
    if (close === -1 || PARAGRAPH_BREAK.test(prose.slice(start, runs[close].at))) continue;
    let raw = prose.slice(start, runs[close].at);
    let offset = start;
    if (raw.length > 2 && raw.startsWith(' ') && raw.endsWith(' ') && raw.trim()) {
      raw = raw.slice(1, -1);
      offset++;
    }
    spans.push({ text: raw.replace(/\r?\n[ \t>]*/g, ' '), ...position(offset) });
    i = close;
  }
  return spans;
}

function escaped(text: string, at: number): boolean {
  let backslashes = 0;
  while (at - backslashes - 1 >= 0 && text[at - backslashes - 1] === '\\') backslashes++;
  return backslashes % 2 === 1;
}

/** `body` with every fenced code block's lines (fences included) replaced by spaces. */
function blankFences(body: string): string {
  const lines = body.split('\n');
  for (const block of fencedBlocks(lines)) for (let i = block.open; i <= block.close; i++) lines[i] = blank(lines[i]);
  return lines.join('\n');
}

function blankComments(text: string): string {
  return text.replace(/<!--[\s\S]*?-->/g, blank);
}

/** Spaces in place of every character but line breaks, so offsets and lines stay put. */
function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}
