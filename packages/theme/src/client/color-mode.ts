import { storage } from './storage.ts';
import { STORAGE_KEYS } from '../shared/storage-keys.ts';

const KEY = STORAGE_KEYS.theme;

function systemMode(): 'light' | 'dark' {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function setupColorMode(defaultMode: 'light' | 'dark', respectPrefers: boolean) {
  const root = document.documentElement;
  const fallback = () => (respectPrefers ? systemMode() : defaultMode);
  const apply = (mode: 'light' | 'dark') => {
    root.setAttribute('data-theme', mode);
    for (const btn of document.querySelectorAll<HTMLButtonElement>('[data-color-mode-toggle]')) {
      const label = `Switch between dark and light mode (currently ${mode} mode)`;
      btn.setAttribute('aria-label', label);
      btn.title = label;
    }
  };
  const stored = storage.get(KEY);
  apply(stored === 'dark' || stored === 'light' ? stored : fallback());
  document.addEventListener('click', (e) => {
    const btn = (e.target as Element).closest?.('[data-color-mode-toggle]');
    if (!btn) return;
    const next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    storage.set(KEY, next);
    apply(next);
  });
  // serve swapped in a new body: its toggle labels are the server's default.
  document.addEventListener('ctfdocs:refresh', () => apply(root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light'));
  // Another tab changed (or cleared) the choice.
  window.addEventListener('storage', (e) => {
    if (e.key !== KEY && e.key !== null) return;
    const v = storage.get(KEY);
    apply(v === 'dark' || v === 'light' ? v : fallback());
  });
  if (respectPrefers) {
    window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', () => {
      if (!storage.get(KEY)) apply(fallback());
    });
  }
}
