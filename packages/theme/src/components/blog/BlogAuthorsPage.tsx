import type { BlogAuthorsPageData } from '@ctfdocs/core';
import { formatText, pluralForm } from '@ctfdocs/core';
import { useShell, useText } from '../../context.tsx';
import { BlogAuthor } from './BlogAuthor.tsx';
import { BlogLayout } from './BlogLayout.tsx';

/** Every author of the blog who has a page, with their number of posts. */
export function BlogAuthorsPage({ page }: { page: BlogAuthorsPageData }) {
  const { site } = useShell();
  const text = useText();
  return (
    <BlogLayout blogId={page.blogId}>
      <div className="doc-article blog-authors-page">
        <header className="blog-list-header">
          <h1>{page.title}</h1>
        </header>
        <ul className="blog-authors-list">
          {page.authors.map((a) => (
            <li key={a.page}>
              <BlogAuthor author={a} large />
              <span className="blog-author-count">{formatText(pluralForm(text('theme.blog.post.plurals'), a.count, site.locale.current), { count: a.count })}</span>
            </li>
          ))}
        </ul>
      </div>
    </BlogLayout>
  );
}
