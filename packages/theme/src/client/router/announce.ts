/** Tell screen readers the new page's title, in an aria-live region made on first use. */
export function announce(text: string) {
  // Looked up each time: serve's live reload replaces the whole body.
  let el = document.getElementById('ctfdocs-route-announcer');
  if (!el) {
    el = document.createElement('div');
    el.id = 'ctfdocs-route-announcer';
    el.className = 'visually-hidden';
    el.setAttribute('aria-live', 'assertive');
    el.setAttribute('aria-atomic', 'true');
    document.body.append(el);
  }
  el.textContent = text;
}
