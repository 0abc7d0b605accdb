import { Markdown } from '../Markdown.tsx';
import { useMarkdownTrees } from './markdown-trees.ts';

/** A description, as the tree the site's markdown pipeline compiled at build time. */
export function Prose({ text }: { text?: string }) {
  const trees = useMarkdownTrees();
  if (!text?.trim()) return null;
  const hast = trees?.get(text);
  // Without a compiled tree (a document rendered outside a site build) the text is shown as written.
  return <div className="markdown api-description">{hast ? <Markdown hast={hast} /> : <p>{text}</p>}</div>;
}
