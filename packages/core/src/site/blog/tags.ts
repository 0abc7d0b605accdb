// A blog's tags, as Docusaurus makes them: `<routeBasePath>/<tagsBasePath>`
// lists every tag with its number of posts, and each tag's page lists its
// posts, paginated. Only posts whose visibility allows tag pages count; a tag
// no such post carries has no page, and posts show it without a link.
import type { BlogConfig } from '../../schemas/blog.ts';
import type { BlogPost, BlogTagsPageData } from '../../types.ts';
import { joinRoute } from '../../routes/join.ts';
import { slugify } from '../../util/slug.ts';

export interface BlogTags {
  /** The tags list page, when a listed post has a tag. */
  list?: BlogTagsPageData;
  /** Each tag with a page: its label, route and posts. */
  tags: Array<{ label: string; href: string; posts: BlogPost[] }>;
  /** The route of a tag's page, when it has one. */
  hrefOf(label: string): string | undefined;
}

export function blogTags(blog: BlogConfig, listed: BlogPost[], title: string): BlogTags {
  const base = joinRoute(blog.routeBasePath, blog.tagsBasePath);
  const hrefFor = (label: string) => joinRoute(base, slugify(label) || 'tag');
  const byHref = new Map<string, { label: string; href: string; posts: BlogPost[] }>();
  for (const post of listed) {
    for (const label of new Set(post.frontMatter.tags ?? [])) {
      const href = hrefFor(label);
      const tag = byHref.get(href) ?? { label, href, posts: [] };
      tag.posts.push(post);
      byHref.set(href, tag);
    }
  }
  const tags = [...byHref.values()].sort((a, b) => a.label.localeCompare(b.label, 'en'));
  const list: BlogTagsPageData | undefined = tags.length
    ? { kind: 'blog-tags', blogId: blog.id, route: base, source: blog.path, title, tags: tags.map((t) => ({ label: t.label, href: t.href, count: t.posts.length })) }
    : undefined;
  return { list, tags, hrefOf: (label) => (byHref.has(hrefFor(label)) ? hrefFor(label) : undefined) };
}
