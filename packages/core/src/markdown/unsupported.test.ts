import { describe, expect, it } from 'vitest';
import { applyUnsupportedPolicy, unsupported } from './unsupported.ts';
import { compileForTest } from './testing.ts';
import { splitFrontMatter } from '../content/frontmatter.ts';
import type { Diagnostic } from '../types.ts';

// One construct of each kind the pipeline does not render, each on a line of its own.
const PAGE = [
  '---', // 1
  'title: Every kind',
  'hide_from_search: true', // 3: unknown front matter key
  '---',
  '',
  'Intro with :abbr[HTML]{title="HyperText"} inside.', // 6: text directive with a label
  '',
  '::youtube{id=abc}', // 8: leaf directive
  '',
  ':::spoiler', // 10: unknown container
  'Hidden text.',
  ':::',
  '',
  '<iframe src="https://www.youtube.com/embed/abc"></iframe>', // 14
  '',
  '<script>alert(1)</script>', // 16
  '',
  '<style>p { color: red }</style>', // 18
  '',
  'A <span onclick="go()">span</span>.', // 20: a dropped attribute
  '',
  '```js live', // 22: unknown code meta
  'render(<App />)',
  '```',
  '',
  'Plain prose with a time 10:30 and a bare :word stays as it is.',
  '',
  "import Tabs from '@theme/Tabs';", // 28: an MDX import
  '',
  '<Tabs>', // 30: a JSX component
  '',
  '</Tabs>',
].join('\n');

async function diagnose(text: string): Promise<Diagnostic[]> {
  const { body, bodyLine, diagnostics } = splitFrontMatter(text, 'content/docs/every.md');
  const compiled = await compileForTest(body, { file: 'content/docs/every.md', lineOffset: bodyLine });
  return [...diagnostics, ...compiled.diagnostics];
}

describe('unsupported syntax', () => {
  it("gives a page one diagnostic per construct it does not render, at the construct's line", async () => {
    const found = await diagnose(PAGE);
    expect(found.map((d) => [d.code, d.line])).toEqual([
      ['unsupported/front-matter', 3],
      ['unsupported/directive', 6],
      ['unsupported/directive', 8],
      ['unsupported/directive', 10],
      ['unsupported/mdx', 28],
      ['unsupported/mdx', 30],
      ['unsupported/code-meta', 22],
      ['unsupported/html', 14],
      ['unsupported/html', 16],
      ['unsupported/html', 18],
      ['unsupported/html', 20],
    ]);
    for (const d of found) {
      expect(d).toMatchObject({ severity: 'warning', file: 'content/docs/every.md' });
      expect(d.column).toBeGreaterThan(0);
      expect(d.hint).toMatch(/\S/);
      expect(d.hint).not.toContain('\n');
    }
    expect(found.find((d) => d.line === 14)?.message).toBe('<iframe> is removed: its origin https://www.youtube.com is not in embeds.allow');
    expect(found.find((d) => d.line === 16)?.message).toContain('<script> is removed with its content');
    expect(found.find((d) => d.line === 20)?.message).toContain('"onclick"');
    expect(found.find((d) => d.line === 22)?.message).toContain('"live"');
    expect(found.find((d) => d.line === 10)?.message).toContain(':::spoiler');
  });

  it('shows unknown directives as they were written, content included', async () => {
    const { html } = await compileForTest('Intro with :abbr[HTML]{title="HyperText"} inside.\n\n::youtube{id=abc}\n\n:::spoiler[Open]\nHidden **text**.\n:::');
    expect(html).toContain('<p>Intro with :abbr[HTML]{title="HyperText"} inside.</p>');
    expect(html).toContain('<p>::youtube{id=abc}</p>');
    expect(html).toContain('<p>:::spoiler[Open]</p>\n<p>Hidden <strong>text</strong>.</p>\n<p>:::</p>');
  });

  it('drops the CSS of a <style> instead of showing it as text', async () => {
    const { html } = await compileForTest('<style>p { color: red }</style>\n\nText');
    expect(html).not.toContain('color');
  });

  it('makes them errors with onUnsupportedSyntax: throw and drops them with ignore; other diagnostics stay', () => {
    const other: Diagnostic = { severity: 'warning', code: 'link/anchor', message: 'x' };
    const found = [unsupported('html', { message: 'y', file: 'a.md', line: 2 }), other];
    expect(applyUnsupportedPolicy(found, 'warn')).toEqual(found);
    expect(applyUnsupportedPolicy(found, 'throw').map((d) => d.severity)).toEqual(['error', 'warning']);
    expect(applyUnsupportedPolicy(found, 'ignore')).toEqual([other]);
  });
});
