// The markdown pipeline: one parse per file, and from that one tree the HTML
// (as hast), the table of contents, the ids, the links and the search text.
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Highlighter } from 'shiki';
import type { CompiledMarkdown } from '../types.ts';
import { DEFAULT_MARKDOWN, markdownSyntax, syntaxKey, type MarkdownOptions } from './options.ts';
import type { FileContext } from './context.ts';
import { normaliseContainerFences } from './container-fences.ts';
import { pluginsFor } from './plugins.ts';
import { getHighlighter, loadLanguagesFor } from './highlighter.ts';
import { checkSourceLimits, MAX_TREE_DEPTH, treeTooDeep } from './limits.ts';
import { extract } from './extract.ts';
import { markdownCopyBody } from './markdown-copy.ts';
import type { MdxCompiler } from './mdx/compile-mdx.ts';

export { extract };

export interface CompileInput extends Omit<FileContext, 'links' | 'assets' | 'diagrams' | 'diagnostics' | 'title' | 'markdown'> {
  body: string;
  /** The site's `markdown` config and the locale's admonition titles (options.ts); the defaults when left out. */
  markdown?: MarkdownOptions;
  tocMin: number;
  tocMax: number;
  /**
   * How this file compiles, as mdx/allow.ts decided (only a file in
   * `markdown.mdx.allow` is `mdx`). Unset means plain markdown: API
   * descriptions, from documents the site does not control, are never MDX.
   */
  format?: 'md' | 'mdx';
  /** Also make the page's markdown copy (llms.txt), with root-relative links made absolute on this site base. */
  markdownCopyFor?: string;
}

export interface MarkdownCompiler {
  /**
   * Load the code languages these bodies use, and the MDX compiler when
   * `mdx` says some of them are MDX; call before compiling them.
   */
  prepare(bodies: Iterable<string>, mdx?: boolean): Promise<void>;
  compile(input: CompileInput): CompiledMarkdown;
}

export async function createMarkdownCompiler(highlighter?: Highlighter): Promise<MarkdownCompiler> {
  const hl = highlighter ?? (await getHighlighter());
  // The plugins are plugins.ts's table, shared with the MDX compiler; raw HTML is kept for the sanitiser there.
  // One processor per syntax (options.ts): a site has one, its tests a few.
  const processors = new Map<string, Processor<MdastRoot, MdastRoot, HastRoot>>();
  const processorFor = (markdown: MarkdownOptions) => {
    const syntax = markdownSyntax(markdown);
    const key = syntaxKey(syntax);
    let made = processors.get(key);
    if (!made) {
      const context = { highlighter: hl, syntax };
      made = unified()
        .use(remarkParse)
        .use(pluginsFor('md', 'remark', context))
        .use(remarkRehype, { allowDangerousHtml: true })
        .use(pluginsFor('md', 'rehype', context))
        .freeze() as unknown as Processor<MdastRoot, MdastRoot, HastRoot>;
      processors.set(key, made);
    }
    return made;
  };

  // Loaded only for sites that have MDX pages: plain markdown never pays for it.
  let mdx: MdxCompiler | undefined;
  return {
    async prepare(bodies, needsMdx) {
      if (needsMdx && !mdx) mdx = (await import('./mdx/compile-mdx.ts')).createMdxCompiler(hl);
      await loadLanguagesFor(hl, bodies);
    },
    compile(input) {
      const ctx: FileContext = { ...input, markdown: input.markdown ?? DEFAULT_MARKDOWN, links: [], assets: [], diagrams: [], diagnostics: [] };
      if (isMdx(input)) return compileMdx(input, ctx);
      const file = { data: { ctfdocs: ctx } as Record<string, unknown>, value: normaliseContainerFences(input.body), path: input.absPath } as never;
      const empty: HastRoot = { type: 'root', children: [] };
      const tooLarge = checkSourceLimits(input.body);
      let hast: HastRoot = empty;
      if (tooLarge) {
        const line = tooLarge.line === undefined ? undefined : tooLarge.line + input.lineOffset - 1;
        ctx.diagnostics.push({ severity: 'error', code: 'markdown/too-large', file: input.file, ...tooLarge, line });
      } else {
        try {
          const processor = processorFor(ctx.markdown);
          const mdast = processor.parse(file);
          hast = processor.runSync(mdast, file) as HastRoot;
        } catch (err) {
          const overflow = err instanceof RangeError;
          ctx.diagnostics.push({
            severity: 'error',
            code: 'markdown/failed',
            message: overflow ? 'Markdown nests too deeply to be compiled' : `Markdown could not be compiled: ${(err as Error).message}`,
            file: input.file,
            hint: overflow ? 'Flatten nested quotes, lists, emphasis or HTML elements.' : 'Look for an unclosed ::: block or malformed HTML near the end of the file.',
          });
        }
        if (treeTooDeep(hast)) {
          ctx.diagnostics.push({
            severity: 'error',
            code: 'markdown/too-deep',
            message: `The page's HTML nests more than ${MAX_TREE_DEPTH} elements deep`,
            file: input.file,
            hint: 'Flatten nested quotes, lists or HTML elements.',
          });
          hast = empty;
        }
      }
      const { toc, sections } = extract(hast, input.tocMin, input.tocMax);
      const copy = input.markdownCopyFor === undefined ? {} : { markdownCopy: { siteBase: input.markdownCopyFor, body: markdownCopyBody(hast, input.markdownCopyFor) } };
      return { hast, title: ctx.title, toc, links: ctx.links, sections, assets: ctx.assets, diagnostics: ctx.diagnostics, ...copy, ...diagramsOf(ctx) };
    },
  };

  function compileMdx(input: CompileInput, ctx: FileContext): CompiledMarkdown {
    if (!mdx) throw new Error(`${input.file} is MDX: call prepare(bodies, true) before compiling it`);
    const tooLarge = checkSourceLimits(input.body);
    const compiled = tooLarge ? undefined : mdx({ ctx, body: input.body, tocMin: input.tocMin, tocMax: input.tocMax });
    if (tooLarge) {
      const line = tooLarge.line === undefined ? undefined : tooLarge.line + input.lineOffset - 1;
      ctx.diagnostics.push({ severity: 'error', code: 'markdown/too-large', file: input.file, ...tooLarge, line });
    }
    const empty: HastRoot = { type: 'root', children: [] };
    return { toc: [], sections: [], ...compiled, hast: empty, title: ctx.title, links: ctx.links, assets: ctx.assets, diagnostics: ctx.diagnostics, ...diagramsOf(ctx) };
  }
}

/** The page's diagrams, when it has any (most pages: none, and no key). */
function diagramsOf(ctx: FileContext): Pick<CompiledMarkdown, 'diagrams'> {
  return ctx.diagrams.length ? { diagrams: ctx.diagrams } : {};
}

/** Whether a compile job goes through MDX (its format was decided by mdx/allow.ts). */
export function isMdx(input: Pick<CompileInput, 'format'>): boolean {
  return input.format === 'mdx';
}
