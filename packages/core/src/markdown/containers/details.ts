// `::: details Title` (VitePress): a collapsible block, open on click.
import type { Paragraph } from 'mdast';
import type { ContainerHandler } from './types.ts';
import { takeTitle } from './label.ts';

export const details: ContainerHandler = (node) => {
  const title = takeTitle(node);
  node.data = { hName: 'details', hProperties: { className: ['details'] } };
  const summary: Paragraph = { type: 'paragraph', data: { hName: 'summary' }, children: title ?? [{ type: 'text', value: 'Details' }] };
  node.children = [summary, ...node.children] as typeof node.children;
};
