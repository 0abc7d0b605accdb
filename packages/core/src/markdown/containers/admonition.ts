// `:::note`, `:::tip[Title]`, `:::warning{title="Title"}`, VitePress's
// `::: danger Title` (see container-fences.ts), and GitHub's alerts: one box.
import type { BlockContent, DefinitionContent, Paragraph, PhrasingContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { AdmonitionKind } from '../admonitions.ts';
import type { FileContext } from '../context.ts';
import type { ContainerHandler } from './types.ts';
import { takeTitle } from './label.ts';

type Flow = BlockContent | DefinitionContent;

/** Make `node` the admonition box of `kind` around `body`; without a `title` of its own, the kind's in the locale being built. */
export function toAdmonition(node: { data?: unknown; children: unknown[] }, kind: AdmonitionKind, title: PhrasingContent[] | undefined, body: Flow[], ctx: FileContext) {
  node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${kind.className}`], role: 'note' } };
  const heading: Paragraph = {
    type: 'paragraph',
    data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
    children: title ?? [{ type: 'text', value: ctx.markdown.admonitionTitles[kind.title] }],
  };
  const content = { type: 'paragraph', data: { hName: 'div', hProperties: { className: ['admonition-body'] } }, children: body } as unknown as Paragraph;
  node.children = [heading, content];
}

export function admonitionHandler(kind: AdmonitionKind): ContainerHandler {
  return (node: ContainerDirective, { ctx }) => {
    const title = takeTitle(node);
    toAdmonition(node, kind, title, node.children as Flow[], ctx);
  };
}
