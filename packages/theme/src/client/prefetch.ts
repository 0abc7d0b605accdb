// Prefetch a page's chunk when its link is hovered or focused, and when a link
// in the main column scrolls into view, so that the click finds it loaded.
// Skipped on 2g connections and with data saving on (spec §9). Links in the
// sidebar and navbar are prefetched on hover and focus only: watching them
// all would fetch dozens of chunks on every page.
import type { Router } from './router/index.ts';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

export function prefetchAllowed(): boolean {
  const conn = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !conn || (!conn.saveData && !/2g$/.test(conn.effectiveType ?? ''));
}

export function setupPrefetch(router: Router) {
  const done = new Set<string>();
  const prefetch = (el: Element | null | undefined) => {
    const url = el && router.target(el);
    if (!url || !prefetchAllowed()) return;
    const key = url.pathname + url.search;
    if (done.has(key) || key === location.pathname + location.search) return;
    done.add(key);
    router.preload(url);
  };
  const onEvent = (e: Event) => prefetch((e.target as Element).closest?.('a[href]'));
  document.addEventListener('mouseover', onEvent, { passive: true });
  document.addEventListener('focusin', onEvent);

  if (!('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      prefetch(entry.target);
    }
  });
  const watch = () => {
    observer.disconnect();
    for (const a of document.querySelectorAll('main a[href]')) observer.observe(a);
  };
  watch();
  document.addEventListener('ctfdocs:refresh', watch);
}
