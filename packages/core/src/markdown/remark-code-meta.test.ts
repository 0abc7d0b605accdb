import { describe, expect, it } from 'vitest';
import { compileForTest } from './testing.ts';

describe('remark-code-meta', () => {
  it('keeps the meta through sanitising for the highlighter: a title and marked lines', async () => {
    const r = await compileForTest('```js title="install.js" {2}\nconst a = 1;\nconst b = 2;\n```');
    expect(r.html).toContain('<div class="code-block-title">install.js</div>');
    expect(r.highlighted.split('\n').map((line) => line.includes('class="line highlighted"'))).toEqual([false, true]);
    expect(r.diagnostics).toEqual([]);
  });

  it('moves meta written against the language (```js{2}) into the meta', async () => {
    const r = await compileForTest('```js{2}\nx\ny\n```');
    expect(r.html).toContain('data-language="js"');
    expect(r.highlighted.split('\n').map((line) => line.includes('class="line highlighted"'))).toEqual([false, true]);
  });

  it('reports meta that nothing reads, at the fence, and still renders the block', async () => {
    const r = await compileForTest('Intro\n\n```js title="a.js" live foo=bar\nx\n```');
    expect(r.diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([['unsupported/code-meta', 3, 'Code block meta "live", "foo=bar" is not understood and has no effect']]);
    expect(r.html).toContain('<div class="code-block-title">a.js</div>');
  });
});
