import type { BlogListPageData } from '@ctfdocs/core';
import { formatText, pluralForm } from '@ctfdocs/core';
import { useHref, useShell, useText } from '../../context.tsx';
import { PaginationNav } from '../PaginationNav.tsx';
import { BlogAuthor } from './BlogAuthor.tsx';
import { BlogLayout } from './BlogLayout.tsx';
import { BlogListItem } from './BlogListItem.tsx';

/** A page of posts: the blog's, a tag's or an author's, with the newer and older pages. */
export function BlogListPage({ page }: { page: BlogListPageData }) {
  const { site } = useShell();
  const href = useHref();
  const text = useText();
  const of = page.of;
  const nPosts = formatText(pluralForm(text('theme.blog.post.plurals'), page.total, site.locale.current), { count: page.total });
  return (
    <BlogLayout blogId={page.blogId}>
      <div className="doc-article blog-list">
        <header className="blog-list-header">
          {of && 'author' in of ? <BlogAuthor author={of.author} large heading /> : <h1>{page.title}</h1>}
          {of && 'author' in of ? <p>{nPosts}</p> : null}
          {of && 'author' in of && of.author.description ? <p>{of.author.description}</p> : null}
          {!of && page.description && page.description !== page.title ? <p>{page.description}</p> : null}
          {of && 'tag' in of ? <a href={href(of.allTags)}>{text('theme.tags.tagsPageLink')}</a> : null}
          {of && 'author' in of && of.allAuthors ? <a href={href(of.allAuthors)}>{text('theme.blog.authorsList.viewAll')}</a> : null}
        </header>
        {page.items.length ? page.items.map((item) => <BlogListItem key={item.route} item={item} />) : <p>{of && 'author' in of ? text('theme.blog.author.noPosts') : text('ctfdocs.blog.noPosts')}</p>}
        <PaginationNav
          label={text('theme.blog.paginator.navAriaLabel')}
          prev={page.newer === undefined ? undefined : { href: page.newer, label: text('theme.blog.paginator.newerEntries') }}
          next={page.older === undefined ? undefined : { href: page.older, label: text('theme.blog.paginator.olderEntries') }}
        />
      </div>
    </BlogLayout>
  );
}
