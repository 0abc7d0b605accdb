import { keepTabInside } from './focus-trap.ts';
import { DOC_SIDEBAR } from '../shared/shell-classes.ts';

const MOBILE = '(max-width: 996px)';

export function setupMobileSidebar(signal?: AbortSignal) {
  const toggle = document.querySelector<HTMLButtonElement>('.navbar-toggle');
  const panel = document.getElementById('navbar-sidebar');
  if (!toggle || !panel) return;
  const root = document.documentElement;
  let pushed = false;
  const setOpen = (open: boolean, fromHistory = false) => {
    root.toggleAttribute('data-sidebar-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    document.body.style.overflow = open ? 'hidden' : '';
    if (open) {
      const secondary = panel.querySelector<HTMLElement>('[data-secondary-menu]');
      const source = document.querySelector(`.${DOC_SIDEBAR} .menu`);
      if (secondary && source && !secondary.childElementCount) {
        for (const child of source.children) secondary.append(child.cloneNode(true));
      }
      // The docs sidebar (secondary menu) shows first on a docs page.
      panel.toggleAttribute('data-secondary', panel.hasAttribute('data-show-secondary'));
      history.pushState({ ctfdocsSidebar: true }, '');
      pushed = true;
      panel.querySelector<HTMLElement>('.navbar-sidebar-close')?.focus();
    } else {
      if (pushed && !fromHistory) history.back();
      pushed = false;
      // Back to where the reader opened it, unless a link took them elsewhere.
      if (panel.contains(document.activeElement)) toggle.focus();
    }
  };
  // A modal dialog: Tab and Shift+Tab cycle through the drawer's own controls.
  const focusable = () => [...panel.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]:not([tabindex="-1"])')].filter((el) => el.getClientRects().length > 0);
  panel.addEventListener('keydown', (e) => {
    if (e.key === 'Tab' && root.hasAttribute('data-sidebar-open')) keepTabInside(e, focusable());
  });
  toggle.addEventListener('click', () => setOpen(!root.hasAttribute('data-sidebar-open')));
  panel.addEventListener('click', (e) => {
    const t = e.target as Element;
    if (t.closest('[data-close-sidebar]')) setOpen(false);
    else if (t.closest('[data-back-to-main]')) panel.removeAttribute('data-secondary');
    // Following a link: the new page takes over the drawer's history entry
    // (the client router replaces it), so there is no step back to take. A
    // link whose click was taken (a closed category opening in place) stays.
    else if (t.closest('a[href]') && !e.defaultPrevented) setOpen(false, true);
  });
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Escape' && root.hasAttribute('data-sidebar-open')) setOpen(false);
    },
    { signal },
  );
  window.addEventListener(
    'popstate',
    () => {
      if (root.hasAttribute('data-sidebar-open')) setOpen(false, true);
    },
    { signal },
  );
  window.matchMedia(MOBILE).addEventListener(
    'change',
    (e) => {
      if (!e.matches && root.hasAttribute('data-sidebar-open')) setOpen(false);
    },
    { signal },
  );
}
