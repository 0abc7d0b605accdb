// Heading ids: a `{#custom-id}` suffix wins, otherwise a slug by the site's
// `markdown.headingIds` rules (GitHub's by default), unique within the page. The first h1 becomes the page title.
import type { Root, Heading, Text } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import { visit } from './walk.ts';
import { ctxOf } from './context.ts';
import { HEADING_SLUGGERS } from './heading-slugs.ts';

const CUSTOM_ID = /\s*\{#([^\s}]+)\}\s*$/;

export function remarkHeadings() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const ctx = ctxOf(file);
    const slugger = HEADING_SLUGGERS[ctx.markdown.headingIds]();
    // MDX's import and export lines and {/* comments */} come before the title too.
    const first = tree.children.find((n) => n.type !== 'yaml' && n.type !== 'html' && n.type !== 'mdxjsEsm' && n.type !== 'mdxFlowExpression');
    if (first && first.type === 'heading' && first.depth === 1) {
      ctx.title = textOf(first).replace(CUSTOM_ID, '').trim();
      tree.children.splice(tree.children.indexOf(first), 1);
    }
    visit(tree, 'heading', (node: Heading) => {
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
      id ??= slugger.slug(textOf(node));
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    });
  };
}
