import { markdownCopyUrl, type DocPageData } from '@ctfdocs/core';
import { useShell } from '../context.tsx';

/**
 * "Copy page" and "View as Markdown" for a doc with a markdown copy. The copy
 * button needs scripts, so it is hidden without them; the link works anyway.
 */
export function PageActions({ page }: { page: DocPageData }) {
  const { site } = useShell();
  const url = markdownCopyUrl(site, page);
  if (!url) return null;
  return (
    <div className="page-actions">
      <button type="button" className="page-action page-action-copy" data-copy-page={url}>
        Copy page
      </button>
      <a className="page-action" href={url} type="text/markdown">
        View as Markdown
      </a>
    </div>
  );
}
