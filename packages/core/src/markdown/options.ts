// What the pipeline compiles with besides a page's own text: the site's
// `markdown` config and the words it writes into pages, the admonitions'
// default titles in the locale being built (as VitePress's container labels
// are markdown options). Compiled pages are reused only while these are the
// same (site/markdown-routes.ts hashes them).
import { markdownConfigSchema, type MarkdownConfig } from '../config/schema.ts';
import { THEME_TEXTS, type ThemeTexts } from '../shared/theme-texts.ts';
import type { AdmonitionTitleId } from './admonitions.ts';

export interface MarkdownOptions extends MarkdownConfig {
  admonitionTitles: Readonly<Record<AdmonitionTitleId, string>>;
}

export function markdownOptions(markdown: MarkdownConfig, texts: ThemeTexts = THEME_TEXTS): MarkdownOptions {
  const admonitionTitles = Object.fromEntries(Object.entries(texts).filter(([id]) => id.startsWith('theme.admonition.'))) as MarkdownOptions['admonitionTitles'];
  return { ...markdown, admonitionTitles };
}

/** A site's defaults, in English. */
export const DEFAULT_MARKDOWN: MarkdownOptions = markdownOptions(markdownConfigSchema.parse({}));
