// The remark and rehype plugins of both compilers, in one table: compile.ts
// (plain markdown) and mdx/compile-mdx.ts (MDX) each read their rows from
// here, so a plugin added for one is added for the other unless its row says
// why not. (They had drifted: GitHub alerts and the task-list labels worked
// in markdown pages only.)
//
// Order. Within a stage (remark, on the markdown tree; rehype, on the HTML
// tree) rows run by position, then in table order. The positions are
// Docusaurus's: `before-default` (where its `beforeDefaultRemarkPlugins`
// go), `default` (its own plugins), `after` (where `remarkPlugins` go). A
// site's own plugins (the config's lists, site-plugins/) become rows too,
// framed by the built-in rows of their position: after the built-in
// `before-default` rows, so the sanitiser runs before any rehype plugin a
// site adds, and before the built-in `after` rows, so the MDX page's TOC is
// taken after all of them, as a markdown page's is.
//
// The parsers and the step from markdown tree to HTML tree are not rows:
// plain markdown is remark-parse and remark-rehype; MDX is @mdx-js/mdx's
// processor (remark-mdx, remark-rehype, rehype-recma), which takes the rows.
import type { Pluggable } from 'unified';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import type { Highlighter } from 'shiki';
import { remarkDirectives } from './remark-directives.ts';
import { remarkLlmsExclude } from './remark-llms-exclude.ts';
import { remarkAlerts } from './remark-alerts.ts';
import { remarkMdxFallback } from './remark-mdx-fallback.ts';
import { remarkHeadings } from './remark-headings.ts';
import { remarkLinks } from './remark-links.ts';
import { remarkCodeMeta, remarkUnreadCodeMeta } from './remark-code-meta.ts';
import { remarkMathDollars } from './remark-math-dollars.ts';
import { rehypeRawHtml } from './rehype-raw-html.ts';
import { rehypeCode } from './rehype-code.ts';
import { rehypeMath } from './rehype-math.ts';
import { rehypeDiagrams } from './rehype-diagrams.ts';
import { rehypeLinks } from './rehype-links.ts';
import { rehypeWrittenLinks } from './rehype-written-links.ts';
import { rehypeTables } from './rehype-tables.ts';
import { rehypeTaskList } from './rehype-task-list.ts';
import { remarkMdxScope } from './mdx/remark-mdx-scope.ts';
import { remarkMdxFrames } from './embeds/mdx-frames.ts';
import { rehypeHighlightedProp } from './mdx/rehype-highlighted-prop.ts';
import { rehypeMdxExtract } from './mdx/rehype-mdx-extract.ts';
import type { MarkdownSyntax } from './options.ts';

export type Pipeline = 'md' | 'mdx';
export type Stage = 'remark' | 'rehype';
export const POSITIONS = ['before-default', 'default', 'after'] as const;
export type Position = (typeof POSITIONS)[number];

/** What a row's plugin may be made with. */
export interface PluginContext {
  highlighter: Highlighter;
  /** The site's choices that change how markdown parses: a compiler keeps a processor for each. */
  syntax: MarkdownSyntax;
}

/** A row: a plugin, where it runs, and in which pipelines (with why, when only one). */
export type PipelinePlugin = {
  name: string;
  stage: Stage;
  position: Position;
  /** One of the site's plugins (site-plugins/rows.ts): the built-in rows of its position frame it. */
  site?: true;
  use(context: PluginContext): Pluggable;
  /** Whether the row is in the processor made for this context; always, when left out. */
  when?(context: PluginContext): boolean;
} & ({ runsIn: readonly ['md', 'mdx'] } | { runsIn: readonly [Pipeline]; why: string });

const BOTH = ['md', 'mdx'] as const;

export const PLUGINS: readonly PipelinePlugin[] = [
  {
    name: 'remark-mdx-scope',
    stage: 'remark',
    position: 'before-default',
    runsIn: ['mdx'],
    why: 'checks that each JSX name is imported, exported or a theme component, and turns a literal <CodeBlock> into a fenced block, before the default plugins read the tree (remark-code-meta then sees that block); markdown pages have no JSX',
    use: () => remarkMdxScope,
  },
  { name: 'remark-frontmatter', stage: 'remark', position: 'default', runsIn: BOTH, use: () => remarkFrontmatter },
  { name: 'remark-gfm', stage: 'remark', position: 'default', runsIn: BOTH, use: () => remarkGfm },
  { name: 'remark-directive', stage: 'remark', position: 'default', runsIn: BOTH, use: () => remarkDirective },
  {
    name: 'remark-math',
    stage: 'remark',
    position: 'default',
    runsIn: BOTH,
    when: ({ syntax }) => Boolean(syntax.math),
    use: ({ syntax }) => [remarkMath, { singleDollarTextMath: syntax.math !== false && syntax.math.singleDollar }],
  },
  { name: 'dollar signs read as math (remark-math-dollars)', stage: 'remark', position: 'default', runsIn: BOTH, when: ({ syntax }) => Boolean(syntax.math), use: () => remarkMathDollars },
  { name: 'text kept out of machine outputs (remark-llms-exclude)', stage: 'remark', position: 'default', runsIn: BOTH, use: () => remarkLlmsExclude },
  { name: 'containers (remark-directives)', stage: 'remark', position: 'default', runsIn: BOTH, use: () => remarkDirectives },
  { name: 'GitHub alerts (remark-alerts)', stage: 'remark', position: 'default', runsIn: BOTH, use: () => remarkAlerts },
  {
    name: 'MDX reported in markdown (remark-mdx-fallback)',
    stage: 'remark',
    position: 'default',
    runsIn: ['md'],
    why: 'reports import lines and JSX components a markdown page shows as text or drops; in MDX they are what the page means',
    use: () => remarkMdxFallback,
  },
  {
    name: 'frames in MDX (embeds/mdx-frames)',
    stage: 'remark',
    position: 'default',
    runsIn: ['mdx'],
    why: "in MDX a frame is JSX, checked here against embeds.allow; a markdown page's frames are raw HTML, checked with the sanitiser (rehype-raw-html)",
    use: () => remarkMdxFrames,
  },
  { name: 'heading ids (remark-headings)', stage: 'remark', position: 'default', runsIn: BOTH, use: () => remarkHeadings },
  { name: 'links and images (remark-links)', stage: 'remark', position: 'default', runsIn: BOTH, use: () => remarkLinks },
  { name: 'code block meta (remark-code-meta)', stage: 'remark', position: 'default', runsIn: BOTH, use: () => remarkCodeMeta },
  // After the site's remark plugins: meta one of them read (npm2yarn) is no unread meta.
  { name: 'code block meta nothing reads (remark-code-meta)', stage: 'remark', position: 'after', runsIn: BOTH, use: () => remarkUnreadCodeMeta },
  {
    name: 'raw HTML, sanitised (rehype-raw-html)',
    stage: 'rehype',
    position: 'before-default',
    runsIn: ['md'],
    why: "a markdown page's raw HTML is untrusted and is sanitised before any other plugin sees the tree; in MDX, HTML is JSX, compiled as the code of a page the config allows",
    use: () => rehypeRawHtml,
  },
  // Built-in math and diagrams come before the site's rehype plugins: in
  // Docusaurus math is the site's remark-math and rehype-katex, which run
  // before any rehype plugin listed after them, so a site's plugins see math
  // already drawn and a diagram already wrapped for drawing. A site that
  // brings its own (rehype-katex, a Mermaid plugin) turns markdown.math or
  // markdown.mermaid off. Highlighting stays after both, as before.
  { name: 'math, rendered with KaTeX (rehype-math)', stage: 'rehype', position: 'default', runsIn: BOTH, when: ({ syntax }) => Boolean(syntax.math), use: () => rehypeMath },
  { name: 'Mermaid diagrams (rehype-diagrams)', stage: 'rehype', position: 'default', runsIn: BOTH, use: () => rehypeDiagrams },
  { name: 'link checks (rehype-links)', stage: 'rehype', position: 'default', runsIn: BOTH, use: () => rehypeLinks },
  { name: 'links written as HTML, with their lines (rehype-written-links)', stage: 'rehype', position: 'default', runsIn: BOTH, use: () => rehypeWrittenLinks },
  { name: 'scrolling tables (rehype-tables)', stage: 'rehype', position: 'default', runsIn: BOTH, use: () => rehypeTables },
  { name: 'task list labels (rehype-task-list)', stage: 'rehype', position: 'default', runsIn: BOTH, use: () => rehypeTaskList },
  // Docusaurus highlights code as it renders a page, so its rehype plugins
  // see a code block as markdown made it (rehype-katex draws ```math blocks):
  // here too, highlighting comes after the site's rehype plugins.
  { name: 'highlighting (rehype-code)', stage: 'rehype', position: 'after', runsIn: BOTH, use: ({ highlighter }) => [rehypeCode, { highlighter }] },
  {
    name: 'highlighted code and math markup as props (rehype-highlighted-prop)',
    stage: 'rehype',
    position: 'after',
    runsIn: ['mdx'],
    why: 'MDX turns the tree into JSX, which keeps properties but not node data, where markdown pages carry the highlighted and KaTeX markup',
    use: () => rehypeHighlightedProp,
  },
  {
    name: 'TOC and search text (rehype-mdx-extract)',
    stage: 'rehype',
    position: 'after',
    runsIn: ['mdx'],
    why: 'an MDX tree becomes code, so its TOC and search text are taken from the finished tree here (and the TOC exported as `toc`); a markdown page is read after the pipeline, from the tree it returns',
    use: () => rehypeMdxExtract,
  },
];

/** The rows of one stage of one pipeline, in the order they run. */
export function rowsFor(pipeline: Pipeline, stage: Stage, table: readonly PipelinePlugin[] = PLUGINS): PipelinePlugin[] {
  const rows = table.filter((p) => p.stage === stage && (p.runsIn as readonly Pipeline[]).includes(pipeline));
  const at = (position: Position, site: boolean) => rows.filter((p) => p.position === position && Boolean(p.site) === site);
  return [...at('before-default', false), ...at('before-default', true), ...at('default', false), ...at('default', true), ...at('after', true), ...at('after', false)];
}

/** The plugins of one stage of one pipeline for this context, in the order they run. */
export function pluginsFor(pipeline: Pipeline, stage: Stage, context: PluginContext, table: readonly PipelinePlugin[] = PLUGINS): Pluggable[] {
  return rowsFor(pipeline, stage, table)
    .filter((p) => p.when?.(context) ?? true)
    .map((p) => p.use(context));
}
