// A large API reference carries each operation's parameters, responses and
// samples in a file of its own (the renderer's api-details.ts) behind a
// collapsed "Parameters, responses and code samples" part. Opening the part
// fetches the file into it; a link to an operation (`#operation/<id>`, on
// load, on a hash change, after a client navigation) opens the operation's
// part, so a deep link shows everything as before. Without JavaScript the
// part holds a link to the file itself.
import { API_DETAILS_DIR } from '../shared/client-files.ts';
import { readNavConfig } from './nav-config.ts';

export function setupApiDetails(signal: AbortSignal) {
  // `toggle` does not bubble: listen while it is captured.
  document.addEventListener(
    'toggle',
    (e) => {
      const details = e.target;
      if (details instanceof HTMLDetailsElement && details.open && details.classList.contains('api-operation-more')) void loadDetails(details);
    },
    { capture: true, signal },
  );
  window.addEventListener('hashchange', () => void openLinkedOperation(), { signal });
  void openLinkedOperation();
}

async function openLinkedOperation() {
  const hash = location.hash;
  const id = decodeURIComponent(hash.slice(1));
  if (!id.startsWith('operation/')) return;
  const operation = document.getElementById(id);
  const details = operation?.querySelector<HTMLDetailsElement>(':scope > details.api-operation-more');
  if (!operation || !details || details.open) return;
  details.open = true;
  // Near the end of the page the browser could not scroll the operation to the
  // top before its details made the page longer: it is scrolled there once
  // they are in, unless the reader has moved on meanwhile. (The position
  // itself says nothing: the browser's own scroll to the hash may come later.)
  let moved = false;
  const stop = new AbortController();
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown']) window.addEventListener(type, () => (moved = true), { passive: true, signal: stop.signal });
  await loadDetails(details);
  stop.abort();
  if (location.hash === hash && !moved) operation.scrollIntoView({ behavior: 'instant' });
}

/**
 * Whether a link names one of the build's own details files
 * (`<baseUrl>assets/api/<hash>.html` on this site, `base` being the site's
 * baseUrl). Page content can dress itself as a details part; what it links
 * to is never put into the page. The base matters on a shared origin (a
 * user's GitHub Pages domain, a host with uploads): another path there is
 * another site.
 */
export function isDetailsFile(href: string, origin: string, base: string): boolean {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return false;
  }
  const dir = `${base}${API_DETAILS_DIR}/`;
  return url.origin === origin && url.pathname.startsWith(dir) && /^[0-9a-f]+\.html$/.test(url.pathname.slice(dir.length)) && !url.search && !url.hash;
}

async function loadDetails(details: HTMLDetailsElement) {
  const body = details.querySelector<HTMLElement>(':scope > .api-operation-more-body');
  const link = body?.querySelector<HTMLAnchorElement>('a.api-operation-more-link');
  if (!body || !link || details.dataset.state || !isDetailsFile(link.href, location.origin, readNavConfig()?.base ?? '/')) return;
  details.dataset.state = 'loading';
  body.setAttribute('aria-busy', 'true');
  try {
    // A redirect would lead away from the file that was checked.
    const res = await fetch(link.href, { redirect: 'error' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    // The file is the build's own rendering of the spec, as trusted as the page around it.
    body.innerHTML = await res.text();
    details.dataset.state = 'loaded';
  } catch (err) {
    // The link stays, and closing and reopening the part tries again.
    delete details.dataset.state;
    let note = body.querySelector<HTMLElement>('.api-operation-more-error');
    if (!note) {
      note = document.createElement('p');
      note.className = 'api-operation-more-error';
      note.setAttribute('role', 'alert');
      body.prepend(note);
    }
    note.textContent = `These details could not be loaded (${err instanceof Error ? err.message : String(err)}). Close and reopen to try again, or follow the link.`;
  } finally {
    body.removeAttribute('aria-busy');
  }
}
