import type { BlogTagsPageData } from '@ctfdocs/core';
import { useHref } from '../../context.tsx';
import { BlogLayout } from './BlogLayout.tsx';

/** Every tag of the blog, with its number of posts. */
export function BlogTagsPage({ page }: { page: BlogTagsPageData }) {
  const href = useHref();
  return (
    <BlogLayout blogId={page.blogId}>
      <div className="doc-article blog-tags">
        <header className="blog-list-header">
          <h1>{page.title}</h1>
        </header>
        <ul className="doc-tags-list blog-tags-list">
          {page.tags.map((t) => (
            <li key={t.href}>
              <a className="doc-tag" href={href(t.href)} rel="tag">
                {t.label} <span className="blog-tag-count">{t.count}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </BlogLayout>
  );
}
