import type { BlogListItem as Item } from '@ctfdocs/core';
import { useHref, useText } from '../../context.tsx';
import { Markdown } from '../Markdown.tsx';
import { TagList } from '../TagList.tsx';
import { BlogPostHeader } from './BlogPostHeader.tsx';

/** A post on a list page: its header, its summary (or all of it), its tags, and "Read more" when there is more. */
export function BlogListItem({ item }: { item: Item }) {
  const href = useHref();
  const text = useText();
  return (
    <article className="blog-list-item">
      <BlogPostHeader post={item} linked />
      <div className="markdown">
        <Markdown hast={item.content.hast} />
      </div>
      {item.tags.length || item.truncated ? (
        <footer className="blog-list-item-footer">
          <TagList tags={item.tags} />
          {item.truncated ? (
            <a className="blog-read-more" href={href(item.route)} aria-label={text('theme.blog.post.readMoreLabel', { title: item.title })}>
              {text('theme.blog.post.readMore')}
            </a>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}
