import type { ApiReferencePageData } from '@ctfdocs/core';
import { useHref } from '../../context.tsx';

/** A tag page's line above its operations: the reference's title, back to its overview, and the base URL. */
export function TagPageLead({ page }: { page: ApiReferencePageData }) {
  const href = useHref();
  const server = page.api.servers[0] ?? '';
  return (
    <p className="api-version">
      <a href={href(page.overviewRoute)}>{page.api.title}</a>
      {server ? (
        <>
          {' '}
          · base URL <code>{server}</code>
        </>
      ) : null}
    </p>
  );
}
