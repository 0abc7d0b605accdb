import { beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownCompiler, type CompileInput, type MarkdownCompiler } from '../compile.ts';
import { DEFAULT_MARKDOWN, markdownOptions } from '../options.ts';

let compiler: MarkdownCompiler;
beforeAll(async () => {
  compiler = await createMarkdownCompiler();
});

async function compile(body: string, extra: Partial<CompileInput> = {}) {
  await compiler.prepare([body], true);
  return compiler.compile({
    body,
    file: 'content/docs/page.mdx',
    absPath: '/site/content/docs/page.mdx',
    lineOffset: 4,
    resolveMarkdown: (abs) => (abs === '/site/content/docs/other.md' ? '/docs/other' : undefined),
    addAsset: () => undefined,
    tocMin: 2,
    tocMax: 3,
    format: 'mdx',
    ...extra,
  });
}

describe('MDX pages', () => {
  it('compile to a module with the markdown plugins applied, and the TOC, links and search text taken from the markdown', async () => {
    const r = await compile(
      'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n# Title\n\n{/* hidden */}\n\nexport const answer = 42;\n\n## Install {#setup}\n\n<Tabs groupId="os">\n<TabItem value="a" label="A">\n\nSee [other](./other.md).\n\n:::tip\nIn a tab\n:::\n\n</TabItem>\n</Tabs>\n\nThe answer is {answer}.\n',
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.title).toBe('Title');
    expect(r.toc).toEqual([{ id: 'setup', text: 'Install', level: 2 }]);
    expect(r.links).toEqual([{ url: '/docs/other', line: 18, column: 5 }]);
    expect(r.sections.find((s) => s.anchor === 'setup')?.text).toContain('In a tab');
    expect(r.hast.children).toEqual([]);
    const code = r.mdx!.code;
    expect(code).toContain("import Tabs from '@theme/Tabs'");
    expect(code).toContain('export const answer = 42');
    expect(code).toMatch(/export const toc = \[\{\s*"value": "Install",\s*"id": "setup",\s*"level": 2\s*\}\]/);
    expect(code).toContain('admonition admonition-tip');
    expect(JSON.stringify(r.sections)).not.toContain('hidden');
  });

  it("accepts Docusaurus's HTML comments and mdx-code-block fences, with lines kept", async () => {
    const r = await compile("```mdx-code-block\nimport Tabs from '@theme/Tabs';\n```\n\n<!-- a note for writers -->\n\nSee [other](./other.md).\n");
    expect(r.diagnostics).toEqual([]);
    expect(r.mdx!.code).toContain("import Tabs from '@theme/Tabs'");
    expect(JSON.stringify(r.sections)).not.toContain('writers');
    expect(r.links).toEqual([{ url: '/docs/other', line: 10, column: 5 }]);
  });

  it('reads admonition and container titles written after a space (:::note Title, ::: warning Title) as plain markdown does', async () => {
    const r = await compile(':::tip Shared across pages\n\nRead this first.\n\n:::\n\n::: warning Careful\nMind the gap.\n:::\n');
    expect(r.diagnostics).toEqual([]);
    const code = r.mdx!.code;
    expect(code).toContain('admonition admonition-tip');
    expect(code).toContain('"Shared across pages"');
    expect(code).toContain('admonition admonition-warning');
    expect(code).toContain('"Careful"');
    expect(code).not.toContain(':::');
  });

  it('keeps a toc the page exports itself', async () => {
    const r = await compile('export const toc = [];\n\n## A\n');
    expect(r.mdx!.code.match(/export const toc/g)).toHaveLength(1);
  });

  it('turns a literal <CodeBlock> into a highlighted code block with its title', async () => {
    const r = await compile('import CodeBlock from \'@theme/CodeBlock\';\n\n<CodeBlock language="js" title="a.js" showLineNumbers>{`const x = 1;`}</CodeBlock>\n');
    const code = r.mdx!.code;
    expect(code).toContain('code-block-title');
    expect(code).toContain('a.js');
    expect(code).toMatch(/highlightedHtml: "<code><span class=\\"line\\"><span style=\\"--shiki-light/);
    expect(code).not.toMatch(/_jsx\(CodeBlock/);
  });

  it('reports a JSX element that is neither imported, exported nor a theme component, with its line, and keeps its children', async () => {
    const r = await compile('Intro\n\n<Missing kind="x">\n\nkept text\n\n</Missing>\n');
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'mdx/unknown-component', file: 'content/docs/page.mdx', line: 6, column: 1, message: expect.stringContaining('<Missing>') }),
    ]);
    expect(r.mdx!.code).toContain('kept text');
    expect(r.mdx!.code).not.toContain('Missing');
  });

  it('accepts theme components without an import, locally exported components and lower-case HTML', async () => {
    const r = await compile('export const Box = (p) => <div>{p.children}</div>;\n\n<Box>a</Box>\n\n<Details summary="More">b</Details>\n\n<iframe src="https://example.com/v" />\n', {
      embedOrigins: ['https://example.com'],
    });
    expect(r.diagnostics).toEqual([]);
  });

  it("accepts the site's mdxComponents without an import, and still reports a name it does not give", async () => {
    const markdown = markdownOptions(DEFAULT_MARKDOWN, undefined, ['Highlight']);
    const r = await compile('<Highlight color="red">a</Highlight>\n\n<Missing />\n', { markdown });
    expect(r.diagnostics).toEqual([expect.objectContaining({ code: 'mdx/unknown-component', line: 6, message: expect.stringContaining('<Missing>'), hint: expect.stringContaining('Highlight') })]);
    expect(r.mdx!.code).toContain('Highlight');
  });

  it('reports an import of a theme component the theme does not have', async () => {
    const r = await compile("import Foo from '@theme/Foo';\n\n<Foo />\n");
    expect(r.diagnostics).toEqual([expect.objectContaining({ code: 'mdx/unknown-theme-component', line: 4, column: 1, message: expect.stringContaining('@theme/Foo') })]);
  });

  it('reports an import of a Docusaurus module ctfdocs has no equivalent of, with its line, and takes those it has', async () => {
    const r = await compile("# T\n\nimport Link from '@docusaurus/Link';\nimport { useLocation } from '@docusaurus/router';\n\n<Link to=\"/x\">x</Link>\n");
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        code: 'mdx/unknown-module',
        line: 7,
        column: 1,
        message: '"@docusaurus/router" is a Docusaurus module ctfdocs has no equivalent of',
        hint: expect.stringContaining('@docusaurus/Link'),
      }),
    ]);
  });

  it('reports a syntax error with the line, the column and a hint, not a stack trace', async () => {
    const r = await compile('Para\n\n<Tabs>\n\ntext\n');
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'mdx/syntax', file: 'content/docs/page.mdx', line: 6, column: 1, hint: expect.stringMatching(/Close every JSX element/) }),
    ]);
    const brace = await compile('Costs {5 +} points\n');
    expect(brace.diagnostics).toEqual([expect.objectContaining({ code: 'mdx/syntax', line: 4, column: 11, hint: expect.stringMatching(/escape it as \\\{/) })]);
    expect(brace.diagnostics[0].message).not.toMatch(/\n\s+at /);
  });

  it('leaves files decided md, and every file without a format (API descriptions), on the plain pipeline', async () => {
    const plain = await compile('## A\n\n<div>raw</div>', { file: 'content/docs/page.md', format: 'md' });
    expect(plain.mdx).toBeUndefined();
    expect(plain.hast.children.length).toBeGreaterThan(0);
    const api = await compile('<Tabs />', { format: undefined });
    expect(api.mdx).toBeUndefined();
  });
});
