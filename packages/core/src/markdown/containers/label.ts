// A container directive's label (`:::name[Label]`) and its text.
import type { Paragraph, PhrasingContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';

/** Remove the label paragraph remark-directive puts first, and return its content. */
export function takeLabel(node: ContainerDirective): PhrasingContent[] | undefined {
  const first = node.children[0];
  if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    node.children.shift();
    return (first as Paragraph).children;
  }
  return undefined;
}

export function labelText(children: PhrasingContent[] | undefined): string {
  return (children ?? []).map((c) => ('value' in c ? c.value : 'children' in c ? labelText(c.children as PhrasingContent[]) : '')).join('');
}

/** The label, else a `title` attribute (`:::note{title="…"}`), as phrasing content. */
export function takeTitle(node: ContainerDirective): PhrasingContent[] | undefined {
  const label = takeLabel(node);
  if (label?.length) return label;
  const title = node.attributes?.title;
  return title ? [{ type: 'text', value: title }] : undefined;
}
