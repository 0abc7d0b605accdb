import { useShell, useText } from '../context.tsx';
import { overridable } from '../theme-components/overridable.tsx';

/** The shell of /search; the client script reads q, runs the query and lists results. */
function ThemeSearchPage() {
  const { site } = useShell();
  const text = useText();
  const path = site.config.themeConfig.search?.searchPagePath ?? 'search';
  return (
    <main id="main-content" className="page-main search-page" tabIndex={-1}>
      <div className="container narrow">
        <h1>{text('theme.SearchPage.emptyResultsTitle')}</h1>
        <form className="search-page-form" role="search" action={`${site.config.baseUrl}${path}`} method="get">
          <label htmlFor="search-page-input" className="visually-hidden">
            {text('theme.SearchPage.inputLabel')}
          </label>
          <input id="search-page-input" className="search-page-input" type="search" name="q" placeholder={text('theme.SearchPage.inputPlaceholder')} autoComplete="off" />
          <button type="submit" className="button button-primary">
            {text('theme.SearchBar.label')}
          </button>
        </form>
        <div className="search-page-results" aria-live="polite" data-search-results="">
          <noscript>
            <p>{text('ctfdocs.SearchPage.needsJavaScript')}</p>
          </noscript>
        </div>
      </div>
    </main>
  );
}

export const SearchPage = overridable('SearchPage', ThemeSearchPage);
