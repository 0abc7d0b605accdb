// The route of every markdown file: links between pages resolve through it,
// so it is what every compiled page depends on besides its own text.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ContentGraph, SiteData } from '../types.ts';
import type { SiteConfig } from '../config/schema.ts';
import { markdownOptions, type MarkdownOptions } from '../markdown/options.ts';
import type { ThemeTexts } from '../shared/theme-texts.ts';

export interface MarkdownRoutes {
  /** Absolute path of each markdown file (a doc under both its folders when translated) → its route. */
  bySource: Map<string, string>;
  /** What pages compile with: the `markdown` config, the locale's admonition titles and the site's MDX components. */
  markdown: MarkdownOptions;
  /**
   * A hash of the routes and `markdown`: a compiled page, or an API
   * document's compiled descriptions, may be reused while it is the same.
   */
  key: string;
}

export function markdownRoutes(
  graph: ContentGraph,
  config: SiteConfig,
  rootDir: string,
  locale: SiteData['locale'] | undefined,
  texts: ThemeTexts,
  siteMdxComponents: readonly string[] = [],
): MarkdownRoutes {
  // In another locale's copy of the site, links lead to its routes.
  const localePrefix = locale && config.baseUrl !== locale.siteBaseUrl ? `/${config.baseUrl.slice(locale.siteBaseUrl.length).replace(/\/$/, '')}` : '';
  const bySource = new Map<string, string>();
  for (const inst of graph.instances) {
    for (const d of inst.docs) {
      if (!d.visibility.html) continue;
      // A translated doc may link to one that has no translation, and the other way round:
      // both folders' paths of a doc lead to its route.
      for (const dir of [inst.config.path, inst.translationPath]) if (dir) bySource.set(path.resolve(rootDir, dir, d.relPath), localePrefix + d.route);
      bySource.set(path.resolve(rootDir, d.source), localePrefix + d.route);
    }
  }
  for (const p of graph.pages) if (p.kind === 'md') bySource.set(path.resolve(rootDir, p.source), localePrefix + p.route);
  for (const blog of graph.blogs) for (const p of blog.posts) if (p.visibility.html) bySource.set(path.resolve(rootDir, p.source), localePrefix + p.route);
  const markdown = markdownOptions(config.markdown, texts, siteMdxComponents);
  const key = createHash('sha256')
    .update([...bySource].join('\n'))
    .update('\0')
    .update(JSON.stringify(markdown))
    .digest('hex');
  return { bySource, markdown, key };
}
