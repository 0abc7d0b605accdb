import type { BlogPostHeader as Header } from '@ctfdocs/core';
import { useHref } from '../../context.tsx';
import { BlogAuthors } from './BlogAuthors.tsx';
import { PostMeta } from './PostMeta.tsx';

/** A post's title, date, reading time and authors: the post page's h1, or a list item's h2 linking to the post. */
export function BlogPostHeader({ post, linked }: { post: Header; linked?: boolean }) {
  const href = useHref();
  return (
    <header className="blog-post-header">
      {linked ? (
        <h2 className="blog-post-title">
          <a href={href(post.route)}>{post.title}</a>
        </h2>
      ) : (
        <h1 className="blog-post-title">{post.title}</h1>
      )}
      <PostMeta date={post.date} readingTime={post.readingTime} />
      <BlogAuthors authors={post.authors} />
    </header>
  );
}
