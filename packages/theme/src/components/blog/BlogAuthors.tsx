import type { BlogAuthor as Author } from '@ctfdocs/core';
import { BlogAuthor } from './BlogAuthor.tsx';

/** A post's authors, side by side. */
export function BlogAuthors({ authors }: { authors: Author[] }) {
  if (!authors.length) return null;
  return (
    <div className="blog-authors">
      {authors.map((a, i) => (
        <BlogAuthor key={a.key ?? i} author={a} />
      ))}
    </div>
  );
}
