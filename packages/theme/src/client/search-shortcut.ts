// Keyboard ways into search: Ctrl/Cmd+K anywhere, "/" outside inputs, and
// typing a letter on the focused search button. They lead to the search page,
// the query carried over.
export function setupSearchShortcuts() {
  const apple = /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
  const showKey = () => {
    const mod = document.querySelector('[data-search-button] [data-mod-key]');
    if (mod && apple) mod.textContent = '⌘';
  };
  showKey();
  document.addEventListener('ctfdocs:refresh', showKey);
  const go = (q = '') => {
    const button = document.querySelector<HTMLAnchorElement>('[data-search-button]');
    if (!button) return;
    const url = new URL(button.href);
    if (q) url.searchParams.set('q', q);
    location.href = url.toString();
  };
  document.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement;
    const typing = target.closest?.('input, textarea, select, [contenteditable=""], [contenteditable=true]');
    if ((e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      go();
    } else if (e.key === '/' && !typing) {
      e.preventDefault();
      go();
    } else if (target.matches?.('[data-search-button]') && e.key.length === 1 && /\p{L}/u.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      go(e.key);
    }
  });
}
