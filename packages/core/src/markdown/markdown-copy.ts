// Each doc is also published as clean markdown (`<route>.md`), for readers who
// paste a page into a chat assistant and for llms.txt. It is made from the
// compiled tree, not the source, so links and images already point where the
// HTML page's do, raw HTML has been sanitised, and the theme's blocks come out
// as plain markdown: an admonition as a quote led by its title, tabs as one
// labelled part after another, a highlighted code block as a fenced one.
// Text the page hides (`hidden`) or keeps from language models
// (`:::llms-exclude`) is left out (kept-out.ts), and the page's title is its
// only h1: the body's h1 when the body leads with it as its content title
// (Docusaurus's contentTitle, kept as the page shows it), and any other
// heading the body writes as an h1 becomes an h2, so in llms-full.txt, where
// every h1 starts a page's section, a body cannot start one of its own. The
// body is made where the page is compiled (compile.ts), so it is kept in the
// compile cache with the tree; the renderer adds the title and description.
import type { Element, Root as HastRoot } from 'hast';
import type { BlockContent, Code, Nodes as MdastNodes, Paragraph, Root as MdastRoot, RootContent } from 'mdast';
import { defaultHandlers, defaultNodeHandlers, toMdast, type Handle, type NodeHandle, type State } from 'hast-util-to-mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mathToMarkdown } from 'mdast-util-math';
import { MATH_CLASS } from '../shared/page-features.ts';
import { plainText, rawText } from './plain-text.ts';
import { withoutHiddenWhitespace } from './copy-whitespace.ts';
import { withoutKeptOut } from './kept-out.ts';
import { singleLine } from '../shared/single-line.ts';

export interface MarkdownCopyInput {
  title: string;
  description?: string;
  /** The page's body as markdown (`markdownCopyBody`). */
  body: string;
  /** The body has its own h1 (`CompiledMarkdown.title`), which the page shows instead of `title`. */
  titleInBody?: boolean;
  /** The page's URL, written under the title where copies are joined in one file (llms-full.txt). */
  source?: string;
}

const hasClass = (node: Element, name: string) => {
  const c = node.properties.className;
  return Array.isArray(c) && c.includes(name);
};
const childElements = (node: Element) => node.children.filter((c): c is Element => c.type === 'element');
const findDeep = (node: Element, test: (e: Element) => boolean): Element | undefined => {
  for (const child of childElements(node)) {
    if (test(child)) return child;
    const inner = findDeep(child, test);
    if (inner) return inner;
  }
  return undefined;
};
const strongLine = (text: string): Paragraph => ({ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: text }] }] });

function codeBlock(node: Element): Code {
  const pre = findDeep(node, (e) => e.tagName === 'pre');
  const title = findDeep(node, (e) => hasClass(e, 'code-block-title'));
  const lang = typeof node.properties.dataLanguage === 'string' && node.properties.dataLanguage !== 'text' ? node.properties.dataLanguage : null;
  return { type: 'code', lang, meta: title ? `title="${plainText(title).replace(/"/g, "'")}"` : null, value: pre ? rawText(pre).replace(/\n$/, '') : '' };
}

/**
 * Math as written, `$…$` or `$$…$$`: the TeX is the element's text in a
 * compiled page, and KaTeX's annotation in a page rendered to HTML (MDX).
 */
function math(node: Element) {
  if (!hasClass(node, MATH_CLASS)) return undefined;
  const annotation = findDeep(node, (e) => e.tagName === 'annotation');
  const value = rawText(annotation ?? node);
  return hasClass(node, 'math-display') ? { type: 'math' as const, value } : { type: 'inlineMath' as const, value };
}

const inline =
  (tag: 'span' | 'code'): Handle =>
  (state: State, node: Element) =>
    math(node) ?? defaultHandlers[tag](state, node);

const div: Handle = (state: State, node: Element) => {
  const formula = math(node);
  if (formula) return formula;
  if (hasClass(node, 'code-block')) return codeBlock(node);
  if (hasClass(node, 'admonition')) {
    const title = childElements(node).find((e) => hasClass(e, 'admonition-title'));
    const body = childElements(node).filter((e) => e !== title);
    const children = state.toFlow(body.flatMap((b) => state.all(b)) as RootContent[]) as BlockContent[];
    return { type: 'blockquote', children: [...(title ? [strongLine(plainText(title))] : []), ...children] };
  }
  if (hasClass(node, 'tabs')) {
    const labels = childElements(node)
      .filter((e) => hasClass(e, 'tabs-list'))
      .flatMap(childElements)
      .map((b) => plainText(b));
    const panels = childElements(node).filter((e) => hasClass(e, 'tabs-panel'));
    return panels.flatMap((panel, i) => [strongLine(labels[i] ?? `Tab ${i + 1}`), ...(state.toFlow(state.all(panel) as RootContent[]) as BlockContent[])]);
  }
  return defaultHandlers.div!(state, node);
};

const pre: Handle = (_state: State, node: Element) => math(node) ?? { type: 'code', lang: null, meta: null, value: rawText(node).replace(/\n$/, '') };

/** Controls of the page (copy buttons, tab buttons outside a tab group) say nothing in a text copy. */
const drop: Handle = () => undefined;

/**
 * The compiled page as markdown; `siteBase` is the site's origin and base
 * (`https://docs.example.com/`): root-relative links become absolute.
 * `titleInBody`: the page's title is its body's h1 (`CompiledMarkdown.title`).
 */
export function markdownCopyBody(hast: HastRoot, siteBase: string, titleInBody = false): string {
  // A comment is no content: a page's own are sanitised away, and a rendered
  // MDX page's are React's marks between text nodes (`<!-- -->`).
  const mdast = toMdastWith(withoutKeptOut(hast), { div, pre, span: inline('span'), code: inline('code'), button: drop, input: drop }, { comment: drop });
  adjustForCopy(mdast, siteBase, titleInBody);
  return toMarkdown(mdast, { extensions: [gfmToMarkdown(), mathToMarkdown()], bullet: '-', emphasis: '_', fences: true, rule: '-' }).trim();
}

/**
 * `toMdast`, given the tree with its hidden whitespace already taken out
 * (copy-whitespace.ts) instead of cloning and minifying the whole tree itself:
 * it is handed an empty root, and its root handler converts the prepared tree.
 */
export function toMdastWith(hast: HastRoot, handlers: Record<string, Handle>, nodeHandlers: Record<string, NodeHandle> = {}): MdastRoot {
  const { tree, byId } = withoutHiddenWhitespace(hast);
  const root = (state: State) => {
    for (const [id, element] of byId) state.elementById.set(id, element);
    return defaultNodeHandlers.root!(state, tree);
  };
  return toMdast(EMPTY, { handlers, nodeHandlers: { ...nodeHandlers, root } }) as MdastRoot;
}
const EMPTY: HastRoot = { type: 'root', children: [] };

/**
 * The published copy: the page's title (and, in llms-full.txt, its URL) and
 * description, each on one line, then its body. A body that leads with an h1
 * of its own (its content title) keeps it as the page does: it is the copy's
 * title, with the URL and description after it.
 */
export function markdownCopy({ title, description, body, source, titleInBody }: MarkdownCopyInput): string {
  const lead = titleInBody ? /^# .*(?:\n|$)/.exec(body)?.[0] : undefined;
  const head = [lead ? lead.trim() : `# ${singleLine(title)}`, source ? `Source: ${source}` : '', description ? `> ${singleLine(description)}` : ''].filter(Boolean).join('\n\n');
  if (!lead) return `${head}\n\n${body}\n`;
  const rest = body.slice(lead.length).trim();
  return `${rest ? `${head}\n\n${rest}` : head}\n`;
}

/**
 * A copy of a page is read away from the site: root-relative links and images
 * get the site's origin. And the title is the copy's one h1 (see above): the
 * body's own h1 stays one only when it is the title and leads the body, on
 * one line, as a title line is.
 */
function adjustForCopy(tree: MdastRoot, siteBase: string, titleInBody: boolean) {
  const origin = new URL(siteBase).origin;
  const first = tree.children[0];
  const lead = titleInBody && first?.type === 'heading' && first.depth === 1 ? first : undefined;
  if (lead) oneLine(lead);
  const walk = (node: MdastNodes) => {
    if (node.type === 'heading' && node.depth === 1 && node !== lead) node.depth = 2;
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url.startsWith('/') && !node.url.startsWith('//')) node.url = origin + node.url;
    if ('children' in node) for (const child of node.children) walk(child as MdastNodes);
  };
  walk(tree);
}

/** A heading's line breaks become spaces, so it is written as one ATX line (a break would make it a setext heading). */
function oneLine(node: MdastNodes) {
  if (!('children' in node)) return;
  node.children = node.children.map((child) => (child.type === 'break' ? { type: 'text', value: ' ' } : child)) as typeof node.children;
  for (const child of node.children as MdastNodes[]) {
    if (child.type === 'text' || child.type === 'inlineCode') child.value = child.value.replace(/[\r\n\u0085]+/g, ' ');
    else oneLine(child);
  }
}
