/** Browser storage keys, shared by the head script and the client runtime. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'ctfdocs.announcement.dismiss',
  announcementId: 'ctfdocs.announcement.id',
  tabPrefix: 'ctfdocs.tab.',
  /** Followed by a docs instance id (spec §9). */
  preferredVersionPrefix: 'docs-preferred-version-',
  searchRecent: 'ctfdocs.search.recent',
} as const;
