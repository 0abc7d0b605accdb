import { storage } from './storage.ts';
import { STORAGE_KEYS } from '../shared/storage-keys.ts';

const PREFIX = STORAGE_KEYS.tabPrefix;

export function setupTabs(signal?: AbortSignal) {
  const groups = [...document.querySelectorAll<HTMLElement>('.tabs')];
  const select = (group: HTMLElement, value: string, focus = false) => {
    const tabs = [...group.querySelectorAll<HTMLButtonElement>(':scope > .tabs-list > [role=tab]')];
    if (!tabs.some((t) => t.dataset.value === value)) return;
    for (const tab of tabs) {
      const on = tab.dataset.value === value;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      if (on && focus) tab.focus();
    }
    for (const panel of group.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]')) {
      panel.classList.toggle('tabs-panel-inactive', panel.dataset.value !== value);
    }
  };
  const selectEverywhere = (groupId: string | undefined, value: string, origin: HTMLElement) => {
    if (!groupId) return select(origin, value, true);
    storage.set(PREFIX + groupId, value);
    for (const g of groups) if (g.dataset.groupId === groupId) select(g, value, g === origin);
  };
  for (const group of groups) {
    const saved = group.dataset.groupId ? storage.get(PREFIX + group.dataset.groupId) : null;
    if (saved) select(group, saved);
    group.querySelector(':scope > .tabs-list')?.addEventListener('click', (e) => {
      const tab = (e.target as Element).closest<HTMLButtonElement>('[role=tab]');
      if (tab?.dataset.value) selectEverywhere(group.dataset.groupId, tab.dataset.value, group);
    });
    group.querySelector(':scope > .tabs-list')?.addEventListener('keydown', (e) => {
      const ev = e as KeyboardEvent;
      if (ev.key !== 'ArrowRight' && ev.key !== 'ArrowLeft') return;
      const tabs = [...group.querySelectorAll<HTMLButtonElement>(':scope > .tabs-list > [role=tab]')];
      const i = tabs.indexOf(document.activeElement as HTMLButtonElement);
      const next = tabs[(i + (ev.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
      if (next?.dataset.value) selectEverywhere(group.dataset.groupId, next.dataset.value, group);
    });
  }
  window.addEventListener(
    'storage',
    (e) => {
      if (!e.key?.startsWith(PREFIX) || !e.newValue) return;
      const groupId = e.key.slice(PREFIX.length);
      for (const g of groups) if (g.dataset.groupId === groupId) select(g, e.newValue);
    },
    { signal },
  );
}
