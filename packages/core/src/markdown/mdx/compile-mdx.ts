// The MDX pipeline: @mdx-js/mdx's processor (remark-mdx, remark-rehype,
// rehype-recma, …) with the rows of plugins.ts's table that run in MDX: the
// same as plain markdown's, so headings get the same ids, links are recorded
// and checked, code is highlighted and admonitions, alerts and tabs are drawn
// the same way. The result is an ES module; the renderer bundles it with the
// page's imports and renders it to static HTML. The table of contents, ids
// and search text are taken from the page's tree before it becomes code.
// Container openings are normalised first, as for plain markdown (`:::note
// Title`, `::: tip`).
//
// Raw HTML is not sanitised here: in MDX it is JSX, and an MDX page is code
// the site runs at build time, allowed by its config (markdown.mdx.allow).
import type { Root as MdastRoot } from 'mdast';
import { createProcessor } from '@mdx-js/mdx';
import type { Highlighter } from 'shiki';
import type { CompiledMarkdown, Diagnostic } from '../../types.ts';
import type { FileContext } from '../context.ts';
import { PLUGINS, pluginsFor, type PipelinePlugin } from '../plugins.ts';
import { markdownSyntax, syntaxKey, type MarkdownSyntax } from '../options.ts';
import { pluginFailure } from '../site-plugins/named.ts';
import { docusaurusCompat } from './compat.ts';
import { normaliseContainerFences } from '../container-fences.ts';
import type { Extracted, TocLevels } from './rehype-mdx-extract.ts';

export interface MdxInput {
  ctx: FileContext;
  body: string;
  tocMin: number;
  tocMax: number;
}

export type MdxCompiler = (input: MdxInput) => Promise<Omit<CompiledMarkdown, 'hast' | 'title' | 'links' | 'assets' | 'diagnostics'> | undefined>;

/** `table`: plugins.ts's rows, with the site's plugins of the pages it compiles. */
export function createMdxCompiler(highlighter: Highlighter, table: readonly PipelinePlugin[] = PLUGINS): MdxCompiler {
  // One processor per syntax, as for plain markdown (compile.ts).
  const processors = new Map<string, ReturnType<typeof createProcessor>>();
  const processorFor = (syntax: MarkdownSyntax) => {
    const key = syntaxKey(syntax);
    let made = processors.get(key);
    if (!made) {
      const context = { highlighter, syntax };
      made = createProcessor({ outputFormat: 'program', remarkPlugins: pluginsFor('mdx', 'remark', context, table), rehypePlugins: pluginsFor('mdx', 'rehype', context, table) });
      processors.set(key, made);
    }
    return made;
  };
  return async ({ ctx, body, tocMin, tocMax }) => {
    const processor = processorFor(markdownSyntax(ctx.markdown));
    const ctfdocsTocLevels: TocLevels = { min: tocMin, max: tocMax };
    const file = { data: { ctfdocs: ctx, ctfdocsTocLevels } as Record<string, unknown>, value: normaliseContainerFences(docusaurusCompat(body)), path: ctx.absPath, messages: [] } as Parameters<
      typeof processor.parse
    >[0];
    let code: string;
    try {
      const tree = processor.parse(file) as MdastRoot;
      const program = await processor.run(tree as never, file);
      code = String(processor.stringify(program, file));
    } catch (err) {
      ctx.diagnostics.push(pluginFailure(err, ctx) ?? syntaxDiagnostic(err, ctx));
      return undefined;
    }
    const found = (file as { data: { ctfdocsExtract: Extracted } }).data.ctfdocsExtract;
    return { ...found, mdx: { code } };
  };
}

/** MDX's parse errors carry a line, a column and a rule; say how to fix the common ones. */
function syntaxDiagnostic(err: unknown, ctx: FileContext): Diagnostic {
  const e = err as { reason?: string; message?: string; line?: number; column?: number; ruleId?: string; source?: string };
  const reason = (e.reason ?? e.message ?? String(err)).split('\n')[0];
  // Some of mdast-util-mdx-jsx's errors give the place only in their text: "… (3:1-3:7)".
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason);
  const line = e.line ?? (inText ? Number(inText[1]) : undefined);
  const column = e.column ?? (inText ? Number(inText[2]) : undefined);
  return {
    severity: 'error',
    code: 'mdx/syntax',
    message: `MDX could not be compiled: ${reason}`,
    file: ctx.file,
    line: line === undefined ? undefined : line + ctx.lineOffset - 1,
    column,
    hint: hintFor(e.ruleId, e.source),
  };
}

function hintFor(ruleId: string | undefined, source: string | undefined): string {
  if (source?.includes('expression') || ruleId === 'acorn') {
    return 'Fix the JavaScript inside { }; to write a brace as text in MDX, escape it as \\{.';
  }
  if (ruleId === 'end-tag-mismatch' || ruleId === 'unexpected-eof' || ruleId === 'unexpected-closing-slash' || ruleId === 'unexpected-lazy') {
    return 'Close every JSX element with its matching tag (or write it self-closing, <Name />), at the same indentation.';
  }
  if (source?.includes('esm')) return 'import and export lines must be valid JavaScript at the top level, separated from markdown by a blank line.';
  return 'In MDX, < and { start JSX and expressions: escape them as \\< and \\{ when they are text, or rename the file to .md.';
}
