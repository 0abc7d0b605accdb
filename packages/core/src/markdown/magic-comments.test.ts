import { describe, expect, it } from 'vitest';
import { applyMagicComments, type MagicComment } from './magic-comments.ts';
import { markdownConfigSchema } from '../schemas/markdown.ts';

const DEFAULT = markdownConfigSchema.parse({}).magicComments;

describe('applyMagicComments', () => {
  it('marks the line after highlight-next-line and the lines between start and end, removing the comments', () => {
    const code = ['a();', '// highlight-next-line', 'b();', 'c();', '  /* highlight-start */', 'd();', 'e();', '// highlight-end', 'f();'].join('\n');
    const r = applyMagicComments(code, 'js', DEFAULT);
    expect(r.code).toBe(['a();', 'b();', 'c();', 'd();', 'e();', 'f();'].join('\n'));
    expect([...r.classes]).toEqual([
      [2, ['highlighted']],
      [4, ['highlighted']],
      [5, ['highlighted']],
    ]);
  });

  it("reads the comment forms of the block's language only", () => {
    expect(applyMagicComments('# highlight-next-line\nx = 1', 'python', DEFAULT).code).toBe('x = 1');
    expect(applyMagicComments('// highlight-next-line\nx = 1', 'python', DEFAULT).code).toBe('// highlight-next-line\nx = 1');
    expect(applyMagicComments('<!-- highlight-next-line -->\n<p>', 'html', DEFAULT).code).toBe('<p>');
    expect(applyMagicComments('{/* highlight-next-line */}\n<A />', 'jsx', DEFAULT).code).toBe('<A />');
    expect(applyMagicComments('-- highlight-next-line\nselect 1', 'sql', DEFAULT).code).toBe('select 1');
    // A language without its own forms gets the common ones.
    expect(applyMagicComments('# highlight-next-line\nkey: 1', 'yaml', DEFAULT).code).toBe('key: 1');
  });

  it('leaves a comment that shares a line with code', () => {
    expect(applyMagicComments('x(); // highlight-next-line\ny();', 'js', DEFAULT).code).toBe('x(); // highlight-next-line\ny();');
  });

  it('applies custom comments from the config, each with its classes', () => {
    const custom: MagicComment[] = [...DEFAULT, { className: 'code-error', line: 'error-next-line', block: { start: 'error-start', end: 'error-end' } }];
    const r = applyMagicComments('// error-next-line\nbad();\n// highlight-next-line\ngood();', 'ts', custom);
    expect(r.code).toBe('bad();\ngood();');
    expect([...r.classes]).toEqual([
      [1, ['code-error']],
      [2, ['highlighted']],
    ]);
  });
});
