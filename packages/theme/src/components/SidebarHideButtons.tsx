import { useText } from '../context.tsx';

/**
 * `themeConfig.docs.sidebar.hideable`: a button at the foot of the desktop
 * sidebar that folds it away, and one in its place that brings it back, as
 * Docusaurus's DocRoot/Layout/Sidebar has them (client/sidebar-hide.ts).
 */
export function SidebarHideButtons() {
  const text = useText();
  return (
    <>
      <button type="button" className="sidebar-hide-button" data-sidebar-hide="" title={text('theme.docs.sidebar.collapseButtonTitle')} aria-label={text('theme.docs.sidebar.collapseButtonAriaLabel')}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M11 17l-5-5 5-5M18 17l-5-5 5-5" />
        </svg>
      </button>
      <button type="button" className="sidebar-expand-button" data-sidebar-expand="" title={text('theme.docs.sidebar.expandButtonTitle')} aria-label={text('theme.docs.sidebar.expandButtonAriaLabel')}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M13 17l5-5-5-5M6 17l5-5-5-5" />
        </svg>
      </button>
    </>
  );
}
