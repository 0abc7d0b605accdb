// themeConfig.docs.sidebar.autoCollapseCategories: opening a category folds
// its open siblings, and the categories around the current page's are folded
// when the page loads, as Docusaurus's DocSidebarItemCategory does (the
// expanded item of a list collapses the others). A category that cannot be
// folded (collapsible: false) has no <details> and stays as it is.
const SIBLINGS = ':scope > li > details.menu-details[open]';

function foldSiblings(details: HTMLDetailsElement) {
  const list = details.parentElement?.parentElement;
  if (!list) return;
  for (const other of list.querySelectorAll<HTMLDetailsElement>(SIBLINGS)) if (other !== details) other.open = false;
}

export function setupSidebarAutoCollapse(signal: AbortSignal) {
  const page = document.querySelector<HTMLElement>('[data-auto-collapse-categories]');
  const menu = page?.querySelector<HTMLElement>('aside.doc-sidebar');
  if (!menu) return;
  // The current page's categories open (a sidebar kept across a navigation may have them folded), the others around them fold.
  for (const current of menu.querySelectorAll('[aria-current=page]')) {
    for (let d = current.closest('details'); d; d = d.parentElement?.closest('details') ?? null) {
      d.open = true;
      foldSiblings(d as HTMLDetailsElement);
    }
  }
  // `toggle` does not bubble: listened to on the way down.
  menu.addEventListener(
    'toggle',
    (e) => {
      const details = e.target as HTMLDetailsElement;
      if (details.matches?.('details.menu-details') && details.open) foldSiblings(details);
    },
    { capture: true, signal },
  );
}
