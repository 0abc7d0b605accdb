// VitePress's `::: code-group`: its code blocks become tabs, each labelled by
// its `[filename]` (else its language).
import type { Code } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { ContainerHandler } from './types.ts';
import { takeLabel } from './label.ts';
import { toTabs } from './tabs.ts';
import { lineCount, parseCodeMeta, splitLangMeta } from '../code-meta.ts';

const FILENAME = /\[[^\]]*\]/;

export const codeGroup: ContainerHandler = (node, scope) => {
  takeLabel(node);
  const blocks = node.children.filter((c): c is Code => c.type === 'code');
  const panels = blocks.map((code, i) => {
    splitLangMeta(code);
    const { filename } = parseCodeMeta(code.meta, lineCount(code.value));
    // The label says the file name; the block does not repeat it as a title.
    if (filename !== undefined) code.meta = code.meta!.replace(FILENAME, '').trim() || null;
    const panel: ContainerDirective = { type: 'containerDirective', name: 'code-group-tab', attributes: {}, children: [code] };
    return { label: filename || code.lang || `Tab ${i + 1}`, node: panel };
  });
  toTabs(node, panels, scope, {
    dropped: blocks.length !== node.children.length,
    message: 'A ::: code-group block may contain only code blocks; other content in it is dropped',
    hint: 'Move the text out of the code group, or into a comment inside a code block.',
  });
};
