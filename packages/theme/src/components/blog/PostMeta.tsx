import { formatText, pluralForm } from '@ctfdocs/core';
import { useShell, useText } from '../../context.tsx';

/** When a post was published, in the page's locale (in UTC, as the date written), and its reading time, as Docusaurus writes them. */
export function PostMeta({ date, readingTime }: { date: string; readingTime?: number }) {
  const { site } = useShell();
  const text = useText();
  const locale = site.locale.current;
  const formatted = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(date));
  const minutes = readingTime === undefined ? undefined : Math.max(1, Math.ceil(readingTime));
  return (
    <div className="blog-post-meta">
      <time dateTime={date}>{formatted}</time>
      {minutes === undefined ? null : (
        <>
          {' · '}
          <span className="blog-reading-time">{formatText(pluralForm(text('theme.blog.post.readingTime.plurals'), minutes, locale), { readingTime: minutes })}</span>
        </>
      )}
    </div>
  );
}
