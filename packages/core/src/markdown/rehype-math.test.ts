import { describe, expect, it } from 'vitest';
import { compileForTest } from './testing.ts';

const math = { markdownInput: { math: true } };

describe('math (markdown.math)', () => {
  it('renders $…$, $$…$$ and a ```math block with KaTeX, as HTML and MathML, keeping the TeX as the text', async () => {
    const r = await compileForTest('Energy $E=mc^2$ here.\n\n$$\n\\frac{a}{b}\n$$\n\n```math\nx^2\n```\n', math);
    expect(r.diagnostics).toEqual([]);
    expect(r.html).toContain('<p>Energy <span class="math math-inline">E=mc^2</span> here.</p>');
    expect(r.html).toContain('<div class="math math-display" tabindex="0">\\frac{a}{b}</div>');
    expect(r.html).toContain('<div class="math math-display" tabindex="0">x^2</div>');
    expect(r.katex).toHaveLength(3);
    for (const markup of r.katex) {
      expect(markup).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML"');
      expect(markup).toContain('class="katex-html" aria-hidden="true"');
    }
    expect(r.katex[0]).toContain('<annotation encoding="application/x-tex">E=mc^2</annotation>');
    expect(r.katex[1]).toContain('class="katex-display"');
  });

  it('is off unless the site turns it on: dollars stay text and a ```math block stays code', async () => {
    const r = await compileForTest('It costs $5 and $10, or $x$.\n\n```math\nx^2\n```\n');
    expect(r.html).toContain('<p>It costs $5 and $10, or $x$.</p>');
    expect(r.html).toContain('data-language="math"');
    expect(r.katex).toEqual([]);
    expect(r.diagnostics).toEqual([]);
  });

  it('with singleDollar: false reads only $$…$$ as math', async () => {
    const r = await compileForTest('Price $5 and $10; math $$x$$.\n', { markdownInput: { math: { singleDollar: false } } });
    expect(r.html).toContain('<p>Price $5 and $10; math <span class="math math-inline">x</span>.</p>');
  });

  it('reports a TeX error as a warning at its file, line and column, and shows the TeX as written', async () => {
    const r = await compileForTest('Intro.\n\nA wrong one: $\\frac{1}{$ and on.\n', { ...math, lineOffset: 5 });
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'markdown/math',
        file: 'content/docs/page.md',
        line: 7,
        column: 14,
        message: expect.stringContaining("Unexpected end of input in a macro argument, expected '}' (at character 10 of the TeX)"),
      }),
    ]);
    expect(r.html).toMatch(/<span class="math math-inline math-error" title="TeX error: Unexpected end of input[^"]*"><code>\\frac\{1\}\{<\/code><\/span>/);
    expect(r.katex).toEqual([]);
  });

  it('reports dollars that read like prose with prices, and leaves math alone', async () => {
    const r = await compileForTest('Tickets: $5 and $10.\n\nNot this: $x$ and $y$.\n', math);
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([
      ['markdown/math-dollars', 1, 10, '"$5 and $" is read as math, but reads like prose with dollar signs (a price?)'],
    ]);
    const escaped = await compileForTest('Tickets: \\$5 and \\$10.\n', math);
    expect(escaped.diagnostics).toEqual([]);
    expect(escaped.html).toContain('<p>Tickets: $5 and $10.</p>');
  });

  it('never reads math in code, and takes no markup from raw HTML: KaTeX gets text, with \\href and the like refused', async () => {
    const r = await compileForTest(
      'Code `$x$` stays code.\n\n<span class="math math-inline" data-katex="<img src=x onerror=alert(1)>">y</span>\n\n<code class="math-inline">\\href{javascript:alert(1)}{click}</code>\n',
      math,
    );
    expect(r.html).toContain('<code>$x$</code>');
    expect(r.html).not.toContain('onerror');
    expect(r.katex.join('')).not.toMatch(/<a\b|javascript:|<img/);
  });
});
