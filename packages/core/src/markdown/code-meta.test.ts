import { describe, expect, it } from 'vitest';
import type { Code } from 'mdast';
import { codeTitle, parseCodeMeta, splitLangMeta } from './code-meta.ts';

describe('parseCodeMeta', () => {
  it('reads titles, ranges, line numbers and file names, and returns the rest as unknown', () => {
    expect(parseCodeMeta('title="a b.py" {1,3-4} showLineNumbers=5 live', 10)).toEqual({
      title: 'a b.py',
      lines: new Set([1, 3, 4]),
      hasRange: true,
      lineNumbersStart: 5,
      example: false,
      unknown: ['live'],
    });
    expect(parseCodeMeta("title='x.js' showLineNumbers", 10)).toMatchObject({ title: 'x.js', lineNumbersStart: 1, hasRange: false, unknown: [] });
    expect(parseCodeMeta('[config.ts]{2} :line-numbers=3', 10)).toMatchObject({ filename: 'config.ts', lines: new Set([2]), lineNumbersStart: 3, unknown: [] });
    expect(parseCodeMeta('showLineNumbers :no-line-numbers npm2yarn', 10)).toMatchObject({ lineNumbersStart: undefined, unknown: ['npm2yarn'] });
    expect(parseCodeMeta(undefined, 10)).toEqual({ lines: new Set(), hasRange: false, example: false, unknown: [] });
  });

  it('reads `example`, the mark of made-up values for the secret scan', () => {
    expect(parseCodeMeta('example title="flags.yml"', 3)).toMatchObject({ example: true, title: 'flags.yml', unknown: [] });
    expect(parseCodeMeta('examples', 3)).toMatchObject({ example: false, unknown: ['examples'] });
  });

  it("cuts ranges to the block's lines, however far they reach", () => {
    expect([...parseCodeMeta('{0-3,5-999999999}', 6).lines]).toEqual([1, 2, 3, 5, 6]);
    expect(parseCodeMeta('{1-16000000}', 3).lines.size).toBe(3);
  });

  it('titles a block by title=, else by its [filename]', () => {
    expect(codeTitle(parseCodeMeta('[a.js] title="b.js"', 1))).toBe('b.js');
    expect(codeTitle(parseCodeMeta('[a.js]', 1))).toBe('a.js');
  });
});

describe('splitLangMeta', () => {
  it('moves meta written against the language into the meta', () => {
    const cases: Array<[string, string | null, string, string | null]> = [
      ['js{4}', null, 'js', '{4}'],
      ['ts:line-numbers', '{1}', 'ts', ':line-numbers {1}'],
      ['js[config.js]', null, 'js', '[config.js]'],
      ['c++', 'title="a"', 'c++', 'title="a"'],
    ];
    for (const [lang, meta, wantLang, wantMeta] of cases) {
      const node: Code = { type: 'code', lang, meta, value: '' };
      splitLangMeta(node);
      expect([node.lang, node.meta]).toEqual([wantLang, wantMeta]);
    }
  });
});
