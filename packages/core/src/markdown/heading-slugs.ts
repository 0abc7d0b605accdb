// The anchor rules a site's headings follow, by `markdown.headingIds`:
// GitHub's (Docusaurus's default) or VitePress's, so that links into a site
// brought from either keep working. Each slugger makes ids unique within a
// page by appending -1, -2, … as both do. Each also reads a heading's text
// as its tool does, so raw HTML or a component in a heading (`## Options
// <Badge />`) does not become part of the id.
import GithubSlugger from 'github-slugger';
import type { Heading, Nodes, PhrasingContent } from 'mdast';
import { toString as mdastText } from 'mdast-util-to-string';
import type { MarkdownConfig } from '../schemas/markdown.ts';

export interface Slugger {
  /** The text of a heading that its slug is made from. */
  text(heading: Heading): string;
  /** The id for a heading's text, unique within the page. */
  slug(text: string): string;
  /** Reserve an id written by hand (`{#id}`), so a later heading does not take it. */
  reserve(id: string): void;
}

// VitePress's rules (from @mdit-vue/shared): accents dropped, runs of
// spaces and ASCII punctuation become one "-", no "-" at either end, a
// leading digit gets "_", lower case.
const CONTROL = /[\u0000-\u001f]/g;
const SPECIAL = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g;
const COMBINING = /[\u0300-\u036f]/g;

export function vitepressSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING, '')
    .replace(CONTROL, '')
    .replace(SPECIAL, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

function vitepress(): Slugger {
  const taken = new Set<string>();
  const unique = (base: string) => {
    let id = base;
    for (let i = 1; taken.has(id); i++) id = `${base}-${i}`;
    taken.add(id);
    return id;
  };
  return { text: tokensText, slug: (text) => unique(vitepressSlug(text)), reserve: (id) => void taken.add(id) };
}

/**
 * markdown-it-anchor's `getTokensText`, which VitePress keeps: the text and
 * inline code of the heading, so raw HTML and images are left out while the
 * text inside an element (`<Badge>new</Badge>`) is kept.
 */
function tokensText(heading: Heading): string {
  const parts: string[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'text' || node.type === 'inlineCode') parts.push(node.value);
    else if (node.type !== 'html' && node.type !== 'image' && 'children' in node) for (const child of node.children) walk(child);
  };
  walk(heading);
  return parts.join('');
}

/**
 * Docusaurus's headings plugin (@docusaurus/mdx-loader, remark/headings):
 * the heading's text without its raw HTML children; a heading of nothing but
 * HTML keeps it all.
 */
export function headingText(heading: Heading): string {
  const kept = heading.children.filter((c: PhrasingContent) => c.type !== 'html');
  return mdastText(kept.length ? { type: 'paragraph', children: kept } : heading);
}

function github(): Slugger {
  const slugger = new GithubSlugger();
  return { text: headingText, slug: (text) => slugger.slug(text), reserve: (id) => void slugger.slug(id) };
}

export const HEADING_SLUGGERS: Readonly<Record<MarkdownConfig['headingIds'], () => Slugger>> = { github, vitepress };
