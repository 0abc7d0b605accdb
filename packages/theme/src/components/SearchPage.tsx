import { useShell } from '../context.tsx';

/** The shell of /search; the client script reads q, runs the query and lists results. */
export function SearchPage() {
  const { site } = useShell();
  const path = site.config.themeConfig.search?.searchPagePath ?? 'search';
  return (
    <main id="main-content" className="page-main search-page" tabIndex={-1}>
      <div className="container narrow">
        <h1>Search the documentation</h1>
        <form className="search-page-form" role="search" action={`${site.config.baseUrl}${path}`} method="get">
          <label htmlFor="search-page-input" className="visually-hidden">
            Search terms
          </label>
          <input id="search-page-input" className="search-page-input" type="search" name="q" placeholder="Type your search here" autoComplete="off" />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </form>
        <div className="search-page-results" aria-live="polite" data-search-results="">
          <noscript>
            <p>Search runs in your browser and needs JavaScript. Without it, use the sidebar of each section to find a page.</p>
          </noscript>
        </div>
      </div>
    </main>
  );
}
