// A code block's colours must not depend on what the thread compiled before:
// shiki colours a markdown block's front matter with the YAML grammar only
// when YAML was loaded before markdown, and a worker loads a language when a
// page uses it. (Such blocks are fenced with four backticks, whose language
// was not loaded at all before: the fence pattern knew only three.)
import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from './compile.ts';
import { createCodeHighlighter } from './highlighter.ts';
import { highlightedOf } from './testing.ts';

const markdownBlock = ['# Pages', '', '````markdown', '---', 'title: Rules', 'route: rules', '---', '', 'Play fair.', '````', ''].join('\n');
const mdxBlock = ['````mdx', '+++', 'title = "Rules"', '+++', '', 'Play fair.', '````', ''].join('\n');
const yamlPage = ['```yaml', 'name: Warmup', '```', ''].join('\n');
const tomlPage = ['```toml', 'name = "Warmup"', '```', ''].join('\n');

describe('highlighting of languages a block embeds without a fence', () => {
  it('gives a markdown or MDX block the same colours on a fresh thread as after a page that used YAML or TOML', async () => {
    const compiler = await createMarkdownCompiler(await createCodeHighlighter());
    const html = async (body: string) => {
      await compiler.prepare([body]);
      const { hast } = await compiler.compile({ body, file: 'page.md', absPath: '/site/page.md', lineOffset: 1, tocMin: 2, tocMax: 3, resolveMarkdown: () => undefined, addAsset: () => undefined });
      return highlightedOf(hast);
    };
    const first = [await html(markdownBlock), await html(mdxBlock)];
    await html(yamlPage);
    await html(tomlPage);
    expect([await html(markdownBlock), await html(mdxBlock)]).toEqual(first);
    // Coloured, not plain: the front matter's key has a colour of its own.
    expect(first[0]).toMatch(/<span style="[^"]*--shiki-light:[^"]*">title<\/span>/);
  });
});
