// A blog's pages of posts, paginated as Docusaurus paginates them
// (`postsPerPage`; `ALL` for one page): page 1 at the list's route, page n at
// `<route>/<pageBasePath>/<n>`. The blog's own list, each tag's and each
// author's are made here.
import type { BlogConfig } from '../../schemas/blog.ts';
import type { BlogListItem, BlogListPageData } from '../../types.ts';
import { joinRoute } from '../../routes/join.ts';

export interface ListOf {
  blog: BlogConfig;
  /** Page 1's route. */
  route: string;
  title: string;
  description?: string;
  of?: BlogListPageData['of'];
  items: BlogListItem[];
}

/** The pages of one list; one page (empty) when there is no post. */
export function paginatedList({ blog, route, title, description, of, items }: ListOf): BlogListPageData[] {
  const size = blog.postsPerPage === 'ALL' ? Math.max(items.length, 1) : blog.postsPerPage;
  const pages = Math.max(1, Math.ceil(items.length / size));
  const routeOf = (n: number) => (n === 1 ? route : joinRoute(route, blog.pageBasePath, String(n)));
  return Array.from({ length: pages }, (_, i) => ({
    kind: 'blog-list' as const,
    blogId: blog.id,
    route: routeOf(i + 1),
    source: blog.path,
    title,
    ...(description === undefined ? {} : { description }),
    ...(of ? { of } : {}),
    items: items.slice(i * size, (i + 1) * size),
    page: i + 1,
    pages,
    total: items.length,
    ...(i > 0 ? { newer: routeOf(i) } : {}),
    ...(i + 1 < pages ? { older: routeOf(i + 2) } : {}),
  }));
}
