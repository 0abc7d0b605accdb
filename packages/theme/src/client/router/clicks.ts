import type { createRouteMatcher } from '../route-match.ts';

/** The page URL a link leads to, when it is a page of this site the router can swap in. */
export function linkTarget(matcher: ReturnType<typeof createRouteMatcher>, el: Element): URL | undefined {
  if (!(el instanceof HTMLAnchorElement) || !el.href) return undefined;
  if ((el.target && el.target !== '_self') || el.hasAttribute('download')) return undefined;
  const url = new URL(el.href);
  if (url.origin !== location.origin || !matcher.match(url.pathname)) return undefined;
  return url;
}

/**
 * A plain left click on a link to another page of the site calls `follow`
 * instead of loading the page; a hash on the page on screen is left to the
 * browser, which scrolls there itself.
 */
export function followLinkClicks(target: (el: Element) => URL | undefined, onScreen: (url: URL) => boolean, follow: (url: URL) => void) {
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element).closest?.('a[href]');
    const url = a && target(a);
    if (!url || (url.hash && onScreen(url))) return;
    e.preventDefault();
    follow(url);
  });
}
