// Heading ids: a `{#custom-id}` suffix wins, otherwise a slug by the site's
// `markdown.headingIds` rules (GitHub's by default), unique within the page.
//
// The page's content title is Docusaurus's `contentTitle`
// (@docusaurus/mdx-loader, remark/contentTitle): the first heading of the
// document, when it is an h1. It stays in the page, with its id and whatever
// it holds (a badge, code), and the theme draws no title of its own above it
// (theme-classic DocItem/Content renders its "synthetic title" only when
// there is no contentTitle). Its text is the title where front matter sets none.
// A blog post's is taken out (`removeContentTitle`): its header shows the title.
import type { Root, Heading, Paragraph, Text } from 'mdast';
import { SKIP, visit } from './walk.ts';
import { ctxOf, positionOf, type FileContext } from './context.ts';
import { HEADING_SLUGGERS, headingText, type Slugger } from './heading-slugs.ts';
import { unsupported } from './unsupported.ts';
import type { MarkdownConfig } from '../schemas/markdown.ts';
import { escapeRegExp } from '../util/regexp.ts';

/** `{#id}` at the end of a heading, and a line of nothing else, with the site's `markdown.attrs` delimiters. */
function idPatterns({ leftDelimiter, rightDelimiter }: MarkdownConfig['attrs']) {
  const id = `${escapeRegExp(leftDelimiter)}#([^\\s${escapeRegExp(rightDelimiter[0])}]+)${escapeRegExp(rightDelimiter)}`;
  return { suffix: new RegExp(`\\s*${id}\\s*$`), standalone: new RegExp(`^\\s*${id}\\s*$`) };
}

export function remarkHeadings() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const ctx = ctxOf(file);
    const slugger = HEADING_SLUGGERS[ctx.markdown.headingIds]();
    const ids = idPatterns(ctx.markdown.attrs);
    let first = true;
    visit(tree, (node, index, parent) => {
      if (node.type === 'paragraph') standaloneId(node as Paragraph, ctx, slugger, ids.standalone);
      else if (node.type === 'heading') {
        if (first && (node as Heading).depth === 1 && ctx.removeContentTitle && parent && index !== undefined) {
          first = false;
          parent.children.splice(index, 1);
          return index;
        }
        headingId(node as Heading);
      } else return;
      return SKIP;
    });
    function headingId(node: Heading) {
      if (first && node.depth === 1) ctx.title = headingText(node).replace(ids.suffix, '').trim();
      first = false;
      let id: string | undefined;
      const last = node.children[node.children.length - 1];
      if (last && last.type === 'text') {
        const m = ids.suffix.exec((last as Text).value);
        if (m) {
          id = m[1];
          (last as Text).value = (last as Text).value.slice(0, m.index);
          slugger.reserve(id);
        }
      }
      id ??= slugger.slug(slugger.text(node));
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    }
  };
}

/**
 * A paragraph of nothing but `{#id}`. VitePress (markdown-it-attrs, its
 * "end of block" rule) gives the paragraph that id and empties it: an anchor
 * where the line stands. Docusaurus reads `{#id}` only at the end of a
 * heading and shows such a line as text, which is kept, with a warning.
 */
function standaloneId(node: Paragraph, ctx: FileContext, slugger: Slugger, pattern: RegExp) {
  const only = node.children.length === 1 ? node.children[0] : undefined;
  const m = only?.type === 'text' ? pattern.exec(only.value) : null;
  if (!m) return;
  if (ctx.markdown.headingIds === 'vitepress') {
    slugger.reserve(m[1]);
    node.children = [];
    node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: m[1] } };
    return;
  }
  ctx.diagnostics.push(
    unsupported('attribute', {
      message: `A line of only {#${m[1]}} is shown as text: {#id} sets an id only at the end of a heading`,
      file: ctx.file,
      ...positionOf(ctx, node),
      hint: `Put it at the end of the heading it names (## Title {#${m[1]}}); with markdown.headingIds: vitepress the line is an anchor, as VitePress makes it.`,
    }),
  );
}
