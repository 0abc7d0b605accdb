// The markdown pipeline: one parse per file, and from that one tree the HTML
// (as hast), the table of contents, the ids, the links and the search text.
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from "rehype-sanitize";
import type { Highlighter } from 'shiki';
import type { CompiledMarkdown, MarkdownConfig, SearchSection, TocItem } from '../types.ts';
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
import { sanitizeSchema } from './sanitize-schema.ts';
import { rehypeUnsupportedHtml } from './rehype-unsupported-html.ts';
import { getHighlighter, loadLanguagesFor } from './highlighter.ts';
import { checkSourceLimits, MAX_TREE_DEPTH, treeTooDeep } from './limits.ts';

export interface CompileInput extends Omit<FileContext, 'links' | 'assets' | 'diagnostics' | 'title' | 'markdown'> {
  body: string;
  /** The site's `markdown` config; its defaults when left out. */
  markdown?: MarkdownConfig;
  tocMin: number;
  tocMax: number;
}

export interface MarkdownCompiler {
  /** Load the code languages these bodies use; call before compiling them. */
  prepare(bodies: Iterable<string>): Promise<void>;
  compile(input: CompileInput): CompiledMarkdown;
}

/**
 * rehype-raw re-parses the whole tree with parse5 and rehype-sanitize rebuilds
 * it: both are skipped when the page has no raw HTML, which is most pages.
 * Markdown-made nodes are safe by construction except for link and image
 * URLs, which rehype-safe-urls checks on every page.
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

export async function createMarkdownCompiler(highlighter?: Highlighter): Promise<MarkdownCompiler> {
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
    .freeze() as unknown as Processor<MdastRoot, MdastRoot, HastRoot>;

  return {
    prepare: (bodies) => loadLanguagesFor(hl, bodies),
    compile(input) {
      const ctx: FileContext = { ...input, markdown: input.markdown ?? DEFAULT_MARKDOWN, links: [], assets: [], diagnostics: [] };
      const file = { data: { ctfdocs: ctx } as Record<string, unknown>, value: normaliseContainerFences(input.body), path: input.absPath } as never;
      const empty: HastRoot = { type: 'root', children: [] };
      const tooLarge = checkSourceLimits(input.body);
      let hast: HastRoot = empty;
      if (tooLarge) {
        const line = tooLarge.line === undefined ? undefined : tooLarge.line + input.lineOffset - 1;
        ctx.diagnostics.push({ severity: 'error', code: 'markdown/too-large', file: input.file, ...tooLarge, line });
      } else {
        try {
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
      const { toc, ids, sections } = extract(hast, input.tocMin, input.tocMax);
      return { hast, title: ctx.title, toc, links: ctx.links, ids, sections, assets: ctx.assets, diagnostics: ctx.diagnostics };
    },
  };
}

const DEFAULT_MARKDOWN: MarkdownConfig = markdownConfigSchema.parse({});

const HEADING = /^h([1-6])$/;

/** One walk: ids for anchor checks, the TOC, and the text of each h2/h3 section. */
export function extract(tree: HastRoot, tocMin: number, tocMax: number): { toc: TocItem[]; ids: string[]; sections: SearchSection[] } {
  const toc: TocItem[] = [];
  const ids: string[] = [];
  const sections: SearchSection[] = [{ anchor: '', heading: '', level: 1, text: '' }];
  let current = sections[0];
  const parts: string[] = [];
  const flush = () => {
    current.text = parts.join(' ').replace(/\s+/g, ' ').trim();
    parts.length = 0;
  };
  const walk = (node: ElementContent | HastRoot) => {
    if (node.type === 'text') {
      delete (node as { position?: unknown }).position;
      parts.push(node.value);
      return;
    }
    if (node.type !== 'element' && node.type !== 'root') return;
    // Source positions were needed only for diagnostics and links, which are
    // taken by now; on large sites they are a good part of the memory.
    delete (node as { position?: unknown }).position;
    if (node.type === 'element') {
      const el = node as Element;
      const id = el.properties.id;
      if (typeof id === 'string') ids.push(id);
      if (el.tagName === 'button') return;
      const m = HEADING.exec(el.tagName);
      if (m && typeof id === 'string') {
        const level = Number(m[1]);
        const text = textContent(el).trim();
        if (level >= tocMin && level <= tocMax) toc.push({ id, text, level });
        if (level === 2 || level === 3) {
          flush();
          current = { anchor: id, heading: text, level, text: '' };
          sections.push(current);
          return;
        }
      }
    }
    for (const child of node.children as ElementContent[]) walk(child);
  };
  walk(tree);
  flush();
  return { toc, ids, sections: sections.filter((s, i) => i > 0 || s.text) };
}

function textContent(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textContent).join('');
  return '';
}
