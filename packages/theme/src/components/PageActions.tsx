import { markdownCopyUrl } from '@ctfdocs/core';
import { useShell } from '../context.tsx';

/**
 * "Copy page" and "View as Markdown" for a doc with a markdown copy. The copy
 * button needs scripts, so it is hidden without them; the link works anyway.
 */
export function PageActions({ route }: { route: string }) {
  const { site } = useShell();
  const url = markdownCopyUrl(site, route);
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
