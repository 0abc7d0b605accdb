// One compiler for a test file's examples, and a page compiled to HTML with
// the options a site would give it. Used by the pipeline's tests only.
import { toHtml } from 'hast-util-to-html';
import type { Element, Root } from 'hast';
import { visit } from './walk.ts';
import { createMarkdownCompiler, type CompileInput, type MarkdownCompiler } from './compile.ts';
import { markdownConfigSchema } from '../schemas/markdown.ts';
import { CompileWorkers } from './compile-pool.ts';
import { markdownOptions, type MarkdownOptions } from './options.ts';

let compiler: Promise<MarkdownCompiler> | undefined;

/** A page's highlighted code blocks: that markup (and KaTeX's) travels in node data (rehype-code.ts, rehype-math.ts), which toHtml leaves out. */
export function highlightedOf(hast: Root): string {
  const blocks: string[] = [];
  visit(hast, 'element', (node: Element) => {
    if (typeof node.data?.highlighted === 'string') blocks.push(node.data.highlighted);
  });
  return blocks.join('\n');
}

export async function compileForTest(body: string, extra: Partial<CompileInput> & { markdownInput?: Record<string, unknown> } = {}) {
  compiler ??= createMarkdownCompiler();
  const c = await compiler;
  await c.prepare([body], extra.format === 'mdx');
  const { markdownInput, ...rest } = extra;
  const r = await c.compile({
    body,
    file: 'content/docs/page.md',
    absPath: '/site/content/docs/page.md',
    lineOffset: 1,
    resolveMarkdown: () => undefined,
    addAsset: () => undefined,
    tocMin: 2,
    tocMax: 3,
    markdown: markdownInput ? markdownOptions(markdownConfigSchema.parse(markdownInput)) : undefined,
    ...rest,
  });
  const katex: string[] = [];
  visit(r.hast, 'element', (node: Element) => {
    if (typeof node.data?.katex === 'string') katex.push(node.data.katex);
  });
  return { ...r, html: toHtml(r.hast), highlighted: highlightedOf(r.hast), katex };
}

/** Compile workers that record the file of every page they are given, for tests of what a build compiles again. */
export function countingWorkers(): { workers: CompileWorkers; compiled: string[] } {
  const compiled: string[] = [];
  class Counting extends CompileWorkers {
    override compile(...[jobs, ...rest]: Parameters<CompileWorkers['compile']>) {
      compiled.push(...jobs.map((j) => j.file));
      return super.compile(jobs, ...rest);
    }
  }
  return { workers: new Counting(), compiled };
}

/** Everything `compiler` gives for a page, the HTML as a build writes it: for comparing two compilers on the same pages. */
export async function compiledWith(compiler: MarkdownCompiler, file: string, body: string, markdown?: MarkdownOptions) {
  const { hast, ...rest } = await compiler.compile({
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
  return { html: toHtml(hast), ...rest };
}
