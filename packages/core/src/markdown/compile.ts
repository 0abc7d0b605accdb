// The markdown pipeline: one parse per file, and from that one tree the HTML
// (as hast), the table of contents, the ids, the links and the search text.
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Highlighter } from 'shiki';
import type { CompiledMarkdown } from '../types.ts';
import { DEFAULT_MARKDOWN, markdownSyntax, syntaxKey, type MarkdownOptions, type MarkdownSyntax } from './options.ts';
import type { FileContext } from './context.ts';
import { normaliseContainerFences } from './container-fences.ts';
import { PLUGINS, pluginsFor, type PipelinePlugin } from './plugins.ts';
import { getHighlighter, loadLanguagesFor } from './highlighter.ts';
import { checkSourceLimits, MAX_TREE_DEPTH, treeTooDeep } from './limits.ts';
import { extract } from './extract.ts';
import { markdownCopyBody } from './markdown-copy.ts';
import { originOf, type LineRun } from './includes/line-map.ts';
import path from 'node:path';
import { nativeParserFits, parseNative } from './native-parse.ts';
import type { MdxCompiler } from './mdx/compile-mdx.ts';
import type { PluginSet } from './site-plugins/sets.ts';
import { sitePluginRows } from './site-plugins/rows.ts';
import { pluginFailure } from './site-plugins/named.ts';
import type { Diagnostic } from '../types.ts';

export { extract };

export interface CompileInput extends Omit<FileContext, 'links' | 'assets' | 'diagrams' | 'diagnostics' | 'title' | 'markdown' | 'linkRoots' | 'embedOrigins' | 'embeds' | 'lineMap'> {
  body: string;
  /** Folders links to markdown files are also looked up from (FileContext); none when left out. */
  linkRoots?: string[];
  /** The origins the page may frame (`embeds.allow`); none when left out. */
  embedOrigins?: readonly string[];
  /** Where each line of `body` was written, when includes were expanded into it (includes/expand.ts). */
  lineMap?: LineRun[];
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
  /** The site's plugins this page compiles with (site-plugins/sets.ts); none when left out. */
  plugins?: PluginSet;
}

export interface MarkdownCompiler {
  /**
   * Load the code languages these bodies use, and the MDX compiler when
   * `mdx` says some of them are MDX; call before compiling them.
   */
  prepare(bodies: Iterable<string>, mdx?: boolean): Promise<void>;
  /** A promise: a site's plugins may be asynchronous, as Docusaurus lets them be. */
  compile(input: CompileInput): Promise<CompiledMarkdown>;
}

export interface MarkdownCompilerOptions {
  /** Parse plain pages with remark-parse only, never the native parser (native-parse.ts): its tests compare the two. */
  remarkOnly?: boolean;
}

/** One plugin table: ctfdocs's own rows, or those and a set of the site's; its processors made as pages need them. */
interface Pipelines {
  table: readonly PipelinePlugin[];
  /** By syntax key (options.ts): a site has one syntax, its tests a few. */
  bySyntax: Map<string, Processors>;
  mdx?: MdxCompiler;
}

/** The plain markdown processor of one table and one syntax. */
interface Processors {
  processor: Processor<MdastRoot, MdastRoot, HastRoot>;
  syntax: MarkdownSyntax;
  /** Whether the native parser reads what `processor` reads (`syntax`'s math does; a site's plugin may add syntax it does not). */
  native: boolean;
}

/** A set of the site's plugins that could not be made into pipelines: the error of every page it applies to. */
interface FailedPipelines {
  failed: unknown;
}

/** The pipelines of the newest plugin sets a compiler keeps (serve makes a new set each time a plugin changes). */
const KEPT_PLUGIN_SETS = 8;

export async function createMarkdownCompiler(highlighter?: Highlighter, options: MarkdownCompilerOptions = {}): Promise<MarkdownCompiler> {
  const hl = highlighter ?? (await getHighlighter());
  const pipelinesOf = (table: readonly PipelinePlugin[]): Pipelines => ({ table, bySyntax: new Map() });
  // The plugins are plugins.ts's table, shared with the MDX compiler; raw HTML is kept for the sanitiser there.
  // Each processor parses with the native parser when its plugins add no
  // syntax the native parser does not read (native-parse.ts). Made on a
  // page's compile, so a site plugin that throws when made is that page's error.
  const processorFor = (pipelines: Pipelines, markdown: MarkdownOptions): Processors => {
    const syntax = markdownSyntax(markdown);
    const key = syntaxKey(syntax);
    let made = pipelines.bySyntax.get(key);
    if (!made) {
      const context = { highlighter: hl, syntax };
      const processor = unified()
        .use(remarkParse)
        .use(pluginsFor('md', 'remark', context, pipelines.table))
        .use(remarkRehype, { allowDangerousHtml: true })
        .use(pluginsFor('md', 'rehype', context, pipelines.table))
        .freeze() as unknown as Processor<MdastRoot, MdastRoot, HastRoot>;
      made = { processor, syntax, native: !options.remarkOnly && nativeParserFits(processor, syntax) };
      pipelines.bySyntax.set(key, made);
    }
    return made;
  };
  const base = pipelinesOf(PLUGINS);
  // Each worker imports a set's plugins once, the first time a page needs them.
  const withPlugins = new Map<string, Promise<Pipelines | FailedPipelines>>();
  const pipelinesFor = (set: PluginSet | undefined): Promise<Pipelines | FailedPipelines> | Pipelines => {
    if (!set) return base;
    let made = withPlugins.get(set.key);
    if (!made) {
      made = sitePluginRows(set).then(
        (rows) => pipelinesOf([...PLUGINS, ...rows]),
        (failed: unknown) => ({ failed }),
      );
      withPlugins.set(set.key, made);
      if (withPlugins.size > KEPT_PLUGIN_SETS) withPlugins.delete(withPlugins.keys().next().value!);
    }
    return made;
  };

  // Loaded only for sites that have MDX pages: plain markdown never pays for it.
  let mdxModule: typeof import('./mdx/compile-mdx.ts') | undefined;
  return {
    async prepare(bodies, needsMdx) {
      if (needsMdx && !mdxModule) mdxModule = await import('./mdx/compile-mdx.ts');
      await loadLanguagesFor(hl, bodies);
    },
    async compile(input) {
      const ctx: FileContext = {
        ...input,
        markdown: input.markdown ?? DEFAULT_MARKDOWN,
        linkRoots: input.linkRoots ?? [],
        embedOrigins: input.embedOrigins ?? [],
        embeds: [],
        links: [],
        assets: [],
        diagrams: [],
        diagnostics: [],
      };
      const pipelines = await pipelinesFor(input.plugins);
      if ('failed' in pipelines) {
        ctx.diagnostics.push(failureOf(pipelines.failed, ctx));
        return { hast: { type: 'root', children: [] }, toc: [], sections: [], title: undefined, links: [], assets: [], diagnostics: ctx.diagnostics };
      }
      if (isMdx(input)) return compileMdx(input, ctx, pipelines);
      const value = normaliseContainerFences(input.body);
      const file = { data: { ctfdocs: ctx } as Record<string, unknown>, value, path: input.absPath } as Parameters<Processors['processor']['parse']>[0];
      const empty: HastRoot = { type: 'root', children: [] };
      const tooLarge = checkSourceLimits(input.body);
      let hast: HastRoot = empty;
      if (tooLarge) {
        const line = tooLarge.line === undefined ? undefined : tooLarge.line + input.lineOffset - 1;
        ctx.diagnostics.push({ severity: 'error', code: 'markdown/too-large', file: input.file, ...tooLarge, line });
      } else {
        try {
          const { processor, syntax, native } = processorFor(pipelines, ctx.markdown);
          const mdast = (native ? parseNative(value, syntax) : undefined) ?? processor.parse(file);
          hast = (await processor.run(mdast, file)) as HastRoot;
        } catch (err) {
          ctx.diagnostics.push(failureOf(err, ctx));
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
      const { toc, sections } = extract(hast, input.tocMin, input.tocMax, ctx.title !== undefined);
      const copy = input.markdownCopyFor === undefined ? {} : { markdownCopy: { siteBase: input.markdownCopyFor, body: markdownCopyBody(hast, input.markdownCopyFor, ctx.title !== undefined) } };
      placeIncluded(ctx, input);
      return { hast, title: ctx.title, toc, links: ctx.links, sections, assets: ctx.assets, diagnostics: ctx.diagnostics, ...copy, ...embedsOf(ctx), ...diagramsOf(ctx) };
    },
  };

  async function compileMdx(input: CompileInput, ctx: FileContext, pipelines: Pipelines): Promise<CompiledMarkdown> {
    if (!mdxModule) throw new Error(`${input.file} is MDX: call prepare(bodies, true) before compiling it`);
    pipelines.mdx ??= mdxModule.createMdxCompiler(hl, pipelines.table);
    const tooLarge = checkSourceLimits(input.body);
    const compiled = tooLarge ? undefined : await pipelines.mdx({ ctx, body: input.body, tocMin: input.tocMin, tocMax: input.tocMax });
    if (tooLarge) {
      const line = tooLarge.line === undefined ? undefined : tooLarge.line + input.lineOffset - 1;
      ctx.diagnostics.push({ severity: 'error', code: 'markdown/too-large', file: input.file, ...tooLarge, line });
    }
    const empty: HastRoot = { type: 'root', children: [] };
    placeIncluded(ctx, input);
    return { toc: [], sections: [], ...compiled, hast: empty, title: ctx.title, links: ctx.links, assets: ctx.assets, diagnostics: ctx.diagnostics, ...embedsOf(ctx), ...diagramsOf(ctx) };
  }
}

/** Why a page could not be compiled: a site plugin's failure named as the plugin's, or the markdown's. */
function failureOf(err: unknown, ctx: FileContext): Diagnostic {
  const plugin = pluginFailure(err, ctx);
  if (plugin) return plugin;
  const overflow = err instanceof RangeError;
  return {
    severity: 'error',
    code: 'markdown/failed',
    message: overflow ? 'Markdown nests too deeply to be compiled' : `Markdown could not be compiled: ${(err as Error).message}`,
    file: ctx.file,
    hint: overflow ? 'Flatten nested quotes, lists, emphasis or HTML elements.' : 'Look for an unclosed ::: block or malformed HTML near the end of the file.',
  };
}

/**
 * Diagnostics, links and diagrams of included text, placed in the file and at
 * the line they were written: positions count lines of the expanded body.
 */
function placeIncluded(ctx: FileContext, input: CompileInput) {
  const map = input.lineMap;
  if (!map) return;
  const siteRoot = input.absPath.slice(0, input.absPath.length - input.file.length);
  const place = (line: number) => {
    const origin = originOf(map, line - input.lineOffset + 1);
    return { file: origin.file === input.absPath ? input.file : path.relative(siteRoot, origin.file).split(path.sep).join('/'), line: origin.line };
  };
  for (const d of ctx.diagnostics) if (d.file === input.file && d.line !== undefined) Object.assign(d, place(d.line));
  for (const link of ctx.links) {
    if (link.line === undefined || link.file !== undefined) continue;
    const at = place(link.line);
    link.line = at.line;
    if (at.file !== input.file) link.file = at.file;
  }
  for (const diagram of ctx.diagrams) {
    const at = place(diagram.line);
    diagram.line = at.line;
    if (at.file !== input.file) diagram.file = at.file;
  }
}

/** The origins the page frames, only when it frames any: other pages' results stay as they were. */
function embedsOf(ctx: FileContext): Pick<CompiledMarkdown, 'embeds'> {
  return ctx.embeds.length ? { embeds: [...new Set(ctx.embeds)].sort() } : {};
}

/** The page's diagrams, when it has any (most pages: none, and no key). */
function diagramsOf(ctx: FileContext): Pick<CompiledMarkdown, 'diagrams'> {
  return ctx.diagrams.length ? { diagrams: ctx.diagrams } : {};
}

/** Whether a compile job goes through MDX (its format was decided by mdx/allow.ts). */
export function isMdx(input: Pick<CompileInput, 'format'>): boolean {
  return input.format === 'mdx';
}
