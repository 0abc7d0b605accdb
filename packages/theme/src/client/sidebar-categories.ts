// Closed categories of a docs sidebar. A page draws its sidebar's open path
// and what fits a budget (theme's sidebar-plan.ts); a category drawn closed
// that has no page of its own carries its index path (`data-category`) and
// its label links to its first doc. A click on that label opens the
// category in place instead, from the sidebar's whole tree: one file per
// sidebar, named on the menu (`data-sidebar-tree`), fetched once and cached
// by the browser for a year. Without JavaScript, or when the file cannot be
// had, the link is followed. One listener on the document serves the
// desktop sidebar, the mobile drawer's copy of it and every page client
// navigation brings in.
import { sidebarFile } from '../shared/client-files.ts';
import { DOC_SIDEBAR } from '../shared/shell-classes.ts';
import { readNavConfig } from './nav-config.ts';

const CLOSED = 'li.menu-category-collapsed[data-category]';
const trees = new Map<string, Promise<DocumentFragment>>();

export function setupSidebarCategories() {
  // Captured, so that client navigation (which leaves a prevented click alone) never follows the label.
  document.addEventListener(
    'click',
    (e) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element).closest?.('a.menu-link-category');
      const item = link?.parentElement;
      const key = item?.matches(CLOSED) ? treeKey(item) : undefined;
      if (!link || !item || !key) return;
      e.preventDefault();
      void open(item as HTMLLIElement, key, (link as HTMLAnchorElement).href);
    },
    { capture: true },
  );
}

/** The tree file of the menu the item sits in; the drawer's copy has none of its own and uses the desktop sidebar's. */
function treeKey(item: Element): string | undefined {
  const menu = item.closest<HTMLElement>('[data-sidebar-tree]') ?? document.querySelector<HTMLElement>(`aside.${DOC_SIDEBAR} [data-sidebar-tree]`);
  return menu?.dataset.sidebarTree || undefined;
}

function loadTree(key: string): Promise<DocumentFragment> {
  let tree = trees.get(key);
  if (!tree) {
    // A redirect would lead away from the build's own file.
    tree = fetch(`${readNavConfig()?.base ?? '/'}${sidebarFile(key)}`, { redirect: 'error' })
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((html) => {
        // The build's own rendering of the sidebar, as trusted as the page around it.
        const t = document.createElement('template');
        t.innerHTML = html;
        return t.content;
      });
    trees.set(key, tree);
    tree.catch(() => trees.delete(key));
  }
  return tree;
}

async function open(item: HTMLLIElement, key: string, fallback: string) {
  if (item.getAttribute('aria-busy')) return;
  item.setAttribute('aria-busy', 'true');
  let opened: HTMLLIElement | undefined;
  try {
    const found = (await loadTree(key)).querySelector(`li[data-category="${CSS.escape(item.dataset.category ?? '')}"]`);
    if (found) opened = found.cloneNode(true) as HTMLLIElement;
  } catch {
    // Followed below, as without JavaScript.
  }
  const details = opened?.querySelector(':scope > details');
  if (!opened || !(details instanceof HTMLDetailsElement)) {
    location.assign(fallback);
    return;
  }
  details.open = true;
  const hadFocus = item.contains(document.activeElement);
  item.replaceWith(opened);
  if (hadFocus) details.querySelector<HTMLElement>(':scope > summary')?.focus();
}
