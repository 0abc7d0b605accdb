// The whitespace a browser would not show, taken out of a copy of a compiled
// page before it is turned into markdown. hast-util-to-mdast does this itself
// (rehype-minify-whitespace on a structured clone of the whole tree), and that
// was most of the cost of a page's markdown copy: the minifier matches every
// node against its tag lists by building a new matcher per list per node.
// This is the same rule set (HTML's block, content and skippable elements,
// `white-space` of pre, textarea, nobr and table cells) decided by set look-ups,
// and it copies only what it changes: elements get new child arrays, text new
// values, everything else (properties included) is shared with the page's tree,
// which stays as it was. copy-whitespace.test.ts holds it to that minifier's
// result.
import type { Element, Root, RootContent } from 'hast';

type Space = 'normal' | 'nowrap' | 'pre' | 'pre-wrap';
type Node = Root | RootContent;

/** Elements laid out as blocks: whitespace at their edges is never shown. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'br',
  'caption',
  'center',
  'col',
  'colgroup',
  'dd',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'head',
  'header',
  'hgroup',
  'hr',
  'html',
  'legend',
  'li',
  'listing',
  'main',
  'menu',
  'nav',
  'ol',
  'optgroup',
  'option',
  'p',
  'plaintext',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'wbr',
  'xmp',
]);
/** Elements that show something themselves (embedded media, form controls): a space beside them counts. */
const CONTENT = new Set(['audio', 'canvas', 'embed', 'iframe', 'img', 'math', 'object', 'picture', 'svg', 'video', 'button', 'input', 'select', 'textarea']);
/** Elements never shown: looking ahead for the next visible thing passes over them. */
const SKIPPABLE = new Set(['area', 'base', 'basefont', 'dialog', 'datalist', 'head', 'link', 'meta', 'noembed', 'noframes', 'param', 'rp', 'script', 'source', 'style', 'template', 'track', 'title']);

const isElement = (node: Node | undefined): node is Element => node?.type === 'element';
const ignorable = (node: Node) => node.type === 'comment' || node.type === 'doctype';
const shows = (node: Node | undefined) => isElement(node) && CONTENT.has(node.tagName);
const blank = (value: string) => /^[ \t\n\f\r]*$/.test(value);
const collapse = (value: string) => value.replace(/[\t\n\v\f\r ]+/g, ' ');
const edgeSpace = (char: string) => char === ' ' || char === '\n';

function spaceOf(node: Node, inherited: Space): Space {
  if (!isElement(node)) return inherited;
  switch (node.tagName) {
    case 'listing':
    case 'plaintext':
    case 'script':
    case 'style':
    case 'xmp':
      return 'pre';
    case 'nobr':
      return 'nowrap';
    case 'pre':
      return node.properties.wrap ? 'pre-wrap' : 'pre';
    case 'td':
    case 'th':
      return node.properties.noWrap ? 'nowrap' : inherited;
    case 'textarea':
      return 'pre-wrap';
    default:
      return inherited;
  }
}

/** Whether the first thing `node` shows starts a new line (true) or is text or content (false); undefined when it shows nothing. */
function lineBreakAt(node: Node): boolean | undefined {
  if (isElement(node)) {
    if (shows(node)) return false;
    if (BLOCKS.has(node.tagName)) return true;
    if (!node.properties.hidden && !SKIPPABLE.has(node.tagName)) return lineBreakAhead(node.children);
    return undefined;
  }
  if (node.type === 'text') return blank(node.value) ? undefined : false;
  return ignorable(node) ? undefined : false;
}

/** `lineBreakAt` of the first of `nodes` that shows something. */
function lineBreakAhead(nodes: readonly Node[]): boolean | undefined {
  for (const node of nodes) {
    const found = lineBreakAt(node);
    if (found !== undefined) return found;
  }
  return undefined;
}

interface Copied {
  /** Undefined when the node was only whitespace that is not shown. */
  node?: Node;
  /** Comments and doctypes leave the whitespace state as it was. */
  ignore: boolean;
  /** Whether whitespace at the start of what follows is dropped. */
  stripAtStart: boolean;
}

function copy(node: Node, space: Space, before: boolean, after: boolean, byId: Map<string, Element>): Copied {
  if (node.type === 'root' || node.type === 'element') {
    const block = node.type === 'root' || BLOCKS.has(node.tagName);
    const out = { ...node, children: [] as Node[] } as Root | Element;
    if (out.type === 'element') {
      const id = out.properties.id ? String(out.properties.id) : '';
      if (id && !byId.has(id)) byId.set(id, out);
    }
    const stripAtStart = copyChildren(node.children, out.children as Node[], spaceOf(node, space), block || before, block || after, byId);
    return { node: out, ignore: false, stripAtStart };
  }
  if (node.type !== 'text') return { node, ignore: ignorable(node), stripAtStart: false };
  if (space === 'nowrap') return { node: { ...node, value: collapse(node.value) }, ignore: false, stripAtStart: false };
  if (space !== 'normal') return { node, ignore: false, stripAtStart: false };
  const value = collapse(node.value);
  let start = 0;
  let end = value.length;
  let stripAtStart = false;
  if (before && edgeSpace(value.charAt(0))) start++;
  if (start !== end && edgeSpace(value.charAt(end - 1))) {
    if (after) end--;
    else stripAtStart = true;
  }
  if (start === end) return { ignore: false, stripAtStart };
  return { node: { ...node, value: value.slice(start, end) }, ignore: false, stripAtStart };
}

function copyChildren(children: readonly Node[], out: Node[], space: Space, before: boolean, after: boolean, byId: Map<string, Element>): boolean {
  // What follows each child, worked out once from the end: scanning forward
  // from every child was quadratic in a run of siblings that show nothing.
  const ahead = new Array<boolean | undefined>(children.length + 1);
  for (let i = children.length - 1; i >= 0; i--) ahead[i] = lineBreakAt(children[i]!) ?? ahead[i + 1];
  let strip = before;
  for (let i = 0; i < children.length; i++) {
    const result = copy(children[i]!, space, strip, ahead[i + 1] ?? after, byId);
    if (result.node) {
      out.push(result.node);
      if (!result.ignore) strip = result.stripAtStart;
    }
    // A control or an image after a space keeps the space after it too.
    if (shows(result.node)) strip = false;
  }
  return strip || after;
}

/**
 * A copy of `tree` with the whitespace a browser collapses taken out, and the
 * first element of each id in it (hast-util-to-mdast looks elements up by id,
 * e.g. an input's datalist).
 */
export function withoutHiddenWhitespace(tree: Root): { tree: Root; byId: Map<string, Element> } {
  const byId = new Map<string, Element>();
  const { node } = copy(tree, 'normal', true, true, byId);
  return { tree: node as Root, byId };
}
