// A blog's feeds, as Docusaurus names them: `rss.xml`, `atom.xml` and
// `feed.json` under the blog's route. The renderer writes them
// (renderer/src/feeds/); every page's head names them.
import type { BlogConfig, FeedType } from '../../schemas/blog.ts';
import type { SiteConfig } from '../../config/schema.ts';
import { joinRoute } from '../../routes/join.ts';

export const FEEDS: Record<FeedType, { file: string; mime: string; label: string }> = {
  rss: { file: 'rss.xml', mime: 'application/rss+xml', label: 'RSS Feed' },
  atom: { file: 'atom.xml', mime: 'application/atom+xml', label: 'Atom Feed' },
  json: { file: 'feed.json', mime: 'application/feed+json', label: 'JSON Feed' },
};

/** The route of a blog's feed of this type. */
export function feedRoute(blog: BlogConfig, type: FeedType): string {
  return joinRoute(blog.routeBasePath, FEEDS[type].file);
}

/** The feeds' title: `feedOptions.title`, else the site's. */
export function feedTitle(blog: BlogConfig, config: SiteConfig): string {
  return blog.feedOptions.title ?? config.title;
}
