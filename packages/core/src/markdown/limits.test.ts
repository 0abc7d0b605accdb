// The limits stop input no writer means, and never long ordinary pages.
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownCompiler, type MarkdownCompiler } from './compile.ts';
import { checkSourceLimits, MAX_PARAGRAPH_DELIMITERS } from './limits.ts';

let compiler: MarkdownCompiler;
beforeAll(async () => {
  compiler = await createMarkdownCompiler();
});

const compile = (body: string) =>
  compiler.compile({ body, file: 'content/docs/long.md', absPath: '/site/content/docs/long.md', lineOffset: 1, tocMin: 2, tocMax: 3, resolveMarkdown: () => undefined, addAsset: () => undefined });
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n') + '\n';

describe('source limits', () => {
  const ordinary: Record<string, string> = {
    '301 links in a list': lines(301, (i) => `- [Link ${i}](https://example.com/${i})`),
    '151 bold terms in a list': lines(151, (i) => `- **term ${i}**: what it means`),
    '601 starred items': lines(601, (i) => `* item ${i}`),
    '400 numbered items with emphasis': lines(400, (i) => `${i + 1}. _one_ and *two*`),
    '300 headings with links': lines(300, (i) => `## [Section ${i}](#s${i})`),
    'list items in a quote': lines(400, (i) => `> - [quoted ${i}](./x.md)`),
    '400 footnotes': lines(400, (i) => `Claim ${i}.[^n${i}]\n`) + '\n' + lines(400, (i) => `[^n${i}]: Source ${i}.`),
    '400 link definitions': lines(400, (i) => `See [entry ${i}][e${i}].\n`) + '\n' + lines(400, (i) => `[e${i}]: https://example.com/${i}`),
  };
  for (const [name, body] of Object.entries(ordinary)) {
    it(`compiles ${name}`, async () => {
      expect(checkSourceLimits(body)).toBeUndefined();
      expect((await compile(body)).diagnostics).toEqual([]);
    });
  }

  it('costs a code block only its own lines, whatever range its meta names (the meta is read in three places)', async () => {
    const page = '```js {1-999999999}\nx\n```\n\n::: code-group\n\n```js [a.js] {1-999999999}\nx\n```\n\n:::\n';
    expect((await compile(page.repeat(30))).diagnostics).toEqual([]);
  });

  it('still refuses one paragraph with too many delimiters, in a list item too, naming its line', () => {
    const stars = '*a '.repeat(MAX_PARAGRAPH_DELIMITERS + 1);
    expect(checkSourceLimits(`Intro.\n\n${stars}\n`)).toMatchObject({ line: 3 });
    expect(checkSourceLimits(`- one\n- ${stars}\n`)).toMatchObject({ line: 2 });
    // Lines that continue a paragraph add up.
    expect(checkSourceLimits(lines(MAX_PARAGRAPH_DELIMITERS + 1, () => '[a'))).toMatchObject({ line: 1 });
  });
});
