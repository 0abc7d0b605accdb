import { setupColorMode } from './color-mode.ts';
import { setupAnnouncement } from './announcement.ts';
import { setupMobileSidebar } from './mobile-sidebar.ts';
import { setupDropdowns } from './dropdowns.ts';
import { setupTabs } from './tabs.ts';
import { setupCopyButtons } from './copy-code.ts';
import { setupDiagrams } from './diagrams.ts';
import { setupApiNavFilter } from './api-nav-filter.ts';
import { setupApiDetails } from './api-details.ts';
import { setupTocHighlight } from './toc-highlight.ts';
import { setupHideOnScroll } from './hide-on-scroll.ts';
import { scrollActiveSidebarItem } from './sidebar-scroll.ts';
import { setupSidebarHide } from './sidebar-hide.ts';
import { setupSidebarAutoCollapse } from './sidebar-auto-collapse.ts';
import { setupSearchShortcuts } from './search-shortcut.ts';
import { setupSearchPage } from './search-page.ts';
import { setupDetails } from './details.ts';
import { setupSidebarCategories } from './sidebar-categories.ts';
import { readNavConfig } from './nav-config.ts';
import { setupRouter } from './router/index.ts';
import { setupPrefetch } from './prefetch.ts';
import { setupAnalytics } from './analytics.ts';
import { bindEach } from './bind-each.ts';
import { applyPreferredVersions, setupPreferredVersion } from './preferred-version.ts';

const root = document.documentElement;

// Listeners on document and window: once per page load.
bindEach({
  'colour mode': () => setupColorMode(root.dataset.defaultMode === 'dark' ? 'dark' : 'light', root.hasAttribute('data-respect-prefers')),
  'copy buttons': setupCopyButtons,
  'API operation filter': setupApiNavFilter,
  'hide on scroll': setupHideOnScroll,
  'search shortcuts': setupSearchShortcuts,
  'preferred version': setupPreferredVersion,
  'sidebar categories': setupSidebarCategories,
  'sidebar hiding': setupSidebarHide,
});

// Listeners on elements of the body: again when serve or client navigation
// swaps in new content. Window and document listeners a page adds are
// removed through the signal first, so none pile up across navigations.
let page: AbortController | undefined;
function bindPage() {
  page?.abort();
  page = new AbortController();
  const { signal } = page;
  bindEach({
    'announcement bar': () => setupAnnouncement(signal),
    'mobile sidebar': () => setupMobileSidebar(signal),
    dropdowns: () => setupDropdowns(signal),
    tabs: () => setupTabs(signal),
    'collapsible blocks': setupDetails,
    'API operation details': () => setupApiDetails(signal),
    'table of contents': () => setupTocHighlight(signal),
    'docs sidebar': scrollActiveSidebarItem,
    'sidebar categories folding': () => setupSidebarAutoCollapse(signal),
    'search page': setupSearchPage,
    'crash page': () => {
      const button = document.querySelector<HTMLButtonElement>('[data-crash-retry]');
      return button && import('./crash-retry.ts').then((m) => m.setupCrashRetry(button));
    },
    'preferred version links': applyPreferredVersions,
    diagrams: () => setupDiagrams(signal),
  });
}
bindPage();
document.addEventListener('ctfdocs:refresh', bindPage);

const nav = readNavConfig();
if (nav) {
  bindEach({
    navigation: () => setupPrefetch(setupRouter(nav)),
    analytics: () => nav.gtag && setupAnalytics(nav.gtag),
  });
}

// serve's live reload: code of its own, which a built site never loads.
if (root.hasAttribute('data-dev')) bindEach({ 'live reload': () => import('./live-reload.ts').then((m) => m.setupLiveReload()) });
