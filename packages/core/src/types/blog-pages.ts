// What the renderer needs about a blog's pages (site/blog/pages.ts): each
// post, the paginated lists (the blog's, a tag's, an author's), the tags,
// the authors and the archive.
import type { VisibilityFlags } from '../site/visibility.ts';
import type { BlogAuthor } from './content.ts';
import type { CompiledMarkdown, TocItem } from './markdown.ts';
import type { PageImage } from './pages.ts';

/** What a post shows above its content, on its page and in lists. */
export interface BlogPostHeader {
  route: string;
  title: string;
  /** ISO 8601. */
  date: string;
  authors: BlogAuthor[];
  /** Its tags, each linking to its page when it has one (a tag only unlisted posts carry has none). */
  tags: Array<{ label: string; href?: string }>;
  /** Minutes, when the blog shows reading times. */
  readingTime?: number;
}

export interface BlogPostPageData extends BlogPostHeader {
  kind: 'blog-post';
  blogId: string;
  source: string;
  description?: string;
  compiled: CompiledMarkdown;
  toc: TocItem[];
  hideToc: boolean;
  keywords?: string[];
  /** Its `image` front matter, published: its social image, and its picture in feeds. */
  image?: PageImage;
  /** `draft`, `unlisted` and `noindex` as its front matter says (see DocPageData.flags). */
  flags: VisibilityFlags;
  /** The next post by date, and the one before: Docusaurus's "Newer post" and "Older post". */
  newer?: { label: string; href: string };
  older?: { label: string; href: string };
  editUrl?: string;
  lastUpdate?: { date?: string; author?: string };
}

/** A post as a list page shows it. */
export interface BlogListItem extends BlogPostHeader {
  source: string;
  /** The post's summary (the part before its truncate marker), or the whole post when it has no marker. */
  content: CompiledMarkdown;
  /** What `content` was compiled as: the post's source, or its excerpt's key (site/blog/content-keys.ts). */
  contentKey: string;
  /** `content` is a summary: the item links to the rest ("Read more"). */
  truncated: boolean;
}

/** A page of a blog's posts: the blog's own list, one tag's or one author's, paginated. */
export interface BlogListPageData {
  kind: 'blog-list';
  blogId: string;
  route: string;
  source: string;
  title: string;
  description?: string;
  /** What the list is of, when not the whole blog. */
  of?: { tag: string; allTags: string } | { author: BlogAuthor; allAuthors?: string };
  items: BlogListItem[];
  /** Page `page` of `pages` (from 1), and the routes of the newer and older pages. */
  page: number;
  pages: number;
  /** How many posts the list holds, on all its pages. */
  total: number;
  newer?: string;
  older?: string;
}

/** Every tag of a blog's listed posts, with how many posts carry it. */
export interface BlogTagsPageData {
  kind: 'blog-tags';
  blogId: string;
  route: string;
  source: string;
  title: string;
  tags: Array<{ label: string; href: string; count: number }>;
}

/** Every author of a blog who has a page, with their number of listed posts. */
export interface BlogAuthorsPageData {
  kind: 'blog-authors';
  blogId: string;
  route: string;
  source: string;
  title: string;
  authors: Array<BlogAuthor & { page: string; count: number }>;
}

/** Every listed post of a blog, newest first, by title and date. */
export interface BlogArchivePageData {
  kind: 'blog-archive';
  blogId: string;
  route: string;
  source: string;
  title: string;
  description?: string;
  posts: Array<{ title: string; href: string; date: string }>;
}

export type BlogPageData = BlogPostPageData | BlogListPageData | BlogTagsPageData | BlogAuthorsPageData | BlogArchivePageData;
