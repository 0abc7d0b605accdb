// GitHub's alerts: a quote whose first line is `[!NOTE]`, `[!TIP]`,
// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` becomes that admonition.
import type { Blockquote, Root, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from './walk.ts';
import { ctxOf } from './context.ts';
import { GITHUB_ALERTS } from './admonitions.ts';
import { toAdmonition } from './containers/admonition.ts';

const MARKER = /^\[!([A-Za-z]+)\][ \t]*(?:\r?\n|$)/;

export function remarkAlerts() {
  return (tree: Root, file: { data: Record<string, unknown>; value?: unknown }) => {
    // Most pages have no alert: skip the walk.
    if (!String(file.value ?? '').includes('[!')) return;
    visit(tree, 'blockquote', (node: Blockquote, index, parent) => {
      const first = node.children[0];
      const text = first?.type === 'paragraph' ? first.children[0] : undefined;
      if (text?.type !== 'text') return;
      const m = MARKER.exec(text.value);
      const kind = m && GITHUB_ALERTS[m[1].toUpperCase()];
      if (!kind || first.type !== 'paragraph') return;
      (text as Text).value = text.value.slice(m[0].length);
      if (!text.value) first.children.shift();
      const body = first.children.length ? node.children : node.children.slice(1);
      // Not a quote any more: a box like a container's, drawn the same way.
      const alert: ContainerDirective = { type: 'containerDirective', name: 'alert', attributes: {}, children: [], position: node.position };
      toAdmonition(alert, kind, undefined, body, ctxOf(file));
      if (parent && typeof index === 'number') parent.children[index] = alert;
    });
  };
}
