import { useShell } from '../context.tsx';

/** Shown in `serve` only: the published page looks like any other, but search engines and the site's own lists skip it. */
export function UnlistedBanner() {
  const { site } = useShell();
  if (!site.dev) return null;
  return (
    <div className="admonition admonition-warning version-banner unlisted-banner" role="note">
      <div className="admonition-body">
        <p>
          <strong>Unlisted page.</strong> It is built and reachable by its URL, but it is not in the sidebar, search, sitemap, previous/next links or llms.txt, and search engines are asked not to
          index it.
        </p>
      </div>
    </div>
  );
}
