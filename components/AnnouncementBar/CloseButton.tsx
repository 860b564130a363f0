'use client';

import { MAIN_CONTENT_ID } from '@/lib/constants';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, STORAGE_KEYS } from '@/lib/storage-keys';
import styles from './styles.module.css';

/** Closes the bar and remembers which announcement was closed. */
export default function CloseButton({ id }: { id: string }) {
  function close() {
    try {
      window.localStorage.setItem(STORAGE_KEYS.announcementDismissedId, id);
    } catch {
      // Storage can be blocked (private mode); the bar still closes for this visit.
    }
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, 'true');
    // The button disappears with the bar: keep keyboard users in the page, not at its top.
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }
  return (
    <button type="button" className={styles.close} aria-label="Close announcement" onClick={close}>
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M18.3 5.71 12 12l6.3 6.29-1.42 1.42L10.59 13.4 4.29 19.7 2.88 18.3 9.17 12 2.88 5.71 4.29 4.3l6.3 6.29 6.29-6.3z"
        />
      </svg>
    </button>
  );
}
