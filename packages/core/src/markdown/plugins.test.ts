import { describe, expect, it } from 'vitest';
import { PLUGINS, rowsFor, type PipelinePlugin } from './plugins.ts';
import { compileForTest } from './testing.ts';
import { createMarkdownCompiler } from './compile.ts';
import { markdownOptions } from './options.ts';
import { markdownConfigSchema } from '../schemas/markdown.ts';

const names = (pipeline: 'md' | 'mdx', stage: 'remark' | 'rehype', table = PLUGINS) => rowsFor(pipeline, stage, table).map((p) => p.name);

describe('the plugin table', () => {
  it('gives both compilers the same plugins, but for the rows that say why not', () => {
    for (const stage of ['remark', 'rehype'] as const) {
      const shared = (pipeline: 'md' | 'mdx') => names(pipeline, stage).filter((n) => PLUGINS.find((p) => p.name === n)?.runsIn.length === 2);
      expect(shared('md')).toEqual(shared('mdx'));
    }
    for (const row of PLUGINS.filter((p) => p.runsIn.length === 1)) expect('why' in row && row.why.length > 20).toBe(true);
    expect(names('mdx', 'remark')).toContain('GitHub alerts (remark-alerts)');
    expect(names('mdx', 'rehype')).toContain('task list labels (rehype-task-list)');
  });

  it("runs rows by Docusaurus's positions, then in table order: the built-in rows of a position frame the site's", () => {
    const plugin = () => () => undefined;
    const site: PipelinePlugin[] = [
      { name: 'site-after', stage: 'rehype', position: 'after', runsIn: ['md', 'mdx'], site: true, use: plugin },
      { name: 'site-before', stage: 'rehype', position: 'before-default', runsIn: ['md', 'mdx'], site: true, use: plugin },
      { name: 'site-default', stage: 'rehype', position: 'default', runsIn: ['md', 'mdx'], site: true, use: plugin },
    ];
    // As a site's plugins will be added: after the built-in rows.
    const table = [...PLUGINS, ...site];
    const md = names('md', 'rehype', table);
    expect(md.slice(0, 2)).toEqual(['raw HTML, sanitised (rehype-raw-html)', 'site-before']);
    // Code is highlighted after the site's plugins, as Docusaurus highlights it when it renders.
    expect(md.slice(-2)).toEqual(['site-after', 'highlighting (rehype-code)']);
    expect(md.indexOf('task list labels (rehype-task-list)')).toBe(md.length - 4);
    // Math and diagrams are drawn before the site's rehype plugins see the tree, as a Docusaurus site's rehype-katex draws math.
    expect(md.indexOf('math, rendered with KaTeX (rehype-math)')).toBeLessThan(md.indexOf('Mermaid diagrams (rehype-diagrams)'));
    expect(md.indexOf('Mermaid diagrams (rehype-diagrams)')).toBeLessThan(md.indexOf('site-default'));
    expect(md.slice(-3)).toEqual(['site-default', 'site-after', 'highlighting (rehype-code)']);
    const mdx = names('mdx', 'rehype', table);
    expect(mdx[0]).toBe('site-before');
    // The TOC and search text are taken from the tree the site's plugins made, as in a markdown page.
    expect(mdx.slice(-4)).toEqual(['site-after', 'highlighting (rehype-code)', 'highlighted code and math markup as props (rehype-highlighted-prop)', 'TOC and search text (rehype-mdx-extract)']);
  });

  it('renders a GitHub alert in a markdown page and an MDX page alike', async () => {
    const source = '> [!WARNING]\n> Back up first.\n';
    const md = await compileForTest(source);
    expect(md.html).toContain('admonition admonition-warning');
    const compiler = await createMarkdownCompiler();
    await compiler.prepare([source], true);
    const mdx = await compiler.compile({
      body: source,
      file: 'p.mdx',
      absPath: '/site/p.mdx',
      lineOffset: 1,
      tocMin: 2,
      tocMax: 3,
      format: 'mdx',
      resolveMarkdown: () => undefined,
      addAsset: () => undefined,
    });
    expect(mdx.diagnostics).toEqual([]);
    expect(mdx.mdx?.code).toContain('admonition admonition-warning');
    expect(mdx.mdx?.code).not.toContain('[!WARNING]');
  });

  it('renders math and a diagram in a markdown page and an MDX page alike, KaTeX markup as a prop in MDX', async () => {
    const source = 'Energy $E=mc^2$.\n\n```mermaid\nflowchart LR\n  a --> b\n```\n';
    const markdown = markdownOptions(markdownConfigSchema.parse({ math: true }));
    const md = await compileForTest(source, { markdown });
    expect(md.html).toContain('<span class="math math-inline">E=mc^2</span>');
    expect(md.katex[0]).toContain('<math');
    expect(md.diagrams).toEqual([{ line: 4, source: 'flowchart LR\n  a --> b' }]);
    const compiler = await createMarkdownCompiler();
    await compiler.prepare([source], true);
    const mdx = await compiler.compile({ ...MDX_PAGE, body: source, markdown });
    expect(mdx.diagnostics).toEqual([]);
    expect(mdx.mdx?.code).toMatch(/katexHtml: "<span class=\\"katex\\">/);
    expect(mdx.mdx?.code).toContain('"data-diagram": "mermaid"');
    expect(mdx.diagrams).toEqual([{ line: 4, source: 'flowchart LR\n  a --> b' }]);
  });
});

const MDX_PAGE = {
  file: 'p.mdx',
  absPath: '/site/p.mdx',
  lineOffset: 1,
  tocMin: 2,
  tocMax: 3,
  format: 'mdx' as const,
  resolveMarkdown: () => undefined,
  addAsset: () => undefined,
};
