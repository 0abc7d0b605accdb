import { setupColorMode } from './color-mode.ts';
import { setupAnnouncement } from './announcement.ts';
import { setupMobileSidebar } from './mobile-sidebar.ts';
import { setupDropdowns } from './dropdowns.ts';
import { setupTabs } from './tabs.ts';
import { setupCopyButtons } from './copy-code.ts';
import { setupTocHighlight } from './toc-highlight.ts';
import { setupHideOnScroll } from './hide-on-scroll.ts';
import { scrollActiveSidebarItem } from './sidebar-scroll.ts';
import { setupSearchShortcuts } from './search-shortcut.ts';
import { setupSearchPage } from './search-page.ts';
import { setupLiveReload } from './live-reload.ts';
import { setupDetails } from './details.ts';

const root = document.documentElement;

// Listeners on document and window: once per page load.
setupColorMode(root.dataset.defaultMode === 'dark' ? 'dark' : 'light', root.hasAttribute('data-respect-prefers'));
setupCopyButtons();
setupHideOnScroll();
setupSearchShortcuts();

// Listeners on elements of the body: again when serve swaps in a new body.
function bindPage() {
  setupAnnouncement();
  setupMobileSidebar();
  setupDropdowns();
  setupTabs();
  setupDetails();
  setupTocHighlight();
  scrollActiveSidebarItem();
  void setupSearchPage();
}
bindPage();

if (root.hasAttribute('data-dev')) {
  document.addEventListener('ctfdocs:refresh', bindPage);
  setupLiveReload();
}
