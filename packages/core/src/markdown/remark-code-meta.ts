// Keep a code block's meta string (title="…" {1,3-4}) through sanitising, as
// a data attribute the highlighter reads; VitePress's meta written against the
// language (```js{4}) is moved into it first. Meta that nothing reads is
// reported.
import type { Root, Code } from 'mdast';
import { visit } from './walk.ts';
import { ctxOf, positionOf } from './context.ts';
import { lineCount, parseCodeMeta, splitLangMeta } from './code-meta.ts';
import { unsupported } from './unsupported.ts';

export function remarkCodeMeta() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const ctx = ctxOf(file);
    visit(tree, 'code', (node: Code) => {
      splitLangMeta(node);
      if (!node.meta) return;
      const { unknown } = parseCodeMeta(node.meta, lineCount(node.value));
      if (unknown.length) {
        ctx.diagnostics.push(
          unsupported('code-meta', {
            message: `Code block meta ${unknown.map((u) => `"${u}"`).join(', ')} is not understood and has no effect`,
            file: ctx.file,
            ...positionOf(ctx, node),
            hint: 'ctfdocs reads title="…", {1,3-5}, showLineNumbers[=N], [filename] and example; remove the rest (live code blocks and npm2yarn are not supported).',
          }),
        );
      }
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), dataMeta: node.meta } };
    });
  };
}
