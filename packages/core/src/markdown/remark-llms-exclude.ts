// `<!-- llms-exclude-start -->` … `<!-- llms-exclude-end -->`, for sites whose
// markdown must also read well where directives are not understood: the
// blocks between the two comments become one `:::llms-exclude` container
// (containers/llms-exclude.ts), before the containers are made. In MDX the
// comments are `{/* llms-exclude-start */}` (mdx/compat.ts writes an HTML
// comment so, as Docusaurus accepts it). Each comment stands on a line of its
// own, and both are in the same block (the page, a list item, a quote). A
// start with no end keeps the rest of its block out, as the writer asked, and
// says so; an end with no start is reported.
import type { Parent, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { ctxOf, positionOf, type FileContext } from './context.ts';
import { visit } from './walk.ts';

/** A comment as markdown (an html node) or MDX (an expression node) holds it. */
type Comment = RootContent & { value: string };
const COMMENT: Record<string, RegExp> = {
  html: /^<!--\s*llms-exclude-(start|end)\s*-->$/,
  mdxFlowExpression: /^\/\*\s*llms-exclude-(start|end)\s*\*\/$/,
};
const INLINE: Record<string, RegExp> = {
  html: /^<!--\s*llms-exclude-(?:start|end)\s*-->$/,
  mdxTextExpression: /^\s*\/\*\s*llms-exclude-(?:start|end)\s*\*\/\s*$/,
};
/** What holds blocks; the comments in anything else (a paragraph, a heading) are inline. */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem', 'containerDirective', 'footnoteDefinition', 'mdxJsxFlowElement']);

function markerOf(node: RootContent): 'start' | 'end' | undefined {
  const value = (node as Partial<Comment>).value;
  return typeof value === 'string' ? (COMMENT[node.type]?.exec(value.trim())?.[1] as 'start' | 'end' | undefined) : undefined;
}

/** The comment as the writer wrote it. */
function written(comment: Comment): string {
  return comment.type === 'html' ? comment.value.trim() : `{${comment.value.trim()}}`;
}

export function remarkLlmsExclude() {
  return (tree: Parent, file: { data: Record<string, unknown> }) => {
    const ctx = ctxOf(file);
    visit(tree, (node) => {
      const parent = node as Partial<Parent>;
      if (!parent.children) return;
      if (BLOCK_PARENTS.has(node.type)) {
        if (parent.children.some((c) => markerOf(c))) parent.children = wrap(parent.children, ctx);
        return;
      }
      // A comment inside a paragraph's text is no block to start or end.
      const inline = parent.children.find((c): c is Comment => INLINE[c.type]?.test((c as Partial<Comment>).value ?? '') === true);
      if (inline) ctx.diagnostics.push(problem(ctx, inline, 'is inside a paragraph, so it excludes nothing', 'Put the comment on a line of its own, with a blank line before and after it.'));
    });
  };
}

/** The children with each start … end run made one container; the comments themselves go. */
function wrap(children: RootContent[], ctx: FileContext): RootContent[] {
  const out: RootContent[] = [];
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const marker = markerOf(child);
    if (marker === 'end') {
      ctx.diagnostics.push(
        problem(ctx, child as Comment, 'has no start comment before it in the same block', 'Add the start comment before the text to exclude, in the same list item or quote, or remove this one.'),
      );
      continue;
    }
    if (marker !== 'start') {
      out.push(child);
      continue;
    }
    let end = i + 1;
    while (end < children.length && markerOf(children[end]) !== 'end') end++;
    if (end === children.length) {
      ctx.diagnostics.push(
        problem(
          ctx,
          child as Comment,
          'has no end comment after it in the same block: the rest of the block is excluded',
          'Add the end comment after the text to exclude, in the same list item or quote.',
        ),
      );
    }
    const excluded: ContainerDirective = { type: 'containerDirective', name: 'llms-exclude', attributes: {}, children: children.slice(i + 1, end) as ContainerDirective['children'] };
    out.push(excluded as unknown as RootContent);
    i = end;
  }
  return out;
}

function problem(ctx: FileContext, comment: Comment, what: string, hint: string) {
  return { severity: 'warning' as const, code: 'markdown/llms-exclude', message: `${written(comment)} ${what}`, file: ctx.file, ...positionOf(ctx, comment), hint };
}
