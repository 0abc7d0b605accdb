// What the pipeline compiles with besides a page's own text: the site's
// `markdown` config and the words it writes into pages, the admonitions'
// default titles in the locale being built (as VitePress's container labels
// are markdown options), and the names of the site's own MDX components
// (`mdxComponents`), which MDX pages use without an import. Compiled pages
// are reused only while these are the same (site/markdown-routes.ts hashes
// them). The site's plugin lists are not among them: each page compiles with
// the set of plugins it takes (site-plugins/sets.ts), which its own key names.
import { markdownConfigSchema, type MarkdownConfig } from '../schemas/markdown.ts';
import { THEME_TEXTS, type ThemeTexts } from '../shared/theme-texts.ts';
import type { AdmonitionTitleId } from './admonitions.ts';

export interface MarkdownOptions extends Omit<MarkdownConfig, 'remarkPlugins' | 'rehypePlugins'> {
  admonitionTitles: Readonly<Record<AdmonitionTitleId, string>>;
  /** The components the site's `mdxComponents` module gives every MDX page (renderer/theme-components.ts). */
  siteMdxComponents: readonly string[];
}

export function markdownOptions(markdown: MarkdownConfig, texts: ThemeTexts = THEME_TEXTS, siteMdxComponents: readonly string[] = []): MarkdownOptions {
  const admonitionTitles = Object.fromEntries(Object.entries(texts).filter(([id]) => id.startsWith('theme.admonition.'))) as MarkdownOptions['admonitionTitles'];
  const { remarkPlugins: _remark, rehypePlugins: _rehype, ...options } = markdown;
  return { ...options, admonitionTitles, siteMdxComponents };
}

/** A site's defaults, in English. */
export const DEFAULT_MARKDOWN: MarkdownOptions = markdownOptions(markdownConfigSchema.parse({}));

/**
 * What of the `markdown` config changes how a page parses, rather than what
 * a plugin makes of the tree: remark-math's syntax. A compiler makes one
 * processor per value (compile.ts), since a parser's extensions are fixed
 * when it is made.
 */
export interface MarkdownSyntax {
  math: false | { singleDollar: boolean };
}

export function markdownSyntax(markdown: Pick<MarkdownConfig, 'math'>): MarkdownSyntax {
  const { math } = markdown;
  return { math: math === true ? { singleDollar: true } : math };
}

/** A processor's key: the same syntax gives the same key. */
export function syntaxKey(syntax: MarkdownSyntax): string {
  return JSON.stringify(syntax);
}
