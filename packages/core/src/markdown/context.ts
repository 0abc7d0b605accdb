import path from 'node:path';
import type { DiagramSource, Diagnostic, SourceLink } from '../types.ts';
import type { ImageAsset, RefusedImage } from '../assets/images.ts';
import { originOf, type LineRun } from './includes/line-map.ts';
import type { MarkdownOptions } from './options.ts';

/** Per-file data the pipeline's plugins read from and write to (vfile.data.ctfdocs). */
export interface FileContext {
  /** Site-root-relative path of the file, for diagnostics. */
  file: string;
  /** Absolute path of the file, to resolve relative links and images. */
  absPath: string;
  /** Line in the file where the body starts, so positions point at the real line. */
  lineOffset: number;
  /** Absolute path of a markdown file → its route, or undefined when it is no page. */
  resolveMarkdown(absPath: string): string | undefined;
  /**
   * Absolute folders a link to a markdown file is also looked up from, in
   * order, after the page's own (Docusaurus's content paths: the locale's
   * translations, the version's docs folder, then the site's folder).
   */
  linkRoots: string[];
  /** Register a local image (a file, or a path from the site root found in a static folder): its asset, why it is refused, or undefined when missing. */
  addAsset(image: string | { staticPath: string }): Pick<ImageAsset, 'url' | 'source' | 'width' | 'height' | 'removed'> | RefusedImage | undefined;
  /** The site's `markdown` config (heading ids, magic comments) and the locale's admonition titles. */
  markdown: MarkdownOptions;
  /** The origins a page may frame (`embeds.allow`); none for text from outside the site (API descriptions). */
  embedOrigins: readonly string[];
  /** Where each line of the body was written, when it includes other files (includes/line-map.ts). */
  lineMap?: readonly LineRun[];
  links: SourceLink[];
  assets: string[];
  /** The origins of the frames the page keeps, for the Content-Security-Policy. */
  embeds: string[];
  /** The page's ```mermaid blocks, for the build's syntax check. */
  diagrams: DiagramSource[];
  diagnostics: Diagnostic[];
  /**
   * Take the content title out of the body (Docusaurus's mdx-loader option of
   * that name, which its blog sets): a post's header shows the title.
   */
  removeContentTitle?: boolean;
  /** The content title's text, when the body keeps it (remark-headings.ts). */
  title?: string;
}

export function ctxOf(file: { data: Record<string, unknown> }): FileContext {
  return file.data.ctfdocs as FileContext;
}

/** A node's place in the file (not the body): the line counts the front matter. */
export function positionOf(ctx: FileContext, node: { position?: { start: { line: number; column: number } } }): { line?: number; column?: number } {
  return { line: node.position ? node.position.start.line + ctx.lineOffset - 1 : undefined, column: node.position?.start.column };
}

/**
 * The folders a relative link or image of `node` resolves from: the folder
 * of the file it was written in (an included file's, as VitePress rebases
 * them), then the page's, where VitePress 1 resolved them.
 */
export function foldersOf(ctx: FileContext, node: { position?: { start: { line: number } } }): string[] {
  const page = path.dirname(ctx.absPath);
  if (!ctx.lineMap || !node.position) return [page];
  const written = path.dirname(originOf(ctx.lineMap, node.position.start.line).file);
  return written === page ? [page] : [written, page];
}
