import type { Code, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../types.ts';
import { remarkUnreadCodeMeta } from './remark-code-meta.ts';
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

  it("leaves the meta of a block a site plugin moved into an element of its own making (tab-blocks' TabItem) to that plugin", () => {
    const at = (line: number) => ({ start: { line, column: 1, offset: 0 }, end: { line, column: 4, offset: 3 } });
    const code = (meta: string, line: number) => ({ type: 'code', lang: 'js', meta, value: 'x', position: at(line) }) as Code;
    const tree = {
      type: 'root',
      position: at(1),
      children: [{ type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [], children: [code('tab title="a.js"', 3)] }, code('tab', 9)],
    } as unknown as Root;
    const ctx = { file: 'docs/a.md', lineOffset: 1, diagnostics: [] as Diagnostic[] };
    remarkUnreadCodeMeta()(tree, { data: { ctfdocs: ctx } });
    expect(ctx.diagnostics.map((d) => [d.line, d.message])).toEqual([[9, 'Code block meta "tab" is not understood and has no effect']]);
  });
});
