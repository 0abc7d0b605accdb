import { describe, expect, it } from 'vitest';
import { pyLiteral } from './python-literal.ts';

describe('pyLiteral', () => {
  it('prints JSON constants as Python constants', () => {
    expect([true, false, null, 3, -2.5, 0].map((v) => pyLiteral(v))).toEqual(['True', 'False', 'None', '3', '-2.5', '0']);
  });

  it('leaves strings alone, including words that look like constants', () => {
    // The theme's old global replaces turned this into "unTrue, see Noneable".
    expect(pyLiteral('untrue, see nullable')).toBe('"untrue, see nullable"');
    expect(pyLiteral('quote " backslash \\ newline \n tab \t')).toBe('"quote \\" backslash \\\\ newline \\n tab \\t"');
  });

  it('indents nested dicts and lists by four spaces per level, with trailing commas', () => {
    expect(pyLiteral({ a: [1, { b: null }], c: {}, d: [] }, 4)).toBe(
      ['{', '        "a": [', '            1,', '            {', '                "b": None,', '            },', '        ],', '        "c": {},', '        "d": [],', '    }'].join('\n'),
    );
  });

  it('quotes keys that are not identifiers', () => {
    expect(pyLiteral({ 'with space': true, '': false })).toBe('{\n    "with space": True,\n    "": False,\n}');
  });
});
