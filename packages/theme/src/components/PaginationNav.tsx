import { useHref } from '../context.tsx';

interface PaginationLink {
  href: string;
  label: string;
  /** Above the label: what the link is ("Previous", "Newer post"). */
  sublabel?: string;
}

/** Links to the pages before and after, side by side: docs' previous/next, a blog's newer and older posts or pages. */
export function PaginationNav({ label, prev, next }: { label: string; prev?: PaginationLink; next?: PaginationLink }) {
  const href = useHref();
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={label}>
      {prev ? (
        <a className="pagination-link pagination-prev" href={href(prev.href)} rel="prev">
          {prev.sublabel ? <span className="pagination-sublabel">{prev.sublabel}</span> : null}
          <span className="pagination-label">« {prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pagination-link pagination-next" href={href(next.href)} rel="next">
          {next.sublabel ? <span className="pagination-sublabel">{next.sublabel}</span> : null}
          <span className="pagination-label">{next.label} »</span>
        </a>
      ) : null}
    </nav>
  );
}
