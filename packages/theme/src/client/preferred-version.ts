// The reader's preferred docs version, per docs instance (spec §4): chosen in
// the version dropdown or the banner's "latest version" link, followed by the
// navbar's doc links and Algolia's contextual search on pages outside that
// instance, and forgotten once the version is no longer built.
import { STORAGE_KEYS } from '../shared/storage-keys.ts';
import { storage } from './storage.ts';

const keyFor = (instanceId: string) => STORAGE_KEYS.preferredVersionPrefix + instanceId;

/** Remember the version of any link that names one. Once per page load: the listener is on the document. */
export function setupPreferredVersion(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[data-docs-version][data-docs-plugin-id]');
      if (!(link instanceof HTMLElement)) return;
      storage.set(keyFor(link.dataset.docsPluginId!), link.dataset.docsVersion!);
    },
    { capture: true },
  );
}

/** Every built version of every instance, as the page lists them on <html>. */
function builtVersions(): Record<string, string[]> {
  try {
    const parsed: unknown = JSON.parse(document.documentElement.dataset.docsVersions ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

/** The reader's preferred version of each instance that has one, dropping stored versions that no longer exist. */
export function preferredVersions(): Map<string, string> {
  const preferred = new Map<string, string>();
  for (const [instanceId, versions] of Object.entries(builtVersions())) {
    const stored = storage.get(keyFor(instanceId));
    if (stored === null) continue;
    if (versions.includes(stored)) preferred.set(instanceId, stored);
    else storage.remove(keyFor(instanceId));
  }
  return preferred;
}

/** Point navbar items at the preferred versions. */
export function applyPreferredVersions(): void {
  const preferred = preferredVersions();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-version-links][data-docs-plugin-id]')) {
    const version = preferred.get(link.dataset.docsPluginId!);
    if (!version) continue;
    try {
      const target = (JSON.parse(link.dataset.versionLinks!) as Record<string, string>)[version];
      if (target) link.setAttribute('href', target);
    } catch {
      // Malformed data leaves the link at the last version.
    }
  }
  for (const dropdown of document.querySelectorAll<HTMLElement>('[data-docs-version-dropdown][data-follow-preferred]')) {
    const version = preferred.get(dropdown.dataset.docsVersionDropdown!);
    const chosen = version ? dropdown.querySelector<HTMLAnchorElement>(`a[data-docs-version="${CSS.escape(version)}"]`) : null;
    if (!chosen) continue;
    for (const item of dropdown.querySelectorAll<HTMLAnchorElement>('a[data-docs-version]')) {
      item.classList.toggle('active', item === chosen);
      if (item === chosen) item.setAttribute('aria-current', 'true');
      else item.removeAttribute('aria-current');
    }
    const toggle = dropdown.querySelector<HTMLButtonElement>('.navbar-dropdown-toggle');
    if (toggle) {
      toggle.textContent = chosen.textContent;
      toggle.setAttribute('aria-label', `Documentation versions: ${chosen.textContent}`);
    }
  }
}
