// Keep a code block's meta string (title="…" {1,3-4}) through sanitising, as
// a data attribute the highlighter reads; VitePress's meta written against the
// language (```js{4}) is moved into it first. Meta that nothing reads is
// reported once the site's remark plugins have run (`remarkUnreadCodeMeta`,
// a row after theirs): a block a plugin replaced, as npm2yarn replaces its
// own, or moved into an element it made, was read.
import type { Root, Code } from 'mdast';
import { visit } from './walk.ts';
import { ctxOf, positionOf } from './context.ts';
import { lineCount, parseCodeMeta, splitLangMeta } from './code-meta.ts';
import { unsupported } from './unsupported.ts';

export function remarkCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      splitLangMeta(node);
      if (!node.meta) return;
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), dataMeta: node.meta } };
    });
  };
}

export function remarkUnreadCodeMeta() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const ctx = ctxOf(file);
    for (const node of codeBlocksToCheck(tree)) {
      if (!node.meta) continue;
      const { unknown } = parseCodeMeta(node.meta, lineCount(node.value));
      if (unknown.length) {
        ctx.diagnostics.push(
          unsupported('code-meta', {
            message: `Code block meta ${unknown.map((u) => `"${u}"`).join(', ')} is not understood and has no effect`,
            file: ctx.file,
            ...positionOf(ctx, node),
            hint: 'ctfdocs reads title="…", {1,3-5}, showLineNumbers[=N], [filename] and example; remove the rest (live code blocks are not supported; npm2yarn needs @docusaurus/remark-plugin-npm2yarn in remarkPlugins).',
          }),
        );
      }
    }
  };
}

type Parent = { type: string; position?: unknown; children?: Parent[] };

/**
 * The code blocks whose meta is ctfdocs's to read: not those a site plugin
 * moved into a JSX element it made (no position: it was not written),
 * whose meta that plugin read and left in place, as
 * docusaurus-remark-plugin-tab-blocks leaves `tab` on each TabItem's block.
 */
function codeBlocksToCheck(root: Root): Code[] {
  const out: Code[] = [];
  const walk = (node: Parent) => {
    if (node.type === 'code') out.push(node as unknown as Code);
    else if (!(node.type.startsWith('mdxJsx') && !node.position)) for (const child of node.children ?? []) walk(child);
  };
  walk(root as unknown as Parent);
  return out;
}
