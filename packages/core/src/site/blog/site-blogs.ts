// What every page's shell knows of the site's blogs: each blog's route and
// title, its recent posts (the sidebar of its pages: `blogSidebarCount` of
// the posts it lists, in its order), and its feeds, which every page's head
// names as Docusaurus's do.
import type { SiteConfig } from '../../config/schema.ts';
import type { ContentGraph, SiteBlog } from '../../types.ts';
import { FEEDS, feedRoute, feedTitle } from './feeds.ts';

export function siteBlogs(config: SiteConfig, graph: ContentGraph): SiteBlog[] {
  return graph.blogs.map(({ config: blog, posts }) => {
    const recent = posts.filter((p) => p.visibility.html && p.visibility.sidebar);
    const count = blog.blogSidebarCount === 'ALL' ? recent.length : blog.blogSidebarCount;
    const title = feedTitle(blog, config);
    return {
      id: blog.id,
      routeBasePath: blog.routeBasePath,
      title: blog.blogTitle,
      ...(count > 0 ? { sidebar: { title: blog.blogSidebarTitle, items: recent.slice(0, count).map((p) => ({ label: p.title, href: p.route })) } } : {}),
      feeds: blog.feedOptions.type.map((type) => ({ type, mime: FEEDS[type].mime, href: feedRoute(blog, type), title: `${title} ${FEEDS[type].label}` })),
    };
  });
}
