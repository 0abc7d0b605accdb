import { describe, expect, it, vi } from 'vitest';
import { compileForTest } from './testing.ts';
import { LONGEST_COLOURED_LINE } from './rehype-code.ts';

/** Each line's extra classes, from the highlighted markup (escaped inside its attribute). */
const lineClasses = (html: string) =>
  [
    ...html
      .replace(/&#x22;/g, '"')
      .replace(/&#x3C;/g, '<')
      .matchAll(/<span class="line( [^"]*)?"/g),
  ].map((m) => m[1]?.trim() ?? '');
const highlightedLines = (html: string) => lineClasses(html).flatMap((c, i) => (c ? [i + 1] : []));

describe('code blocks', () => {
  it('removes magic comments from the code shown and copied, and marks their lines', async () => {
    const { html, highlighted } = await compileForTest('```js\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```');
    expect(html).toContain('<code>const a = 1;\nconst b = 2;</code>');
    expect(html).not.toContain('highlight-next-line');
    expect(highlightedLines(highlighted)).toEqual([2]);
  });

  it('leaves magic comments as written when a range is given, or the block names no language (as Docusaurus does)', async () => {
    const ranged = await compileForTest('```js {1}\n// highlight-next-line\nx();\n```');
    expect(ranged.html).toContain('<code>// highlight-next-line\nx();</code>');
    expect(highlightedLines(ranged.highlighted)).toEqual([1]);
    const bare = await compileForTest('```\n# highlight-next-line\nx\n```');
    expect(bare.html).toContain('<code># highlight-next-line\nx</code>');
  });

  it("applies Shiki's [!code …] notation in each language's comment form, and keeps it out of the code shown and copied", async () => {
    const body = [
      '```ts',
      'const a = 1; // [!code --]',
      'const a = 2; // [!code ++]',
      'focus(); // [!code focus]',
      'mark(); /* [!code highlight] */',
      'fail(); // [!code error]',
      'warn(); // [!code warning]',
      '// [!code word:token]',
      'use(token);',
      '```',
      '',
      '```py',
      'x = 1  # [!code ++]',
      '```',
      '',
      '```html',
      '<p>hi</p> <!-- [!code highlight] -->',
      '```',
      '',
      '```sql',
      'select 1; -- [!code --]',
      '```',
    ].join('\n');
    const { html, highlighted } = await compileForTest(body);
    expect(html).not.toContain('[!code');
    expect(highlighted).not.toContain('[!code');
    // The space before a removed comment stays, as in VitePress.
    expect(html).toContain('<code>const a = 1; \nconst a = 2; \nfocus(); \nmark(); \nfail(); \nwarn(); \nuse(token);</code>');
    expect(lineClasses(highlighted)).toEqual(['diff remove', 'diff add', 'focused', 'highlighted', 'highlighted error', 'highlighted warning', '', 'diff add', 'highlighted', 'diff remove']);
    expect(highlighted).toMatch(/<span style="[^"]*" class="highlighted-word">token<\/span>/);
    const preClasses = /<pre class="([^"]*)"/.exec(html)?.[1].split(' ') ?? [];
    expect(preClasses).toEqual(expect.arrayContaining(['has-diff', 'has-focused', 'has-highlighted']));
  });

  it('uses magic comments from markdown.magicComments', async () => {
    const { html, highlighted } = await compileForTest('```py\n# error-next-line\nraise\n```', {
      markdownInput: {
        magicComments: [
          { className: 'highlighted', line: 'highlight-next-line' },
          { className: 'code-error', line: 'error-next-line' },
        ],
      },
    });
    expect(html).toContain('<code>raise</code>');
    expect(lineClasses(highlighted)).toEqual(['code-error']);
  });

  it('numbers lines with showLineNumbers, from N with showLineNumbers=N', async () => {
    const on = await compileForTest('```js showLineNumbers\nx\n```');
    expect(on.html).toMatch(/<pre class="[^"]*line-numbers[^"]*"[^>]*style="counter-reset: line 0"/);
    const from = await compileForTest('```js showLineNumbers=10\nx\n```');
    expect(from.html).toContain('style="counter-reset: line 9"');
    const off = await compileForTest('```js\nx\n```');
    expect(off.html).not.toContain('line-numbers');
  });

  it('titles a block from title="…" or VitePress\'s [filename], and reads VitePress ranges written against the language', async () => {
    const titled = await compileForTest('```js title="src/a.js"\nx\n```');
    expect(titled.html).toContain('<div class="code-block-title">src/a.js</div>');
    const named = await compileForTest('```js [config.js]\nx\n```');
    expect(named.html).toContain('<div class="code-block-title">config.js</div>');
    const vite = await compileForTest('```js{1,3-4}\na\nb\nc\nd\n```');
    expect(vite.html).toContain('data-language="js"');
    expect(highlightedLines(vite.highlighted)).toEqual([1, 3, 4]);
    expect(vite.diagnostics).toEqual([]);
  });

  it('colours a block the same however slowly the machine runs (no tokenizer time limit)', async () => {
    const page = '```js\nif (window.init && window.init.userId) {\n  return push(window.init.userId);\n}\n```';
    const clock = vi.spyOn(Date, 'now');
    try {
      // A stopped clock: no line can take too long.
      clock.mockReturnValue(1_700_000_000_000);
      const steady = await compileForTest(page);
      // A loaded machine: every look at the clock finds a second gone. A
      // tokenizer that gives up on a line after so long leaves the rest of the
      // block coloured from the wrong state. (Other magic comments, which this
      // block has none of, only keep it from being served from the memo.)
      let now = 1_700_000_000_000;
      clock.mockImplementation(() => (now += 1000));
      const slow = await compileForTest(page, { markdownInput: { magicComments: [{ className: 'marked', line: 'mark-next-line' }] } });
      expect(slow.highlighted).toBe(steady.highlighted);
      expect(steady.highlighted).toContain('<span style="--shiki-light:#CF222E;--shiki-dark:#FF7B72">if</span>');
    } finally {
      clock.mockRestore();
    }
  });

  it('shows a line too long to colour as it is, uncoloured, and colours the lines around it', async () => {
    const long = `a{${'b'.repeat(LONGEST_COLOURED_LINE)}}`;
    const { html, highlighted } = await compileForTest(`\`\`\`css\n${long}\na { color: red; }\n\`\`\``);
    expect(html).toContain(`<code>${long}\na { color: red; }</code>`);
    const [first, second] = highlighted.split('\n');
    expect(first).toContain(`<span>${long}</span>`);
    expect(second?.match(/--shiki-light:#[0-9A-F]{6}/g)?.length).toBeGreaterThan(3);
  });
});
