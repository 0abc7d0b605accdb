// Client-side navigation. Every page is complete server-rendered HTML; with
// JavaScript, a click on a link to another page of the site fetches that
// route's content chunk (a static JSON file, see the renderer's
// content-chunks.ts) and swaps it in: head tags, navbar, the main column, and
// the docs sidebar only when it is a different one. Then the page is scrolled
// (to the hash, the saved position on back/forward, or the top), <main> gets
// focus and the new title is announced to screen readers.
//
// Failures: a chunk that is missing or from another build (the site was
// redeployed) means the page is loaded in full; a network failure shows an
// error with a Retry button in place of the content.
import type { ContentChunk } from '@ctfdocs/core/shared/client-data.ts';
import { LruMap } from './lru.ts';
import { createRouteMatcher } from './route-match.ts';
import { createProgressBar } from './progress-bar.ts';
import type { NavConfig } from '../shared/nav-config.ts';
import { sidebarFile } from '../shared/client-files.ts';
import { DOC_SIDEBAR, MAIN_WRAPPER, NAVBAR } from '../shared/shell-classes.ts';
import { pinSidebarLink, sidebarLinkPosition } from './sidebar-scroll.ts';

/** Not a network failure: this chunk cannot be used, load the page in full. */
class ChunkUnusable extends Error {}

const HEAD_TAGS = 'title, meta[name=description], meta[name=keywords], meta[name=robots], link[rel=canonical], link[rel=alternate], meta[property^="og:"]';
// Chunks recently fetched or prefetched; sidebars are few and immutable.
const CHUNK_CACHE_SIZE = 50;

function fragment(html: string): DocumentFragment {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t.content;
}

function pageAssets(): string {
  const css = [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href'));
  const js = [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')).filter((src) => !/^https?:/.test(src ?? ''));
  return [...css, ...js].join(' ');
}

async function fetchOk(url: string): Promise<Response> {
  const res = await fetch(url);
  if (!res.ok) throw new ChunkUnusable(`${url}: HTTP ${res.status}`);
  return res;
}

export interface Router {
  /** The page URL a link leads to, when it is one the router handles. */
  target(a: Element): URL | undefined;
  /** Fetch a page's chunk (and sidebar) ahead of a click; errors are kept for the click to handle. */
  preload(url: URL): void;
}

export function setupRouter(config: NavConfig): Router {
  const matcher = createRouteMatcher(config.base);
  const chunks = new LruMap<string, Promise<ContentChunk>>(CHUNK_CACHE_SIZE);
  const sidebars = new Map<string, Promise<string>>();
  const progress = createProgressBar(config.progressBar);
  const assets = pageAssets();
  let current = location.pathname + location.search;
  let token = 0;

  history.scrollRestoration = 'manual';
  // Looked up each time: serve's live reload replaces the whole body.
  const announce = (text: string) => {
    let el = document.getElementById('ctfdocs-route-announcer');
    if (!el) {
      el = document.createElement('div');
      el.id = 'ctfdocs-route-announcer';
      el.className = 'visually-hidden';
      el.setAttribute('aria-live', 'assertive');
      el.setAttribute('aria-atomic', 'true');
      document.body.append(el);
    }
    el.textContent = text;
  };

  document.addEventListener('ctfdocs:rebuilt', () => {
    chunks.clear();
    sidebars.clear();
  });

  const loadChunk = (url: string): Promise<ContentChunk> => {
    let p = chunks.get(url);
    if (!p) {
      p = fetchOk(url)
        .then((res) => res.json().catch(() => Promise.reject(new ChunkUnusable(`${url}: not JSON`))))
        .then((chunk: ContentChunk) => (chunk.assets === assets ? chunk : Promise.reject(new ChunkUnusable(`${url}: another build`))));
      chunks.set(url, p);
      // A failure is not remembered: Retry and later prefetches try again.
      p.catch(() => chunks.get(url) === p && chunks.delete(url));
    }
    return p;
  };
  const heldSidebar = () => document.querySelector<HTMLElement>(`aside.${DOC_SIDEBAR}`)?.dataset.sidebar;
  const loadSidebar = (key: string): Promise<string> => {
    let p = sidebars.get(key);
    if (!p) {
      p = fetchOk(config.base + sidebarFile(key)).then((r) => r.text());
      sidebars.set(key, p);
      p.catch(() => sidebars.delete(key));
    }
    return p;
  };
  const load = async (url: URL) => {
    const chunk = await loadChunk(matcher.match(url.pathname)!.chunk);
    const key = chunk.sidebar?.key;
    return { chunk, sidebar: key && key !== heldSidebar() ? await loadSidebar(key) : undefined };
  };

  const swap = (chunk: ContentChunk, sidebarHtml: string | undefined) => {
    // Where the link to the new page sits in the sidebar now, to keep it under the pointer.
    const pinned = sidebarLinkPosition(chunk.sidebar?.current);
    for (const el of document.head.querySelectorAll(HEAD_TAGS)) el.remove();
    document.head.prepend(fragment(chunk.head));
    document.documentElement.lang = chunk.lang;
    document.documentElement.dir = chunk.dir;
    // Search on the new page queries the new page's locale and docs version.
    if (chunk.searchContext) document.documentElement.dataset.searchContext = chunk.searchContext;
    else delete document.documentElement.dataset.searchContext;
    document.querySelector(`nav.${NAVBAR}`)?.replaceWith(fragment(chunk.navbar));
    const main = fragment(chunk.main);
    const aside = main.querySelector<HTMLElement>(`aside.${DOC_SIDEBAR}`);
    if (aside && chunk.sidebar) {
      const held = document.querySelector<HTMLElement>(`aside.${DOC_SIDEBAR}`);
      // The same sidebar stays, with its scroll position; only the current link moves.
      const kept = held && held.dataset.sidebar === chunk.sidebar.key ? held : aside;
      if (kept === aside) {
        aside.innerHTML = sidebarHtml ?? '';
        aside.dataset.sidebar = chunk.sidebar.key;
      } else aside.replaceWith(held!);
      for (const a of kept.querySelectorAll('[aria-current=page]')) a.removeAttribute('aria-current');
      if (chunk.sidebar.current !== undefined) kept.querySelector(`a[href="${CSS.escape(chunk.sidebar.current)}"]`)?.setAttribute('aria-current', 'page');
    }
    document.querySelector(`.${MAIN_WRAPPER}`)?.replaceChildren(main);
    if (pinned) pinSidebarLink(pinned, chunk.sidebar?.current);
  };

  const scrollAfter = (url: URL, scroll: number | undefined) => {
    const anchor = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
    if (scroll !== undefined) window.scrollTo({ top: scroll, behavior: 'instant' });
    else if (anchor) anchor.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, behavior: 'instant' });
  };

  const finish = (url: URL, scroll: number | undefined) => {
    current = url.pathname + url.search;
    document.dispatchEvent(new Event('ctfdocs:refresh'));
    scrollAfter(url, scroll);
    document.getElementById('main-content')?.focus({ preventScroll: true });
    announce(document.title);
    document.dispatchEvent(new CustomEvent('ctfdocs:navigated', { detail: { url: url.href } }));
  };

  // The spinner, after pageLoader.delay, over the content being replaced.
  let loaderTimer: ReturnType<typeof setTimeout> | undefined;
  const showLoader = () => {
    const el = document.createElement('div');
    el.className = 'page-loader';
    el.setAttribute('role', 'status');
    el.innerHTML = '<span class="page-loader-spinner" aria-hidden="true"></span><span class="visually-hidden">Loading page…</span>';
    document.querySelector(`.${MAIN_WRAPPER}`)?.append(el);
  };
  const stopLoader = () => {
    clearTimeout(loaderTimer);
    document.querySelector('.page-loader')?.remove();
  };

  const showError = (url: URL, scroll: number | undefined) => {
    const main = fragment(
      '<main id="main-content" class="page-main page-load-error" tabindex="-1"><div role="alert"><p><b>This page could not be loaded.</b></p><p>Check your network connection and try again.</p><button type="button" class="button button-primary">Retry</button></div></main>',
    );
    main.querySelector('button')!.addEventListener('click', () => void navigate(url, scroll));
    // The docs sidebar stays: the reader can pick another page from it.
    const shown = document.getElementById('main-content');
    if (shown && document.querySelector(`aside.${DOC_SIDEBAR}`)) shown.replaceWith(main);
    else document.querySelector(`.${MAIN_WRAPPER}`)?.replaceChildren(main);
    current = url.pathname + url.search;
    window.scrollTo({ top: 0, behavior: 'instant' });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };

  async function navigate(url: URL, scroll?: number) {
    const mine = ++token;
    progress.start();
    stopLoader();
    loaderTimer = setTimeout(showLoader, config.pageLoader.delay);
    try {
      const { chunk, sidebar } = await load(url);
      if (mine !== token) return;
      swap(chunk, sidebar);
      finish(url, scroll);
    } catch (err) {
      if (mine !== token) return;
      // The history entry already shows the new URL: a reload loads it in full.
      if (err instanceof ChunkUnusable) location.reload();
      else showError(url, scroll);
    } finally {
      if (mine === token) {
        progress.done();
        stopLoader();
      }
    }
  }

  // Each history entry gets a key; the scroll position of the entry being
  // left is kept under its key (and in its state, for after a reload), so
  // back and forward can put the reader where they were.
  const positions = new Map<string, number>();
  const newKey = () => Math.random().toString(36).slice(2);
  type State = { key?: string; scroll?: number; ctfdocsSidebar?: boolean } | null;
  const state = () => history.state as State;
  let currentKey = state()?.key ?? newKey();
  if (!state()?.key) history.replaceState({ ...state(), key: currentKey }, '');
  const leave = () => {
    positions.set(currentKey, window.scrollY);
    history.replaceState({ ...state(), scroll: window.scrollY }, '');
  };

  const target = (el: Element): URL | undefined => {
    if (!(el instanceof HTMLAnchorElement) || !el.href) return undefined;
    if ((el.target && el.target !== '_self') || el.hasAttribute('download')) return undefined;
    const url = new URL(el.href);
    if (url.origin !== location.origin || !matcher.match(url.pathname)) return undefined;
    return url;
  };

  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element).closest?.('a[href]');
    const url = a && target(a);
    if (!url) return;
    // A hash on the page being read: the browser scrolls there itself.
    if (url.hash && url.pathname + url.search === current) return;
    e.preventDefault();
    // The mobile drawer pushed an entry of its own when it opened: the new page takes its place.
    const drawer = state()?.ctfdocsSidebar;
    if (!drawer) leave();
    currentKey = newKey();
    if (drawer) history.replaceState({ key: currentKey }, '', url);
    else history.pushState({ key: currentKey }, '', url);
    void navigate(url);
  });

  window.addEventListener('popstate', () => {
    // The page on screen is still the one being left.
    positions.set(currentKey, window.scrollY);
    const entry = state();
    const url = new URL(location.href);
    // Same page: a hash entry, or the mobile drawer's entry (it closes itself).
    if (url.pathname + url.search === current) {
      if (entry?.key) currentKey = entry.key;
      return;
    }
    if (!matcher.match(url.pathname)) return location.reload();
    currentKey = entry?.key ?? newKey();
    void navigate(url, positions.get(currentKey) ?? entry?.scroll);
  });

  return {
    target,
    preload(url) {
      load(url).catch(() => {});
    },
  };
}
