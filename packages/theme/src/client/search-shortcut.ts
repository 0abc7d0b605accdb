// Ways into search: the navbar button, Ctrl/Cmd+K anywhere, "/" outside
// inputs, and typing a letter on the focused search button (the letter
// becomes the query). They open the search modal, whose code is fetched only
// then; without JavaScript the button is a plain link to the search page.
import { readNavConfig } from './nav-config.ts';

export function setupSearchShortcuts() {
  const open = (q = '') => {
    // Only a site with themeConfig.search has a modal; the navbar button is optional.
    if (!readNavConfig()?.search) return;
    void import('./search-modal.ts').then((m) => m.openSearchModal(q));
  };
  document.addEventListener('click', (e) => {
    const button = (e.target as Element).closest?.('[data-search-button]');
    if (!button || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    open();
  });
  document.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement;
    const typing = target.closest?.('input, textarea, select, [contenteditable=""], [contenteditable=true]');
    if ((e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey) && !e.altKey) {
      e.preventDefault();
      open();
    } else if (e.key === '/' && !typing && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      open();
    } else if (target.matches?.('[data-search-button]') && (e.key === ' ' || e.key === 'Enter')) {
      // The button is a link with role="button": Space activates it too.
      e.preventDefault();
      open();
    } else if (target.matches?.('[data-search-button]') && e.key.length === 1 && /\p{L}/u.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      open(e.key);
    }
  });
}
