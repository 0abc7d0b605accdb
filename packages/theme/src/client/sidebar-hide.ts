// themeConfig.docs.sidebar.hideable: the desktop sidebar folds away and comes
// back. The state is on <html>, which client navigation keeps, so the sidebar
// stays folded from page to page; a full load shows it again, as in Docusaurus.
export function setupSidebarHide() {
  const root = document.documentElement;
  document.addEventListener('click', (e) => {
    const target = e.target as Element;
    if (target.closest?.('[data-sidebar-hide]')) {
      root.setAttribute('data-sidebar-hidden', '');
      document.querySelector<HTMLElement>('[data-sidebar-expand]')?.focus();
    } else if (target.closest?.('[data-sidebar-expand]')) {
      root.removeAttribute('data-sidebar-hidden');
      document.querySelector<HTMLElement>('[data-sidebar-hide]')?.focus();
    }
  });
}
