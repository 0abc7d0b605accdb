// Navbar dropdowns: open on click, Enter or hover; close on an outside click
// or touch and on Escape; arrow keys move through the items. A label that is
// a link (a dropdown with `to` or `href`) leads there when clicked; its menu
// opens on hover and on the arrow keys.
export function setupDropdowns(signal?: AbortSignal) {
  const dropdowns = [...document.querySelectorAll<HTMLElement>('[data-dropdown]')];
  const close = (d: HTMLElement) => {
    d.removeAttribute('data-open');
    d.querySelector('[data-dropdown-toggle]')?.setAttribute('aria-expanded', 'false');
  };
  const open = (d: HTMLElement) => {
    for (const other of dropdowns) if (other !== d) close(other);
    d.setAttribute('data-open', '');
    d.querySelector('[data-dropdown-toggle]')?.setAttribute('aria-expanded', 'true');
  };
  for (const d of dropdowns) {
    const button = d.querySelector<HTMLElement>('[data-dropdown-toggle]')!;
    // A pointer reaches the button through hover, which already opened the
    // menu: that first click must not close it again.
    let openedByHover = false;
    button.addEventListener('click', () => {
      if (button instanceof HTMLAnchorElement) return;
      if (openedByHover) openedByHover = false;
      else if (d.hasAttribute('data-open')) close(d);
      else open(d);
    });
    d.addEventListener('mouseenter', () => {
      if (!d.hasAttribute('data-open')) openedByHover = true;
      open(d);
    });
    d.addEventListener('mouseleave', () => {
      openedByHover = false;
      close(d);
    });
    d.addEventListener('keydown', (e) => {
      const links = [...d.querySelectorAll<HTMLAnchorElement>('.navbar-dropdown-menu a')];
      const i = links.indexOf(document.activeElement as HTMLAnchorElement);
      if (e.key === 'Escape') {
        close(d);
        button.focus();
      } else if (e.key === 'ArrowDown') {
        e.preventDefault();
        open(d);
        links[Math.min(i + 1, links.length - 1)]?.focus();
      } else if (e.key === 'ArrowUp') {
        e.preventDefault();
        links[Math.max(i - 1, 0)]?.focus();
      }
    });
    d.addEventListener('focusout', (e) => {
      if (!d.contains(e.relatedTarget as Node)) close(d);
    });
  }
  const outside = (e: Event) => {
    for (const d of dropdowns) if (!d.contains(e.target as Node)) close(d);
  };
  document.addEventListener('mousedown', outside, { signal });
  document.addEventListener('touchstart', outside, { passive: true, signal });
}
