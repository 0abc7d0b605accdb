// Swap a content chunk into the page: head tags, language and direction, the
// search context, the navbar and the main column (with the docs sidebar, see
// sidebar.ts).
import type { ContentChunk } from '@ctfdocs/core/shared/client-data.ts';
import { MAIN_WRAPPER, NAVBAR } from '../../shared/shell-classes.ts';
import { sidebarSwap } from './sidebar.ts';

const HEAD_TAGS = 'title, meta[name=description], meta[name=keywords], meta[name=robots], link[rel=canonical], link[rel=alternate], meta[property^="og:"]';
/** A stylesheet the page's content asked for (KaTeX's, on a page with math; the server writes it with a precedence). */
const PAGE_STYLES = 'link[rel=stylesheet][data-precedence]';

export function fragment(html: string): DocumentFragment {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t.content;
}

const hrefs = (root: ParentNode) => new Set([...root.querySelectorAll(PAGE_STYLES)].map((l) => l.getAttribute('href')));

/**
 * Link the stylesheets the next page has and this one lacks, where the
 * server puts them (before the build's stylesheet), and wait for them: its
 * content is never shown unstyled.
 */
export function loadPageStyles(chunk: ContentChunk): Promise<void> {
  const have = hrefs(document.head);
  const adding = [...fragment(chunk.head).querySelectorAll<HTMLLinkElement>(PAGE_STYLES)].filter((l) => !have.has(l.getAttribute('href')));
  const before = document.head.querySelector('link[rel=stylesheet]');
  const loaded = adding.map(
    (link) =>
      new Promise<void>((resolve) => {
        // A stylesheet that fails leaves the content as it is, readable.
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
        document.head.insertBefore(link, before);
      }),
  );
  return Promise.all(loaded).then(() => undefined);
}

export function swapPage(chunk: ContentChunk, sidebarHtml: string | undefined) {
  const sidebar = sidebarSwap(chunk, sidebarHtml);
  for (const el of document.head.querySelectorAll(HEAD_TAGS)) el.remove();
  const head = fragment(chunk.head);
  // The page's stylesheets are linked already (loadPageStyles); those it does not have go.
  const wanted = hrefs(head);
  for (const el of document.head.querySelectorAll(PAGE_STYLES)) if (!wanted.has(el.getAttribute('href'))) el.remove();
  for (const el of head.querySelectorAll(PAGE_STYLES)) el.remove();
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
