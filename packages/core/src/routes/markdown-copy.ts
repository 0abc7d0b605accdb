import type { BlogPostPageData, DocPageData, SiteData } from '../types.ts';
import type { SiteConfig } from '../config/schema.ts';
import { pageVisibility, visibilityContext } from '../site/visibility.ts';

/** Where a page's markdown copy is published, from the output root: `/docs/flags` → `docs/flags.md`. */
export function markdownCopyFile(route: string): string {
  return route === '/' ? 'index.md' : `${route.replace(/^\//, '')}.md`;
}

/**
 * The URL of a doc's (or a blog post's) markdown copy, when the site
 * publishes one: only the default locale's are copied (llms.txt describes
 * that one site), and only those whose visibility allows a copy.
 */
export function markdownCopyUrl(site: SiteData, page: DocPageData | BlogPostPageData): string | undefined {
  const { config } = site;
  if (!config.llms.markdownFiles || site.locale.current !== config.i18n.defaultLocale) return undefined;
  if (!pageVisibility(page, visibilityContext(site)).mdCopy) return undefined;
  return config.baseUrl + markdownCopyFile(page.route);
}

/**
 * The site base (`https://docs.example.com/`) a locale's docs are copied to
 * markdown with, or undefined when it makes no copies: only the default
 * locale's, and only when a markdown file or an llms.txt uses them.
 */
export function markdownCopyBase(config: SiteConfig, locale: string): string | undefined {
  const { llms } = config;
  if (!(llms.markdownFiles || llms.llmsTxt || llms.llmsFullTxt) || locale !== config.i18n.defaultLocale) return undefined;
  return config.url.replace(/\/$/, '') + config.baseUrl;
}
