// A site's plugins in the compilers: where they run among ctfdocs's own, in
// markdown and MDX pages alike, and what a page says when one fails or warns.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../../../test/helpers/fixture.ts';
import { parseConfig } from '../../config/load.ts';
import { createMarkdownCompiler, type CompileInput, type MarkdownCompiler } from '../compile.ts';
import { markdownOptions } from '../options.ts';
import { markdownConfigSchema } from '../../schemas/markdown.ts';
import { resolveSitePlugins, type PluginSet } from './sets.ts';

const PLUGINS: Record<string, string> = {
  // Appends " (noted)" to every h2's text: the TOC must be taken after it, in MDX too.
  'rehype-note.mjs': `export default function rehypeNote(options = {}) {
  const walk = (node) => {
    if (node.tagName === 'h2') node.children.push({ type: 'text', value: \` (\${options.word ?? 'noted'})\` });
    for (const child of node.children ?? []) walk(child);
  };
  return (tree) => walk(tree);
}
`,
  // Run before ctfdocs's rehype plugins, after the sanitiser: it must see no raw HTML and no handler.
  'rehype-look.mjs': `export default function rehypeLook() {
  return (tree) => {
    let seen = 0;
    const walk = (node) => {
      if (node.type === 'raw' || node.properties?.onClick !== undefined || node.properties?.onclick !== undefined) seen++;
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
    tree.children.push({ type: 'element', tagName: 'p', properties: { dataUnsafe: String(seen) }, children: [] });
  };
}
`,
  // Asynchronous, as Docusaurus lets a plugin be.
  'remark-later.mjs': `export default function remarkLater() {
  return async (tree) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Added later.' }] });
  };
}
`,
  // Counts what ctfdocs drew before it: math (KaTeX's markup in node data) and diagrams.
  'rehype-drawn.mjs': `export default function rehypeDrawn() {
  return (tree) => {
    let math = 0;
    let diagrams = 0;
    const walk = (node) => {
      if (node.data?.katex) math++;
      if (node.properties?.dataDiagram) diagrams++;
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
    tree.children.push({ type: 'element', tagName: 'p', properties: { dataMath: String(math), dataDiagrams: String(diagrams) }, children: [] });
  };
}
`,
  'remark-todo.mjs': `export default function remarkTodo() {
  return (tree, file) => {
    const walk = (node) => {
      if (node.type === 'text' && node.value.includes('TODO')) file.message('A TODO is left in the page', node);
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}
`,
  'remark-fail.mjs': `export default function remarkFail() {
  return (tree, file) => {
    const walk = (node) => {
      if (node.type === 'inlineCode' && node.value === 'boom') file.fail('Cannot draw this', node);
      if (node.type === 'inlineCode' && node.value === 'crash') node.nothing.here = 1;
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}
`,
};

let dir: string;
let compiler: MarkdownCompiler;

/** The set the config's `markdown` lists make, for the plugins above. */
async function setOf(markdownYaml: string): Promise<PluginSet> {
  const loaded = parseConfig(`title: T\nurl: https://docs.example.com\nmarkdown:\n${markdownYaml}`, 'site/ctfdocs.config.yaml', dir);
  expect(loaded.diagnostics).toEqual([]);
  const sets = await resolveSitePlugins(loaded.config!, { rootDir: dir, configFile: 'site/ctfdocs.config.yaml', locate: loaded.locate });
  expect(sets.diagnostics).toEqual([]);
  return sets.pages!;
}

async function compile(body: string, plugins: PluginSet | undefined, extra: Partial<CompileInput> = {}) {
  await compiler.prepare([body], extra.format === 'mdx');
  const r = await compiler.compile({
    body,
    file: `content/docs/page.${extra.format ?? 'md'}`,
    absPath: path.join(dir, `content/docs/page.${extra.format ?? 'md'}`),
    lineOffset: 4,
    resolveMarkdown: () => undefined,
    addAsset: () => undefined,
    tocMin: 2,
    tocMax: 3,
    plugins,
    ...extra,
  });
  return { ...r, html: r.mdx ? r.mdx.code : toHtml(r.hast) };
}

beforeAll(async () => {
  // Inside the repository, so that the packages the workspace installs resolve from the site.
  await mkdir(path.join(repoRoot, 'test/tmp'), { recursive: true });
  dir = await mkdtemp(path.join(repoRoot, 'test/tmp', 'site-plugins-'));
  for (const [name, code] of Object.entries(PLUGINS)) {
    await mkdir(path.join(dir, 'site/plugins'), { recursive: true });
    await writeFile(path.join(dir, 'site/plugins', name), code);
  }
  compiler = await createMarkdownCompiler();
});

describe("a site's plugins in the compilers", () => {
  it("run after ctfdocs's own in markdown and MDX pages alike, with their options, and the TOC is taken after them", async () => {
    const plugins = await setOf('  rehypePlugins: [[./plugins/rehype-note.mjs, {word: checked}]]\n  remarkPlugins: [./plugins/remark-later.mjs]\n');
    for (const format of ['md', 'mdx'] as const) {
      const r = await compile('## Install\n\nText.\n', plugins, { format });
      expect(r.diagnostics).toEqual([]);
      expect(r.toc).toEqual([{ id: 'install', text: 'Install (checked)', level: 2 }]);
      expect(r.html).toContain('Added later.');
    }
    // Without the set, the same page is ctfdocs's alone.
    const plain = await compile('## Install\n\nText.\n', undefined);
    expect(plain.toc).toEqual([{ id: 'install', text: 'Install', level: 2 }]);
    expect(plain.html).not.toContain('Added later.');
  });

  it("run before ctfdocs's rehype plugins only after the sanitiser: a page's raw HTML never reaches them", async () => {
    const loaded = parseConfig(
      'title: T\nurl: https://docs.example.com\ndocs:\n  - id: docs\n    path: ../content/docs\n    routeBasePath: /docs\n    beforeDefaultRehypePlugins: [./plugins/rehype-look.mjs]\n',
      'site/ctfdocs.config.yaml',
      dir,
    );
    const sets = await resolveSitePlugins(loaded.config!, { rootDir: dir, configFile: 'site/ctfdocs.config.yaml', locate: loaded.locate });
    const r = await compile('Hello <span onclick="steal()">there</span>.\n', sets.docs.get('docs'));
    expect(r.html).toContain('<p data-unsafe="0"></p>');
    expect(r.html).not.toContain('steal');
  });

  it("turns a plugin's vfile warnings into the page's warnings at their lines", async () => {
    const plugins = await setOf('  remarkPlugins: [./plugins/remark-todo.mjs]\n');
    for (const format of ['md', 'mdx'] as const) {
      const r = await compile('Intro.\n\nTODO: finish.\n', plugins, { format });
      expect(r.diagnostics).toEqual([
        expect.objectContaining({
          severity: 'warning',
          code: 'markdown/plugin-warning',
          message: './plugins/remark-todo.mjs: A TODO is left in the page',
          file: `content/docs/page.${format}`,
          line: 6,
          column: 1,
          hint: expect.stringContaining('markdown.remarkPlugins[0] in site/ctfdocs.config.yaml'),
        }),
      ]);
    }
  });

  it('reports a plugin that throws on a page as an error naming the plugin and the page, at the line it gives', async () => {
    const plugins = await setOf('  remarkPlugins: [./plugins/remark-fail.mjs]\n');
    for (const format of ['md', 'mdx'] as const) {
      const placed = await compile('Intro.\n\nA `boom` here.\n', plugins, { format });
      expect(placed.diagnostics).toEqual([
        expect.objectContaining({
          severity: 'error',
          code: 'markdown/plugin-failed',
          message: 'The plugin ./plugins/remark-fail.mjs failed on this page: Cannot draw this',
          file: `content/docs/page.${format}`,
          line: 6,
          column: 3,
          hint: expect.stringContaining('markdown.remarkPlugins[0] in site/ctfdocs.config.yaml'),
        }),
      ]);
      const crashed = await compile('A `crash` here.\n', plugins, { format });
      expect(crashed.diagnostics).toEqual([
        expect.objectContaining({
          code: 'markdown/plugin-failed',
          message: expect.stringMatching(/^The plugin \.\/plugins\/remark-fail\.mjs failed on this page: .*here/),
          file: `content/docs/page.${format}`,
        }),
      ]);
      expect(crashed.diagnostics[0].line).toBeUndefined();
      expect(crashed.diagnostics[0].message).not.toContain('\n');
    }
  });

  it('parses with remark-parse when a plugin adds syntax of its own (remark-math), so that nothing it reads is lost', async () => {
    const plugins = await setOf('  remarkPlugins: [remark-math]\n  rehypePlugins: [rehype-katex]\n');
    const r = await compile('Energy: $E = mc^2$.\n\n$$\n\\sum_i x_i\n$$\n', plugins);
    expect(r.diagnostics).toEqual([]);
    expect(r.html).toContain('<span class="katex">');
    expect(r.html).toContain('<span class="katex-display">');
    expect(r.html).not.toContain('$E');
  });

  it("compile with a processor per markdown syntax and plugin set: ctfdocs's math and diagrams are drawn before the site's rehype plugins", async () => {
    const plugins = await setOf('  rehypePlugins: [./plugins/rehype-drawn.mjs]\n');
    const body = 'Repository: git+ssh://git@github.com/chaijs/type-detect.git, $E=mc^2$.\n\n```mermaid\nflowchart LR\n  a --> b\n```\n';
    const math = markdownOptions(markdownConfigSchema.parse({ math: true }));
    const drawn = (html: string, key: string) => new RegExp(`data-${key}(="|": ")1"`).test(html);
    for (const format of ['md', 'mdx'] as const) {
      const on = await compile(body, plugins, { format, markdown: math });
      expect(on.diagnostics).toEqual([]);
      expect(drawn(on.html, 'math')).toBe(true);
      expect(drawn(on.html, 'diagrams')).toBe(true);
      // The same set without math: the dollars stay text.
      const off = await compile(body, plugins, { format });
      expect(drawn(off.html, 'math')).toBe(false);
      expect(drawn(off.html, 'diagrams')).toBe(true);
      expect(off.html).toContain('$E=mc^2$');
    }
    // The site's plugin adds no syntax, so the native parser reads the page, math too: GFM's email autolink after `+ssh://` is remark-parse's alone.
    const native = await compile(body, plugins, { markdown: math });
    expect(native.html).toContain('<span class="math math-inline">');
    expect(native.html).not.toContain('mailto:');
  });
});
