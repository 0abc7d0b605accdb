// Swap a content chunk into the page: head tags, language and direction, the
// search context, the navbar and the main column (with the docs sidebar, see
// sidebar.ts).
import type { ContentChunk } from '@ctfdocs/core/shared/client-data.ts';
import { MAIN_WRAPPER, NAVBAR } from '../../shared/shell-classes.ts';
import { sidebarSwap } from './sidebar.ts';

const HEAD_TAGS = 'title, meta[name=description], meta[name=keywords], meta[name=robots], link[rel=canonical], link[rel=alternate], meta[property^="og:"]';
export function fragment(html: string): DocumentFragment {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t.content;
}

/**
 * `settleStyles`: page-styles.ts's settlePageStyles, when this page or the
 * next links stylesheets of its own.
 */
export function swapPage(chunk: ContentChunk, sidebarHtml: string | undefined, settleStyles?: (head: DocumentFragment) => void) {
  const sidebar = sidebarSwap(chunk, sidebarHtml);
  for (const el of document.head.querySelectorAll(HEAD_TAGS)) el.remove();
  const head = fragment(chunk.head);
  settleStyles?.(head);
  document.head.prepend(head);
  document.documentElement.lang = chunk.lang;
  document.documentElement.dir = chunk.dir;
  // Search on the new page queries the new page's locale and docs version.
  if (chunk.searchContext) document.documentElement.dataset.searchContext = chunk.searchContext;
  else delete document.documentElement.dataset.searchContext;
  document.querySelector(`nav.${NAVBAR}`)?.replaceWith(fragment(chunk.navbar));
  const main = fragment(chunk.main);
  sidebar.place(main);
  document.querySelector(`.${MAIN_WRAPPER}`)?.replaceChildren(main);
  sidebar.pin();
}
