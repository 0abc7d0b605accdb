// Keep a code block's meta string (title="…" {1,3-4}) through sanitising, as
// a data attribute the highlighter reads.
import type { Root, Code } from 'mdast';
import { visit } from './walk.ts';

export function remarkCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      if (node.meta) node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), dataMeta: node.meta } };
    });
  };
}
