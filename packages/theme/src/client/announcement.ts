import { storage } from './storage.ts';
import { STORAGE_KEYS } from '../shared/storage-keys.ts';

const DISMISS = STORAGE_KEYS.announcementDismiss;
const ID = STORAGE_KEYS.announcementId;

export function setupAnnouncement(signal?: AbortSignal) {
  const bar = document.querySelector<HTMLElement>('[data-announcement-id]');
  if (!bar) return;
  const id = bar.dataset.announcementId ?? '';
  if (storage.get(ID) !== id) {
    // A new bar: forget the old dismissal.
    storage.set(ID, id);
    storage.set(DISMISS, 'false');
  }
  bar.querySelector('[data-announcement-close]')?.addEventListener(
    'click',
    () => {
      storage.set(DISMISS, 'true');
      storage.set(ID, id);
      document.documentElement.setAttribute('data-announcement-dismissed', '');
    },
    { signal },
  );
}
