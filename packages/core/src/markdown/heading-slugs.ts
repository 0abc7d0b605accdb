// The anchor rules a site's headings follow, by `markdown.headingIds`:
// GitHub's (Docusaurus's default) or VitePress's, so that links into a site
// brought from either keep working. Each slugger makes ids unique within a
// page by appending -1, -2, … as both do.
import GithubSlugger from 'github-slugger';
import type { MarkdownConfig } from '../config/schema.ts';

export interface Slugger {
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
  return { slug: (text) => unique(vitepressSlug(text)), reserve: (id) => void taken.add(id) };
}

function github(): Slugger {
  const slugger = new GithubSlugger();
  return { slug: (text) => slugger.slug(text), reserve: (id) => void slugger.slug(id) };
}

export const HEADING_SLUGGERS: Readonly<Record<MarkdownConfig['headingIds'], () => Slugger>> = { github, vitepress };
