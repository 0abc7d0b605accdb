// Text a page shows to some readers and not to others. The `hidden`
// attribute hides an element from every reader of the HTML, so no machine
// output (the markdown copy, llms-full.txt, the search index) carries its
// text either: a page could otherwise hand language models words no reader
// sees. A `:::llms-exclude` block (or the comment pair, see
// remark-llms-exclude.ts) is shown on the page and in its search results but
// kept out of the markdown copy and llms-full.txt.
import type { Element, Root, RootContent } from 'hast';

/** The class an `llms-exclude` block is marked with; it survives the sanitiser and the rendered HTML (an MDX page's copy is made from that). */
export const LLMS_EXCLUDE_CLASS = 'llms-exclude';

/** An element the HTML hides from every reader. */
export function hiddenFromReaders(el: Element): boolean {
  const hidden = el.properties.hidden;
  return hidden !== undefined && hidden !== null && hidden !== false;
}

function keptOutOfCopies(el: Element): boolean {
  const c = el.properties.className;
  return hiddenFromReaders(el) || (Array.isArray(c) && c.includes(LLMS_EXCLUDE_CLASS));
}

/**
 * The tree as a markdown copy shows it: without hidden elements and
 * `llms-exclude` blocks. Only the elements on the way to one are copied;
 * the rest is shared with the page's tree, which stays as it was.
 */
export function withoutKeptOut(tree: Root): Root {
  const children = keep(tree.children);
  return children === tree.children ? tree : { ...tree, children };
}

function keep<T extends RootContent>(nodes: T[]): T[] {
  let out: T[] | undefined;
  nodes.forEach((node, i) => {
    const kept = node.type !== 'element' ? node : keptOutOfCopies(node) ? undefined : withKeptChildren(node);
    if (kept !== node && !out) out = nodes.slice(0, i);
    if (out && kept) out.push(kept as T);
  });
  return out ?? nodes;
}

function withKeptChildren(el: Element): Element {
  const children = keep(el.children);
  return children === el.children ? el : { ...el, children };
}
