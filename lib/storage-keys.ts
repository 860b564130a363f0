/** Local storage keys the site writes. One place, so tests and code agree. */
export const STORAGE_KEYS = {
  /** The id of the announcement the reader closed; a new id shows the bar again. */
  announcementDismissedId: 'announcement-bar.dismissed-id',
  /** next-themes' storage key for the color mode. */
  colorMode: 'theme',
  /** The reader's preferred docs version. */
  docsPreferredVersion: 'docs.preferred-version',
  /** The code tab (curl, TypeScript) the reader picked last. */
  codeTabs: 'code-tabs.choice',
} as const;

/** Attribute set on <html> before first paint when the current announcement was dismissed. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';
