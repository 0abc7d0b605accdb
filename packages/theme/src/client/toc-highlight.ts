// Highlight the table-of-contents entry of the heading being read.
export function setupTocHighlight(signal?: AbortSignal) {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc-desktop .toc-link')];
  if (!links.length) return;
  const headings = links.map((l) => document.getElementById(decodeURIComponent(l.hash.slice(1)))).filter((h): h is HTMLElement => Boolean(h));
  let ticking = false;
  const update = () => {
    ticking = false;
    const offset = 120;
    let current = headings[0];
    for (const h of headings) if (h.getBoundingClientRect().top - offset <= 0) current = h;
    // Headings near the end of a page never reach the top of the window:
    // at the bottom, the reader is reading the last one.
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    if (atBottom && window.scrollY > 0) current = headings[headings.length - 1];
    for (const l of links) l.classList.toggle('toc-link-active', decodeURIComponent(l.hash.slice(1)) === current?.id);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!ticking) {
        ticking = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true, signal },
  );
  update();
}
