// What the shell draws for a blog's pages (the theme's components/blog/),
// and the head each page gets: a post's description, keywords, markdown
// copy and social image, and the recent posts' menu offered in the navbar's drawer.
import { createElement, type ReactElement } from 'react';
import { markdownCopyUrl, type BlogPageData, type PageImage, type SiteData } from '@ctfdocs/core';
import { BlogArchivePage, BlogAuthorsPage, BlogListPage, BlogPostPage, BlogTagsPage, type ShellContext } from '@ctfdocs/theme';

export interface BlogPageParts {
  element: ReactElement;
  meta: { title?: string; description?: string; keywords?: string[]; markdown?: string; image?: PageImage };
  /** The navbar's drawer offers the blog's recent posts, as it offers a docs sidebar. */
  context: Pick<ShellContext, 'pageMenu'>;
}

export function blogPageParts(site: SiteData, page: BlogPageData): BlogPageParts {
  const sidebar = site.blogs.find((b) => b.id === page.blogId)?.sidebar;
  const context = sidebar ? { pageMenu: sidebar.title } : {};
  switch (page.kind) {
    case 'blog-post':
      return {
        element: createElement(BlogPostPage, { page }),
        meta: { title: page.title, description: page.description, keywords: page.keywords, markdown: markdownCopyUrl(site, page), image: page.image },
        context,
      };
    case 'blog-list':
      return { element: createElement(BlogListPage, { page }), meta: { title: page.title, description: page.description }, context };
    case 'blog-tags':
      return { element: createElement(BlogTagsPage, { page }), meta: { title: page.title }, context };
    case 'blog-authors':
      return { element: createElement(BlogAuthorsPage, { page }), meta: { title: page.title }, context };
    case 'blog-archive':
      return { element: createElement(BlogArchivePage, { page }), meta: { title: page.title, description: page.description }, context };
  }
}
