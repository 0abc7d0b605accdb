// Client-side navigation. Every page is complete server-rendered HTML; with
// JavaScript, a click on a link to another page of the site fetches that
// route's content chunk (fetch-chunk.ts) and swaps it in (swap.ts; the docs
// sidebar only when it is a different one, sidebar.ts). Then the page is
// scrolled (to the hash, the saved position on back/forward, or the top,
// scroll-history.ts), <main> gets focus and the new title is announced to
// screen readers.
//
// Failures: a chunk that is missing or from another build (the site was
// redeployed) means the page is loaded in full; a network failure shows an
// error with a Retry button in place of the content (loading.ts).
import type { ContentChunk } from '@ctfdocs/core/shared/client-data.ts';
import type { NavConfig } from '../../shared/nav-config.ts';
import { createRouteMatcher } from '../route-match.ts';
import { announce } from './announce.ts';
import { followLinkClicks, linkTarget } from './clicks.ts';
import { ChunkUnusable, createChunkFetcher } from './fetch-chunk.ts';
import { createLoadingIndicator, showLoadError } from './loading.ts';
import { createHistoryEntries, scrollAfter } from './scroll-history.ts';
import { createSidebarFetcher } from './sidebar.ts';
import { fragment, swapPage } from './swap.ts';

export interface Router {
  /** The page URL a link leads to, when it is one the router handles. */
  target(a: Element): URL | undefined;
  /** Fetch a page's chunk (and sidebar) ahead of a click; errors are kept for the click to handle. */
  preload(url: URL): void;
}

/**
 * page-styles.ts, loaded when the page on screen or the next one links a
 * stylesheet of its own (a page with math), after linking the next page's
 * and waiting for them.
 */
async function pageStyles(chunk: ContentChunk) {
  if (!chunk.head.includes('data-precedence') && !document.head.querySelector('link[data-precedence]')) return undefined;
  const styles = await import('./page-styles.ts');
  await styles.loadPageStyles(fragment(chunk.head));
  return styles.settlePageStyles;
}

export function setupRouter(config: NavConfig): Router {
  const matcher = createRouteMatcher(config.base);
  const fetchChunk = createChunkFetcher();
  const fetchSidebar = createSidebarFetcher(config.base);
  const loading = createLoadingIndicator(config);
  const pathOf = (url: URL | Location) => url.pathname + url.search;
  // The page on screen (or whose error is).
  let current = pathOf(location);
  let token = 0;

  const load = async (url: URL) => {
    const chunk = await fetchChunk(matcher.match(url.pathname)!.chunk);
    return { chunk, sidebar: await fetchSidebar(chunk) };
  };

  const arrive = (url: URL, scroll: number | undefined) => {
    current = pathOf(url);
    document.dispatchEvent(new Event('ctfdocs:refresh'));
    scrollAfter(url, scroll);
    document.getElementById('main-content')?.focus({ preventScroll: true });
    announce(document.title);
    document.dispatchEvent(new CustomEvent('ctfdocs:navigated', { detail: { url: url.href } }));
  };

  async function navigate(url: URL, scroll?: number) {
    const mine = ++token;
    loading.start();
    try {
      const { chunk, sidebar } = await load(url);
      if (mine !== token) return;
      const settleStyles = await pageStyles(chunk);
      if (mine !== token) return;
      swapPage(chunk, sidebar, settleStyles);
      arrive(url, scroll);
    } catch (err) {
      if (mine !== token) return;
      // The history entry already shows the new URL: a reload loads it in full.
      if (err instanceof ChunkUnusable) return location.reload();
      showLoadError(() => void navigate(url, scroll));
      current = pathOf(url);
    } finally {
      if (mine === token) loading.done();
    }
  }

  const onScreen = (url: URL) => pathOf(url) === current;
  const entries = createHistoryEntries(onScreen, (url, scroll) => (matcher.match(url.pathname) ? void navigate(url, scroll) : location.reload()));
  const target = (el: Element) => linkTarget(matcher, el);
  followLinkClicks(target, onScreen, (url) => {
    entries.push(url);
    void navigate(url);
  });

  return {
    target,
    preload(url) {
      load(url).catch(() => {});
    },
  };
}
