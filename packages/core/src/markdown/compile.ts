// The markdown pipeline: one parse per file, and from that one tree the HTML
// (as hast), the table of contents, the ids, the links and the search text.
import type { ElementContent, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import type { Highlighter } from 'shiki';
import type { CompiledMarkdown } from '../types.ts';
import type { MarkdownConfig } from '../config/schema.ts';
import { markdownConfigSchema } from '../config/schema.ts';
import type { FileContext } from './context.ts';
import { remarkDirectives } from './remark-directives.ts';
import { remarkAlerts } from './remark-alerts.ts';
import { remarkMdxFallback } from './remark-mdx-fallback.ts';
import { normaliseContainerFences } from './container-fences.ts';
import { remarkHeadings } from './remark-headings.ts';
import { remarkLinks } from './remark-links.ts';
import { remarkCodeMeta } from './remark-code-meta.ts';
import { rehypeCode } from './rehype-code.ts';
import { rehypeLinks } from './rehype-links.ts';
import { rehypeTables } from './rehype-tables.ts';
import { rehypeTaskList } from './rehype-task-list.ts';
import { sanitizeSchema } from './sanitize-schema.ts';
import { rehypeUnsupportedHtml } from './rehype-unsupported-html.ts';
import { getHighlighter, loadLanguagesFor } from './highlighter.ts';
import { checkSourceLimits, MAX_TREE_DEPTH, treeTooDeep } from './limits.ts';
import { extract } from './extract.ts';
import { markdownCopyBody } from './markdown-copy.ts';
import { parseNative } from './native-parse.ts';
import { markdownFormat } from './mdx/format.ts';
import type { MdxCompiler } from './mdx/compile-mdx.ts';

export { extract };

export interface CompileInput extends Omit<FileContext, 'links' | 'assets' | 'diagnostics' | 'title' | 'markdown'> {
  body: string;
  /** The site's `markdown` config; its defaults when left out. */
  markdown?: MarkdownConfig;
  tocMin: number;
  tocMax: number;
  /**
   * `markdown.format` for docs and pages. Unset (API descriptions, which come
   * from documents the site does not control) means plain markdown, never MDX.
   */
  format?: MarkdownConfig['format'];
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

/**
 * rehype-raw re-parses the whole tree with parse5 and rehype-sanitize rebuilds
 * it: both are skipped when the page has no raw HTML, which is most pages.
 * Markdown-made nodes are safe by construction except for link and image
 * URLs, which rehype-links.ts checks on every page.
 */
function rehypeRawAndSanitizeWhenNeeded() {
  const raw = rehypeRaw() as unknown as (tree: HastRoot, file: unknown) => HastRoot;
  const sanitize = (rehypeSanitize as unknown as (schema: unknown) => (tree: HastRoot) => HastRoot)(sanitizeSchema);
  const report = rehypeUnsupportedHtml();
  return (tree: HastRoot, file: { data: Record<string, unknown> }) => {
    if (!hasRaw(tree)) return tree;
    const parsed = raw(tree, file);
    report(parsed, file);
    return sanitize(parsed);
  };
}

function hasRaw(node: HastRoot | ElementContent): boolean {
  if (node.type === 'raw') return true;
  return 'children' in node && (node.children as ElementContent[]).some(hasRaw);
}

export interface MarkdownCompilerOptions {
  /** Parse plain pages with remark-parse only, never the native parser (native-parse.ts): its tests compare the two. */
  remarkOnly?: boolean;
}

export async function createMarkdownCompiler(highlighter?: Highlighter, options: MarkdownCompilerOptions = {}): Promise<MarkdownCompiler> {
  const hl = highlighter ?? (await getHighlighter());
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkDirectives)
    .use(remarkAlerts)
    .use(remarkMdxFallback)
    .use(remarkHeadings)
    .use(remarkLinks)
    .use(remarkCodeMeta)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawAndSanitizeWhenNeeded)
    .use(rehypeCode, { highlighter: hl })
    .use(rehypeLinks)
    .use(rehypeTables)
    .use(rehypeTaskList)
    .freeze() as unknown as Processor<MdastRoot, MdastRoot, HastRoot>;

  // Loaded only for sites that have MDX pages: plain markdown never pays for it.
  let mdx: MdxCompiler | undefined;
  return {
    async prepare(bodies, needsMdx) {
      if (needsMdx && !mdx) mdx = (await import('./mdx/compile-mdx.ts')).createMdxCompiler(hl);
      await loadLanguagesFor(hl, bodies);
    },
    compile(input) {
      const ctx: FileContext = { ...input, markdown: input.markdown ?? DEFAULT_MARKDOWN, links: [], assets: [], diagnostics: [] };
      if (isMdx(input)) return compileMdx(input, ctx);
      const value = normaliseContainerFences(input.body);
      const file = { data: { ctfdocs: ctx } as Record<string, unknown>, value, path: input.absPath } as never;
      const empty: HastRoot = { type: 'root', children: [] };
      const tooLarge = checkSourceLimits(input.body);
      let hast: HastRoot = empty;
      if (tooLarge) {
        const line = tooLarge.line === undefined ? undefined : tooLarge.line + input.lineOffset - 1;
        ctx.diagnostics.push({ severity: 'error', code: 'markdown/too-large', file: input.file, ...tooLarge, line });
      } else {
        try {
          const mdast = (options.remarkOnly ? undefined : parseNative(value)) ?? processor.parse(file);
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
      return { hast, title: ctx.title, toc, links: ctx.links, sections, assets: ctx.assets, diagnostics: ctx.diagnostics, ...copy };
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
    return { toc: [], sections: [], ...compiled, hast: empty, title: ctx.title, links: ctx.links, assets: ctx.assets, diagnostics: ctx.diagnostics };
  }
}

const DEFAULT_MARKDOWN: MarkdownConfig = markdownConfigSchema.parse({});

/** Whether a compile job goes through MDX (see mdx/format.ts). */
export function isMdx(input: Pick<CompileInput, 'file' | 'body' | 'format'>): boolean {
  return input.format !== undefined && markdownFormat(input.file, input.body, input.format) === 'mdx';
}
