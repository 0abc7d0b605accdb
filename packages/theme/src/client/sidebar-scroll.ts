/** Bring the current page's sidebar entry into view. */
export function scrollActiveSidebarItem() {
  const active = document.querySelector<HTMLElement>('.doc-sidebar a[aria-current="page"]');
  const container = document.querySelector<HTMLElement>('.doc-sidebar');
  if (!active || !container) return;
  const a = active.getBoundingClientRect();
  const c = container.getBoundingClientRect();
  if (a.top < c.top || a.bottom > c.bottom) container.scrollTop += a.top - c.top - c.height / 3;
}
