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
import { readNavConfig } from './nav-config.ts';
import { setupRouter } from './router.ts';
import { setupPrefetch } from './prefetch.ts';
import { setupAnalytics } from './analytics.ts';

const root = document.documentElement;

// Listeners on document and window: once per page load.
setupColorMode(root.dataset.defaultMode === 'dark' ? 'dark' : 'light', root.hasAttribute('data-respect-prefers'));
setupCopyButtons();
setupHideOnScroll();
setupSearchShortcuts();

// Listeners on elements of the body: again when serve or client navigation
// swaps in new content. Window and document listeners a page adds are
// removed through the signal first, so none pile up across navigations.
let page: AbortController | undefined;
function bindPage() {
  page?.abort();
  page = new AbortController();
  const { signal } = page;
  setupAnnouncement(signal);
  setupMobileSidebar(signal);
  setupDropdowns(signal);
  setupTabs(signal);
  setupDetails();
  setupTocHighlight(signal);
  scrollActiveSidebarItem();
  void setupSearchPage();
}
bindPage();
document.addEventListener('ctfdocs:refresh', bindPage);

const nav = readNavConfig();
if (nav) {
  setupPrefetch(setupRouter(nav));
  if (nav.gtag) setupAnalytics(nav.gtag);
}

if (root.hasAttribute('data-dev')) setupLiveReload();
