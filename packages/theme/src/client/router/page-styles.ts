// A page's own stylesheets across client navigation: KaTeX's, on a page
// with math (the server links it with a precedence, before the build's
// stylesheet). Only pages with math have one, so this is a chunk of its own,
// which the router loads when the page on screen or the next one has one.

/** A stylesheet the page's content asked for. */
const PAGE_STYLES = 'link[rel=stylesheet][data-precedence]';

const hrefs = (root: ParentNode) => new Set([...root.querySelectorAll(PAGE_STYLES)].map((l) => l.getAttribute('href')));

/**
 * Link the stylesheets the next page (its head, parsed) has and this one
 * lacks, where the server puts them, and wait for them: its content is
 * never shown unstyled.
 */
export function loadPageStyles(next: DocumentFragment): Promise<void> {
  const have = hrefs(document.head);
  const adding = [...next.querySelectorAll<HTMLLinkElement>(PAGE_STYLES)].filter((l) => !have.has(l.getAttribute('href')));
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

/**
 * As the new head goes in: the stylesheets it has are linked already
 * (loadPageStyles), so they leave it; those of the old page it lacks go.
 */
export function settlePageStyles(head: DocumentFragment): void {
  const wanted = hrefs(head);
  for (const el of document.head.querySelectorAll(PAGE_STYLES)) if (!wanted.has(el.getAttribute('href'))) el.remove();
  for (const el of head.querySelectorAll(PAGE_STYLES)) el.remove();
}
