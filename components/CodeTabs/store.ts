import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * The reader's code tab choice ("curl", "TypeScript"), kept in local storage so it
 * holds across pages and visits. Every tab group on the page subscribes, so
 * picking a tab in one group switches them all.
 */
const CHANGE_EVENT = 'code-tabs:change';

export function readChoice(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.codeTabs);
  } catch {
    return null; // Storage can be blocked (privacy settings); the first tab is then shown.
  }
}

/** Holds the choice for this page only when storage refuses it. */
let unstoredChoice: string | null = null;

export function writeChoice(label: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.codeTabs, label);
  } catch {
    unstoredChoice = label; // Not remembered across pages, but the groups on this page still switch.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function getChoiceSnapshot(): string | null {
  return readChoice() ?? unstoredChoice;
}

/** The server renders the first tab; the stored choice applies once the page hydrates. */
export function getServerChoiceSnapshot(): string | null {
  return null;
}

export function subscribeToChoice(onChange: () => void): () => void {
  const onLocal = () => onChange();
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.codeTabs) onChange(); // another browser tab chose
  };
  window.addEventListener(CHANGE_EVENT, onLocal);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onLocal);
    window.removeEventListener('storage', onStorage);
  };
}
