import { describe, expect, it } from 'vitest';
import { findCodeSpans } from './code-spans.ts';

const texts = (body: string) => findCodeSpans(body).map((s) => s.text);

describe('findCodeSpans', () => {
  it('finds spans with the line and column of their text', () => {
    expect(findCodeSpans('Intro.\n\nSet `SECRET_KEY` and `` a`b ``.\n', 5)).toEqual([
      { text: 'SECRET_KEY', line: 7, column: 6 },
      { text: 'a`b', line: 7, column: 25 },
    ]);
  });

  it('leaves out fenced code blocks, in lists and quotes too, and HTML comments', () => {
    const body = ['```ini', 'KEY = `A`', '```', '- item', '  ~~~', '  `B`', '  ~~~', '> ````md', '> `C`', '> ````', '<!-- `D` -->', 'after `E`'].join('\n');
    expect(texts(body)).toEqual(['E']);
  });

  it('reads a one-line "```x```" as a span, not a fence', () => {
    expect(texts('```x``` and `y`')).toEqual(['x', 'y']);
  });

  it('joins a span broken over lines with a space, but not across a blank line', () => {
    expect(texts('a `b\nc` d')).toEqual(['b c']);
    expect(texts('a `b\n\nc` d')).toEqual([]);
  });

  it('skips an escaped backtick and an unclosed run', () => {
    expect(texts('a \\`b and `c`, then ``` open')).toEqual(['c']);
    expect(texts('a \\\\`b` c')).toEqual(['b']);
  });

  it('takes one padding space off each end only when both are there', () => {
    expect(texts('`` `x` `` and ` y`')).toEqual(['`x`', ' y']);
  });
});
