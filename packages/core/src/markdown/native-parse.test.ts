import { beforeAll, describe, expect, it } from 'vitest';
import { compiledWith as compiled } from './testing.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from './compile.ts';
import { getHighlighter } from './highlighter.ts';
import { LARGE_PAGE_BYTES } from './page-budget.ts';
import { nativeParserFits } from './native-parse.ts';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import { markdownOptions } from './options.ts';
import { markdownConfigSchema } from '../schemas/markdown.ts';

describe('the native parser', () => {
  let native: MarkdownCompiler;
  let remark: MarkdownCompiler;
  beforeAll(async () => {
    const hl = await getHighlighter();
    [native, remark] = [await createMarkdownCompiler(hl), await createMarkdownCompiler(hl, { remarkOnly: true })];
  });

  it('parses pages with math natively: the formulas are those remark-math reads', async () => {
    const markdown = markdownOptions(markdownConfigSchema.parse({ math: true }));
    const body = 'Repository: git+ssh://git@github.com/chaijs/type-detect.git, $E=mc^2$ and a price $5.\n\n$$\n\\frac{a}{b}\n$$\n';
    const [n, r] = [await compiled(native, 'a.md', body, markdown), await compiled(remark, 'a.md', body, markdown)];
    // The one difference between the parsers tells which one read the page.
    expect(n.html).not.toContain('mailto:');
    expect(r.html).toContain('href="mailto:git@github.com"');
    expect(n.html).toBe(r.html.replace(/<a href="mailto:[^"]*">([^<]*)<\/a>/, '$1'));
    expect(n.html).toContain('<span class="math math-inline">');
    expect(n.html).toContain('<div class="math math-display" tabindex="0">');
  });

  it('parses plain pages below the size compiled one at a time, and leaves larger ones and ones holding a NUL to remark-parse', async () => {
    // The one difference found in 1,788 READMEs: GFM's email autolink after `+ssh://`, a link for remark only.
    const body = 'Repository: git+ssh://git@github.com/chaijs/type-detect.git\n';
    expect((await compiled(remark, 'a.md', body)).html).toContain('href="mailto:git@github.com"');
    expect((await compiled(native, 'a.md', body)).html).not.toContain('mailto:');
    const large = body + `\n${'word '.repeat(LARGE_PAGE_BYTES / 5)}\n`;
    expect((await compiled(native, 'b.md', large)).html).toContain('href="mailto:git@github.com"');
    // CommonMark reads a NUL as U+FFFD, which satteri does not: such a page goes to remark-parse.
    const nul = '# Before\u0000After\n\nText.\n';
    expect(await compiled(native, 'c.md', nul)).toEqual(await compiled(remark, 'c.md', nul));
  });

  it('is used only while the plugins add exactly the syntax it reads', () => {
    const base = () => unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
    expect(nativeParserFits(base().freeze())).toBe(true);
    expect(nativeParserFits(unified().use(remarkParse).use(remarkGfm).freeze())).toBe(false);
    // A plugin with syntax of its own (as remark-math would add).
    function remarkOwnSyntax(this: { data(key: string): unknown }) {
      (this.data('micromarkExtensions') as unknown[]).push({ text: {} });
    }
    expect(nativeParserFits(base().use(remarkOwnSyntax).freeze())).toBe(false);
    // remark-math's syntax, which it reads when the site has math.
    const math = { math: { singleDollar: true } };
    expect(nativeParserFits(base().use(remarkMath).freeze(), math)).toBe(true);
    expect(nativeParserFits(base().use(remarkMath).freeze())).toBe(false);
    expect(nativeParserFits(base().freeze(), math)).toBe(false);
  });
});
