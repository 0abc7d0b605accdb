// The native parser may serve plain pages only while it gives what
// remark-parse gives (issue #31): every page of the CTFd site, of the test
// fixtures (Docusaurus's and VitePress's syntax, includes expanded as a
// build expands them) and of the 170- and 2,000-page bench corpora,
// compiled both ways, must come out the same, HTML byte for byte, and the
// same headings, links, diagnostics and markdown copy.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownCompiler, type CompileInput, type MarkdownCompiler } from './compile.ts';
import { getHighlighter } from './highlighter.ts';
import { LARGE_PAGE_BYTES } from './page-budget.ts';
import { nativeParserFits } from './native-parse.ts';
import { expandIncludes, mayInclude } from './includes/expand.ts';
import { READS_NOTHING } from '../util/read-roots.ts';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import { markdownOptions, type MarkdownOptions } from './options.ts';
import { markdownConfigSchema } from '../schemas/markdown.ts';
import { repoRoot } from '../../../../test/helpers/fixture.ts';
// @ts-expect-error: the bench's corpus generator is plain JavaScript without types.
import { generateCorpus } from '../../../../bench/generate.mjs';

/** Each page's text as the build compiles it: with what it includes. */
async function pages(dir: string): Promise<Array<{ file: string; body: string }>> {
  const files = (await readdir(dir, { recursive: true })).map(String).filter((f) => f.endsWith('.md'));
  const included = (file: string, body: string) =>
    mayInclude(body) ? expandIncludes({ body, absPath: path.join(dir, file), bodyLine: 1, srcDir: dir, readRules: { ...READS_NOTHING, roots: [dir] }, rootDir: dir }).body : body;
  return Promise.all(files.sort().map(async (file) => ({ file, body: included(file, await readFile(path.join(dir, file), 'utf8')) })));
}

const input = (file: string, body: string, markdown?: MarkdownOptions): CompileInput => ({
  body,
  markdown,
  file,
  absPath: `/site/${file}`,
  lineOffset: 1,
  tocMin: 2,
  tocMax: 3,
  markdownCopyFor: 'https://docs.example.com/',
  resolveMarkdown: (abs) => `/route${abs}`,
  addAsset: () => undefined,
});

/** Everything a compile gives, the HTML as it is written. */
async function compiled(compiler: MarkdownCompiler, file: string, body: string, markdown?: MarkdownOptions) {
  const { hast, ...rest } = await compiler.compile(input(file, body, markdown));
  return { html: toHtml(hast), ...rest };
}

describe('the native parser', () => {
  let native: MarkdownCompiler;
  let remark: MarkdownCompiler;
  const sites: Array<[string, string]> = [];
  beforeAll(async () => {
    const hl = await getHighlighter();
    [native, remark] = [await createMarkdownCompiler(hl), await createMarkdownCompiler(hl, { remarkOnly: true })];
    const tmp = await mkdtemp(path.join(repoRoot, 'test/tmp', 'native-parse-'));
    for (const n of [170, 2000]) await generateCorpus(path.join(tmp, String(n)), n);
    sites.push(
      ['CTFd site', path.join(repoRoot, 'content')],
      ['test fixtures', path.join(repoRoot, 'test/fixtures')],
      ['170-page corpus', path.join(tmp, '170/content')],
      ['2,000-page corpus', path.join(tmp, '2000/content')],
    );
  }, 120_000);

  it('compiles every page of the CTFd site, the test fixtures and both corpora as remark-parse does', async () => {
    let count = 0;
    for (const [name, dir] of sites) {
      const all = await pages(dir);
      await native.prepare(all.map((p) => p.body));
      for (const { file, body } of all) {
        expect(await compiled(native, file, body), `${name}: ${file}`).toEqual(await compiled(remark, file, body));
        count++;
      }
    }
    expect(count).toBeGreaterThan(2300);
  }, 600_000);

  it('compiles every page of the CTFd site and the test fixtures with markdown.math as remark-parse with remark-math does, single dollars on and off', async () => {
    let count = 0;
    for (const singleDollar of [true, false]) {
      const markdown = markdownOptions(markdownConfigSchema.parse({ math: { singleDollar } }));
      for (const [name, dir] of sites.slice(0, 2)) {
        const all = await pages(dir);
        await native.prepare(all.map((p) => p.body));
        for (const { file, body } of all) {
          expect(await compiled(native, file, body, markdown), `${name}: ${file}`).toEqual(await compiled(remark, file, body, markdown));
          count++;
        }
      }
    }
    expect(count).toBeGreaterThan(400);
  }, 600_000);

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
