import type { BlogPostPageData } from '@ctfdocs/core';
import { useText } from '../../context.tsx';
import { PageFooter } from '../PageFooter.tsx';
import { Markdown } from '../Markdown.tsx';
import { PaginationNav } from '../PaginationNav.tsx';
import { TagList } from '../TagList.tsx';
import { TocDesktop, TocMobile } from '../Toc.tsx';
import { UnlistedBanner } from '../UnlistedBanner.tsx';
import { BlogLayout } from './BlogLayout.tsx';
import { BlogPostHeader } from './BlogPostHeader.tsx';

/** A post: its header, content, tags, edit link and last update, and the newer and older posts. */
export function BlogPostPage({ page }: { page: BlogPostPageData }) {
  const text = useText();
  const toc = page.hideToc ? [] : page.toc;
  return (
    <BlogLayout blogId={page.blogId} aside={<TocDesktop items={toc} />}>
      <article className="doc-article blog-post">
        {page.flags.unlisted ? <UnlistedBanner /> : null}
        <BlogPostHeader post={page} />
        <TocMobile items={toc} />
        <div className="markdown">
          <Markdown hast={page.compiled.hast} />
        </div>
        <TagList tags={page.tags} />
        <PageFooter editUrl={page.editUrl} lastUpdate={page.lastUpdate} />
        <PaginationNav
          label={text('theme.blog.post.paginator.navAriaLabel')}
          prev={page.newer && { ...page.newer, sublabel: text('theme.blog.post.paginator.newerPost') }}
          next={page.older && { ...page.older, sublabel: text('theme.blog.post.paginator.olderPost') }}
        />
      </article>
    </BlogLayout>
  );
}
