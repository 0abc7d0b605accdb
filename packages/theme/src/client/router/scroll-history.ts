// History entries and scroll positions. Each entry gets a key; the scroll
// position of the entry being left is kept under its key (and in its state,
// for after a reload), so back and forward put the reader where they were.

type State = { key?: string; scroll?: number; ctfdocsSidebar?: boolean } | null;

const newKey = () => Math.random().toString(36).slice(2);
const state = () => history.state as State;

export interface HistoryEntries {
  /** A link was followed: keep the position of the page being left and add an entry for `url`. */
  push(url: URL): void;
}

/**
 * `onScreen(url)`: whether `url` is the page on screen (then back or forward
 * moved between a hash and the page, or closed the mobile drawer, and the
 * browser handles it). `go(url, scroll)`: show another page's entry, at the
 * position the reader left it at when known.
 */
export function createHistoryEntries(onScreen: (url: URL) => boolean, go: (url: URL, scroll: number | undefined) => void): HistoryEntries {
  history.scrollRestoration = 'manual';
  const positions = new Map<string, number>();
  let currentKey = state()?.key ?? newKey();
  if (!state()?.key) history.replaceState({ ...state(), key: currentKey }, '');
  const leave = () => {
    positions.set(currentKey, window.scrollY);
    history.replaceState({ ...state(), scroll: window.scrollY }, '');
  };

  window.addEventListener('popstate', () => {
    // The page on screen is still the one being left.
    positions.set(currentKey, window.scrollY);
    const entry = state();
    const url = new URL(location.href);
    if (onScreen(url)) {
      if (entry?.key) currentKey = entry.key;
      return;
    }
    currentKey = entry?.key ?? newKey();
    go(url, positions.get(currentKey) ?? entry?.scroll);
  });

  return {
    push(url) {
      // The mobile drawer pushed an entry of its own when it opened: the new page takes its place.
      const drawer = state()?.ctfdocsSidebar;
      if (!drawer) leave();
      currentKey = newKey();
      if (drawer) history.replaceState({ key: currentKey }, '', url);
      else history.pushState({ key: currentKey }, '', url);
    },
  };
}

/** After a swap: the saved position on back and forward, else the hash's target, else the top. */
export function scrollAfter(url: URL, scroll: number | undefined) {
  const anchor = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (scroll !== undefined) window.scrollTo({ top: scroll, behavior: 'instant' });
  else if (anchor) anchor.scrollIntoView({ behavior: 'instant' });
  else window.scrollTo({ top: 0, behavior: 'instant' });
}
