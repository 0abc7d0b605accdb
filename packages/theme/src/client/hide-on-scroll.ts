// navbar.hideOnScroll: hide going down, show going up or near the top, stay
// hidden while the URL has a hash (the reader jumped to an anchor).
import { NAVBAR } from '../shared/shell-classes.ts';

export function setupHideOnScroll() {
  if (!document.querySelector(`.${NAVBAR}[data-hide-on-scroll]`)) return;
  let last = window.scrollY;
  window.addEventListener(
    'scroll',
    () => {
      // Looked up each time: client navigation swaps in a new navbar.
      const nav = document.querySelector<HTMLElement>(`.${NAVBAR}[data-hide-on-scroll]`);
      if (!nav) return;
      const y = window.scrollY;
      const height = nav.offsetHeight;
      if (y < height) nav.classList.remove('navbar-hidden');
      else if (location.hash) nav.classList.add('navbar-hidden');
      else if (y > last) nav.classList.add('navbar-hidden');
      else if (y < last) nav.classList.remove('navbar-hidden');
      last = y;
    },
    { passive: true },
  );
}
