// Heading ids: a `{#custom-id}` suffix wins, otherwise a slug by the site's
// `markdown.headingIds` rules (GitHub's by default), unique within the page.
//
// The page's content title is Docusaurus's `contentTitle`
// (@docusaurus/mdx-loader, remark/contentTitle): the first heading of the
// document, when it is an h1. It stays in the page, with its id and whatever
// it holds (a badge, code), and the theme draws no title of its own above it
// (theme-classic DocItem/Content renders its "synthetic title" only when
// there is no contentTitle). Its text is the title where front matter sets none.
import type { Root, Heading, Text } from 'mdast';
import { visit } from './walk.ts';
import { ctxOf } from './context.ts';
import { HEADING_SLUGGERS, headingText } from './heading-slugs.ts';

const CUSTOM_ID = /\s*\{#([^\s}]+)\}\s*$/;

export function remarkHeadings() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const ctx = ctxOf(file);
    const slugger = HEADING_SLUGGERS[ctx.markdown.headingIds]();
    let first = true;
    visit(tree, 'heading', (node: Heading) => {
      if (first && node.depth === 1) ctx.title = headingText(node).replace(CUSTOM_ID, '').trim();
      first = false;
      let id: string | undefined;
      const last = node.children[node.children.length - 1];
      if (last && last.type === 'text') {
        const m = CUSTOM_ID.exec((last as Text).value);
        if (m) {
          id = m[1];
          (last as Text).value = (last as Text).value.slice(0, m.index);
          slugger.reserve(id);
        }
      }
      id ??= slugger.slug(slugger.text(node));
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    });
  };
}
