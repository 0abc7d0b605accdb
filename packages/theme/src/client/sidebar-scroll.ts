import { DOC_SIDEBAR } from '../shared/shell-classes.ts';

/** Bring the current page's sidebar entry into view. */
export function scrollActiveSidebarItem() {
  const active = document.querySelector<HTMLElement>(`.${DOC_SIDEBAR} a[aria-current="page"]`);
  const container = document.querySelector<HTMLElement>(`.${DOC_SIDEBAR}`);
  if (!active || !container) return;
  const a = active.getBoundingClientRect();
  const c = container.getBoundingClientRect();
  if (a.top < c.top || a.bottom > c.bottom) container.scrollTop += a.top - c.top - c.height / 3;
}

interface LinkPosition {
  /** The sidebar's scroll offset. */
  scrollTop: number;
  /** The link's distance from the sidebar's top edge, when the link was found. */
  offset?: number;
}

const sidebarLink = (href: string | undefined) => (href === undefined ? null : document.querySelector<HTMLElement>(`aside.${DOC_SIDEBAR} a[href="${CSS.escape(href)}"]`));

/** Where the docs sidebar is scrolled and where the link to `href` sits in it. */
export function sidebarLinkPosition(href: string | undefined): LinkPosition | undefined {
  const container = document.querySelector<HTMLElement>(`aside.${DOC_SIDEBAR}`);
  if (!container) return undefined;
  const link = sidebarLink(href);
  return { scrollTop: container.scrollTop, offset: link ? link.getBoundingClientRect().top - container.getBoundingClientRect().top : undefined };
}

/**
 * After a client-side navigation: put the link to `href` back where it was,
 * even when the sidebar was swapped for one with other categories open.
 * Moving the kept sidebar detaches it for a moment, which resets its scroll.
 */
export function pinSidebarLink(before: LinkPosition, href: string | undefined) {
  const container = document.querySelector<HTMLElement>(`aside.${DOC_SIDEBAR}`);
  if (!container) return;
  container.scrollTop = before.scrollTop;
  const link = sidebarLink(href);
  if (link && before.offset !== undefined) container.scrollTop += link.getBoundingClientRect().top - container.getBoundingClientRect().top - before.offset;
}
