// The docs sidebar across client-side navigations, all in one place: it is
// fetched (a file per sidebar, see the renderer) only when the next page has
// another one than the page on screen; the one on screen stays, with its
// scroll position, when the next page has the same; and the link to the new
// page is kept where it was under the pointer.
import type { ContentChunk } from '@ctfdocs/core/shared/client-data.ts';
import { sidebarFile } from '../../shared/client-files.ts';
import { DOC_SIDEBAR } from '../../shared/shell-classes.ts';
import { pinSidebarLink, sidebarLinkPosition } from '../sidebar-scroll.ts';
import { fetchOk } from './fetch-chunk.ts';

const held = () => document.querySelector<HTMLElement>(`aside.${DOC_SIDEBAR}`);

/** The HTML of the sidebar a chunk names, when it is not the one on screen; sidebars are few and immutable. */
export function createSidebarFetcher(base: string): (chunk: ContentChunk) => Promise<string | undefined> {
  const sidebars = new Map<string, Promise<string>>();
  document.addEventListener('ctfdocs:rebuilt', () => sidebars.clear());
  const load = (key: string): Promise<string> => {
    let p = sidebars.get(key);
    if (!p) {
      p = fetchOk(base + sidebarFile(key)).then((r) => r.text());
      sidebars.set(key, p);
      p.catch(() => sidebars.delete(key));
    }
    return p;
  };
  return async (chunk) => {
    const key = chunk.sidebar?.key;
    return key && key !== held()?.dataset.sidebar ? await load(key) : undefined;
  };
}

/**
 * The sidebar's part of a swap, made before the page changes (it measures
 * where the link to the new page sits now): `place` fills the incoming main
 * column's sidebar, `pin` puts the link back once that column is in the page.
 */
export function sidebarSwap(chunk: ContentChunk, html: string | undefined) {
  const pinned = sidebarLinkPosition(chunk.sidebar?.current);
  return {
    place(main: DocumentFragment) {
      const aside = main.querySelector<HTMLElement>(`aside.${DOC_SIDEBAR}`);
      if (!aside || !chunk.sidebar) return;
      const onScreen = held();
      // The same sidebar stays, with its scroll position; only the current link moves.
      const kept = onScreen && onScreen.dataset.sidebar === chunk.sidebar.key ? onScreen : aside;
      if (kept === aside) {
        aside.innerHTML = html ?? '';
        aside.dataset.sidebar = chunk.sidebar.key;
      } else aside.replaceWith(onScreen!);
      for (const a of kept.querySelectorAll('[aria-current=page]')) a.removeAttribute('aria-current');
      if (chunk.sidebar.current !== undefined) kept.querySelector(`a[href="${CSS.escape(chunk.sidebar.current)}"]`)?.setAttribute('aria-current', 'page');
    },
    pin() {
      if (pinned) pinSidebarLink(pinned, chunk.sidebar?.current);
    },
  };
}
