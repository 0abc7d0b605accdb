// The results a reader opened from the search modal, newest first, kept in
// localStorage so the empty modal can offer them again.
import { STORAGE_KEYS } from '../shared/storage-keys.ts';
import { storage } from './storage.ts';

const RECENT_MAX = 5;

/** What is kept of a result: enough to draw it again without the index. */
export interface RecentSearch {
  title: string;
  url: string;
  hierarchy: string[];
}

export function readRecentSearches(): RecentSearch[] {
  try {
    const list = JSON.parse(storage.get(STORAGE_KEYS.searchRecent) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((r): r is RecentSearch => typeof r?.title === 'string' && typeof r?.url === 'string' && Array.isArray(r?.hierarchy)) : [];
  } catch {
    return [];
  }
}

/** Put `hit` first (once), keeping at most five. */
export function rememberSearch(hit: RecentSearch) {
  const list = [hit, ...readRecentSearches().filter((r) => r.url !== hit.url)].slice(0, RECENT_MAX);
  storage.set(STORAGE_KEYS.searchRecent, JSON.stringify(list.map(({ title, url, hierarchy }) => ({ title, url, hierarchy }))));
}
