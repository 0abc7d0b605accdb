// Property tests: whatever a page contains, compiling it returns a tree (or a
// clear diagnostic) that serialises, carries no script, and does not throw.
// The test timeout is the bound on hangs.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { anyText, assertClear, deepNesting, longLine, syntaxSoup } from '../../../../test/helpers/fuzz.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from './compile.ts';
import { MAX_PAGE_BYTES } from './limits.ts';

const FILE = 'content/docs/fuzz.md';
let compiler: MarkdownCompiler;
beforeAll(async () => {
  compiler = await createMarkdownCompiler();
  // Languages load asynchronously; load the ones the soup uses once.
  await compiler.prepare(['```js\n```', '```python\n```']);
});

function compile(body: string) {
  return compiler.compile({ body, file: FILE, absPath: '/site/content/docs/fuzz.md', lineOffset: 1, resolveMarkdown: () => undefined, addAsset: () => undefined, tocMin: 2, tocMax: 3 });
}

/** No element or attribute in the output can run script. */
function assertInert(node: Root | ElementContent): void {
  if (node.type === 'element') {
    const el = node as Element;
    if (['script', 'iframe', 'object', 'embed', 'style'].includes(el.tagName)) throw new Error(`<${el.tagName}> in output`);
    for (const [name, value] of Object.entries(el.properties)) {
      if (/^on/i.test(name)) throw new Error(`handler ${name} on <${el.tagName}>`);
      if ((name === 'href' || name === 'src') && /^\s*(javascript|vbscript|data):/i.test(String(value))) throw new Error(`${name}=${String(value)}`);
    }
  }
  if ('children' in node) for (const child of node.children) assertInert(child as ElementContent);
}

async function check(body: string): Promise<void> {
  const r = await compile(body);
  assertClear(r.diagnostics, FILE);
  assertInert(r.hast);
  toHtml(r.hast);
}

const MARKDOWN = [
  '\n',
  '\n\n',
  '# ',
  '## ',
  '### Heading {#id}',
  '> ',
  '- ',
  '* ',
  '1. ',
  '   ',
  '\t',
  '*',
  '**',
  '_',
  '~~',
  '`',
  '```js\n',
  '```python title="a.py" {1-2}\n',
  '```\n',
  '~~~\n',
  ':::note\n',
  ':::tip[Title]\n',
  ':::\n',
  '::::details\n',
  '[a](',
  '](./other.md#x)',
  ')',
  '![i](./img.png)',
  '[ref]: http://x.y\n',
  '<http://example.com>',
  'https://ctfd.io ',
  '<div>',
  '</div>',
  '<details><summary>s</summary>',
  '</details>',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">j</a>',
  '<svg onload=alert(1)>',
  '<!-- ',
  ' -->',
  '&amp;',
  '&#0;',
  '|a|b|\n|-|-|\n|c|d|\n',
  '- [ ] task\n',
  '[^1]\n\n[^1]: note\n',
  '---\n',
  '\\',
  '{',
  '}',
  '<Tabs>',
  '$$',
];

describe('markdown pipeline under generated input', () => {
  it('compiles any text, random bytes and markdown fragments without throwing or emitting script', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(anyText, syntaxSoup(MARKDOWN)), check), { numRuns: 1000 });
  });

  it('answers nesting up to 10,000 levels deep with a tree or one clear error', async () => {
    const nesting = deepNesting([
      ['> ', ''],
      ['- ', ''],
      ['1. ', ''],
      ['  - ', '\n'],
      ['*', '*'],
      ['_', '_'],
      ['**', '**'],
      ['~~', '~~'],
      ['[', ']'],
      ['[a](', ')'],
      ['<div>', '</div>'],
      [':::note\n', ':::\n'],
      ['<details>', '</details>'],
      ['`', '`'],
    ]);
    // Nested raw HTML costs seconds near the stack's limit: checked once at full depth.
    const heavy = ['<span>'.repeat(10_000), '<div>\n\n'.repeat(10_000)];
    await fc.assert(
      fc.asyncProperty(nesting, async (body) => {
        await check(body);
        const r = await compile(body);
        expect(r.diagnostics.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 60, examples: heavy.map((body) => [body]) },
    );
  });

  it('compiles long lines', async () => {
    await fc.assert(fc.asyncProperty(longLine, check), { numRuns: 15 });
  });

  it('refuses a page over the size limit with one error naming the file', async () => {
    const r = await compile('Lorem ipsum dolor sit amet.\n\n'.repeat(Math.ceil(MAX_PAGE_BYTES / 29) + 1));
    expect(r.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'markdown/too-large', file: FILE })]);
    expect(r.diagnostics[0].message).toMatch(/^Page is 1\.0 MB; one page may be at most 1 MB$/);
  });
});
