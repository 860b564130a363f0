import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * Inline script for <head>: hides the bar before first paint when the reader
 * closed this very announcement; a new id is a new announcement.
 */
export function announcementBarScript(id: string): string {
  return `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismissedId)})===${JSON.stringify(id)})document.documentElement.setAttribute(${JSON.stringify(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},'true')}catch(e){}`;
}
