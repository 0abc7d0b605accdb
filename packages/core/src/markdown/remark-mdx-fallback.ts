// MDX in a markdown page: `import`/`export` lines and JSX components such as
// <Tabs> are not markdown. Until a page is compiled as MDX they are reported
// here, one diagnostic per line or component, with what to write instead;
// the import lines stay visible as text and the sanitiser removes the tags.
import type { Html, Paragraph, Root } from 'mdast';
import { visit } from './walk.ts';
import { ctxOf, type FileContext } from './context.ts';
import { unsupported } from './unsupported.ts';

const MAYBE_MDX = /^(?:import|export)\s|<[A-Z]/m;
const MODULE_LINE = /^(?:import\s[^\n]*?from\s*['"][^'"\n]+['"]|import\s*['"][^'"\n]+['"]|export\s+(?:const|let|var|function|default)\b)/;
const COMPONENT = /<([A-Z][\w.]*)/g;

/** What to write instead of Docusaurus's theme components. */
const INSTEAD: Record<string, string> = {
  Tabs: 'Write tabs as ::::tabs{groupId="…"} with a :::tab[Label] block per <TabItem>.',
  TabItem: 'Write each tab as a :::tab[Label] block inside ::::tabs.',
  Admonition: 'Write :::note, :::tip, :::info, :::warning or :::danger instead.',
  CodeBlock: 'Write a fenced code block (```lang title="…") instead.',
  Details: 'Write <details><summary>…</summary> … </details> instead.',
  TOCInline: "Remove it: the page's table of contents is shown beside it.",
  DocCardList: "List the category's pages as links instead.",
};

/** Said with each report: how the page would run as MDX, which only a folder the config allows may. */
const AS_MDX = 'To run it as MDX, rename the page .mdx in a folder markdown.mdx.allow lists.';

export function remarkMdxFallback() {
  return (tree: Root, file: { data: Record<string, unknown>; value?: unknown }) => {
    const source = String(file.value ?? '');
    if (!MAYBE_MDX.test(source)) return;
    const ctx = ctxOf(file);
    for (const node of tree.children) if (node.type === 'paragraph') reportModuleLine(ctx, node, source);
    visit(tree, 'html', (node: Html) => reportComponents(ctx, node));
  };
}

/**
 * Reads the paragraph as written, not its text nodes: `'node:fs'` holds a
 * `:fs` directive, put back as a text node of its own, so the first text
 * node ends at `'node` and matches no import.
 */
function reportModuleLine(ctx: FileContext, node: Paragraph, source: string) {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (!node.position || start === undefined || end === undefined) return;
  for (const [i, line] of source.slice(start, end).split('\n').entries()) {
    if (!MODULE_LINE.test(line)) continue;
    ctx.diagnostics.push(
      unsupported('mdx', {
        message: `MDX "${line.length > 70 ? `${line.slice(0, 67)}…` : line}" is not compiled; it is shown as text`,
        file: ctx.file,
        line: node.position.start.line + i + ctx.lineOffset - 1,
        column: i === 0 ? node.position.start.column : 1,
        hint: `ctfdocs compiles this page as markdown (only .mdx files run as code). ${AS_MDX} Otherwise remove the line, and write the components it brings in as markdown (docs/writing.md, "Coming from Docusaurus / VitePress").`,
      }),
    );
  }
}

function reportComponents(ctx: FileContext, node: Html) {
  if (!node.position) return;
  for (const m of node.value.matchAll(COMPONENT)) {
    const before = node.value.slice(0, m.index);
    const lineInNode = before.split('\n').length - 1;
    const name = m[1];
    ctx.diagnostics.push(
      unsupported('mdx', {
        message: `<${name}> is a JSX component, which markdown pages do not render: its tags are removed and its content kept`,
        file: ctx.file,
        line: node.position.start.line + lineInNode + ctx.lineOffset - 1,
        column: lineInNode === 0 ? node.position.start.column + m.index : m.index - before.lastIndexOf('\n'),
        hint: `${INSTEAD[name] ?? 'Write the markup in markdown or in HTML the sanitiser keeps.'} ${AS_MDX}`,
      }),
    );
  }
}
