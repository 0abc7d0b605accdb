import { useShell, useHref, useText } from '../context.tsx';

/**
 * Without JavaScript this is a link to the search page; the client script
 * turns it into the modal's opener and shows the platform's shortcut. The
 * modal's options (its page, `search.reportUrl`) are the shell's, in
 * `<html data-nav>`: Ctrl+K opens it on a navbar without this button too.
 */
export function SearchButton({ className }: { className?: string }) {
  const { site } = useShell();
  const href = useHref();
  const text = useText();
  const search = site.config.themeConfig.search;
  const path = search?.searchPagePath ?? 'search';
  return (
    <a className={className ? `search-button ${className}` : 'search-button'} href={href(`/${path}`)} role="button" aria-keyshortcuts="Control+K Meta+K /" data-search-button="">
      <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z" stroke="currentColor" fill="none" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="search-button-label">{text('theme.SearchBar.label')}</span>
      <span className="search-button-keys" aria-hidden="true">
        <kbd className="mod-key-other">Ctrl</kbd>
        <kbd className="mod-key-apple">⌘</kbd>
        <kbd>K</kbd>
      </span>
    </a>
  );
}
