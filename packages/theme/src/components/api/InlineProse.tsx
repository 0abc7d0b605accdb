import { Markdown } from '../Markdown.tsx';
import { useMarkdownTrees } from './markdown-trees.ts';

/**
 * A one-paragraph description as phrasing content, for places that only take
 * inline markup (a response's summary line); longer ones get `undefined`.
 */
export function InlineProse({ text }: { text: string }) {
  const trees = useMarkdownTrees();
  const hast = trees?.get(text);
  const only = hast?.children.length === 1 ? hast.children[0] : undefined;
  if (!hast) return <span className="api-inline-description">{text}</span>;
  if (only?.type !== 'element' || only.tagName !== 'p') return null;
  return (
    <span className="api-inline-description markdown">
      <Markdown hast={{ type: 'root', children: only.children }} />
    </span>
  );
}
