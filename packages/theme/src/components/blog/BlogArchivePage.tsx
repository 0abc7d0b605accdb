import type { BlogArchivePageData } from '@ctfdocs/core';
import { useHref, useShell } from '../../context.tsx';
import { BlogLayout } from './BlogLayout.tsx';

/** Every listed post by year, newest first, as Docusaurus's archive lists them. */
export function BlogArchivePage({ page }: { page: BlogArchivePageData }) {
  const { site } = useShell();
  const href = useHref();
  const format = new Intl.DateTimeFormat(site.locale.current, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const years = new Map<number, BlogArchivePageData['posts']>();
  for (const post of page.posts) {
    const year = new Date(post.date).getUTCFullYear();
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return (
    <BlogLayout blogId={page.blogId}>
      <div className="doc-article blog-archive">
        <header className="blog-list-header">
          <h1>{page.title}</h1>
        </header>
        {[...years].map(([year, posts]) => (
          <section key={year} className="blog-archive-year">
            <h2>{year}</h2>
            <ul>
              {posts.map((p) => (
                <li key={p.href}>
                  <time dateTime={p.date}>{format.format(new Date(p.date))}</time> <a href={href(p.href)}>{p.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </BlogLayout>
  );
}
