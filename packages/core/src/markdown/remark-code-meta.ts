// Keep a code block's meta string (title="…" {1,3-4}) through sanitising, as
// a data attribute the highlighter reads; VitePress's meta written against the
// language (```js{4}) is moved into it first. Meta that nothing reads is
// reported once the site's remark plugins have run (`remarkUnreadCodeMeta`,
// a row after theirs): a block a plugin replaced, as npm2yarn replaces its
// own, was read.
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
    visit(tree, 'code', (node: Code) => {
      if (!node.meta) return;
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
    });
  };
}
