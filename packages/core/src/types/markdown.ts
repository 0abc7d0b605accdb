// What the markdown pipeline makes of one file (markdown/compile.ts) and
// hands to the checks and the renderer, and the data it keeps in hast nodes.
import type { Root as HastRoot } from 'hast';
import type { Diagnostic } from './diagnostic.ts';

export interface TocItem {
  id: string;
  text: string;
  level: number;
}

/** A link written in a page's source, with where it was written. */
export interface SourceLink {
  url: string;
  line?: number;
  column?: number;
  /** Set for links to markdown files (`./x.md`) that resolved to no doc. */
  brokenMarkdownTarget?: string;
  /** The file it is written in when that is not the page's own: a partial the MDX page imports. */
  file?: string;
}

/** One section of a page for the search index: the page itself or an h2/h3. */
export interface SearchSection {
  anchor: string;
  heading: string;
  level: number;
  text: string;
}

/** What the markdown pipeline makes of one file: parsed once, reused by every later stage. */
export interface CompiledMarkdown {
  hast: HastRoot;
  /**
   * The text of the body's content title: its first heading, when that is an
   * h1. The h1 stays in the body, which then shows it instead of a title
   * drawn by the theme (as Docusaurus's DocItem does).
   */
  title?: string;
  toc: TocItem[];
  links: SourceLink[];
  sections: SearchSection[];
  /** Local files the page refers to (images), resolved to absolute paths. */
  assets: string[];
  diagnostics: Diagnostic[];
  /**
   * Set for an MDX page: its compiled ES module (imports left as written),
   * which the renderer bundles and renders into `hast`. `toc`, `links`
   * and `sections` come from the markdown parts of the page.
   */
  mdx?: { code: string };
  /** The files the page includes (VitePress's `<!--@include:-->` and `<<<`), by real path: editing one rebuilds the page. */
  includes?: string[];
  /** The origins of the frames the page embeds (markdown/embeds/), when it has any: the Content-Security-Policy allows them. */
  embeds?: string[];
  /** The page's markdown copy (markdown-copy.ts), when the compile was asked for it, and the site base its links were made absolute with. */
  markdownCopy?: { siteBase: string; body: string };
  /**
   * A hash of what the result was made from and the images it shows
   * (site/compile-sources.ts): serve's render memo reuses the page's HTML
   * while it is the same.
   */
  key?: string;
  /** The page's diagrams (```mermaid blocks), when it has any: the build checks their syntax (the renderer's diagram-check.ts). */
  diagrams?: DiagramSource[];
}

/** A diagram as written in a page: its source and the line of the file it starts on. */
export interface DiagramSource {
  line: number;
  source: string;
  /** The file it was written in, when the page includes it from another (VitePress's `<!--@include:-->`). */
  file?: string;
}

/** A page's markdown as the checks that scan it see it: site-relative path, body, and the file line the body starts on. */
export interface MarkdownSource {
  file: string;
  body: string;
  bodyLine: number;
}

/** A local image as it was registered: path, URL (named by its content) and size. */
export type ImageStamp = [absPath: string, url: string, width?: number, height?: number];

declare module 'hast' {
  interface ElementData {
    /**
     * Markup the pipeline generated for this element (a highlighted code
     * block's tokens, see markdown/rehype-code.ts), which the theme writes as
     * HTML. Kept in node data, which raw HTML in a page cannot set, never in
     * an attribute.
     */
    highlighted?: string;
    /** KaTeX's rendering of a math element (markdown/rehype-math.ts), written by the theme the same way. */
    katex?: string;
  }
}
