// Collapsible blocks (<details> in markdown) open and close with a height
// animation whose duration grows with the content's height (the curve
// Material UI and Docusaurus use), and without animation when the reader
// prefers reduced motion. The last duration is kept in data-collapsible-duration.
export function autoHeightDuration(height: number): number {
  if (!height) return 0;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

export function setupDetails() {
  for (const details of document.querySelectorAll<HTMLDetailsElement>('.markdown details')) {
    const summary = details.querySelector(':scope > summary');
    if (!summary) continue;
    summary.addEventListener('click', (e) => {
      e.preventDefault();
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const closed = summary.getBoundingClientRect().height;
      const opening = !details.open;
      if (opening) details.open = true;
      const full = details.scrollHeight;
      const duration = reduce ? 0 : autoHeightDuration(Math.abs(full - closed));
      details.dataset.collapsibleDuration = String(duration);
      if (!duration) {
        details.open = opening;
        return;
      }
      details.style.overflow = 'hidden';
      const animation = details.animate({ height: opening ? [`${closed}px`, `${full}px`] : [`${full}px`, `${closed}px`] }, { duration, easing: 'ease-in-out' });
      animation.onfinish = animation.oncancel = () => {
        details.style.overflow = '';
        if (!opening) details.open = false;
      };
    });
  }
}
