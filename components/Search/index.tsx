'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from '@/components/UiStrings';
import { useLazyPart } from '@/lib/lazy';
import { loadSearchDialog } from './load-dialog';
import styles from './styles.module.css';

/** Keys typed into a field are the reader's text, not shortcuts. */
function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(
      target.type,
    )
  );
}

/**
 * The navbar's search button (item type "search"). Ctrl/Cmd+K and "/" open it too,
 * except while the reader types in a field.
 * The dialog is a separate chunk loaded on first use; while it loads, a status
 * shows after the lazy-load delay, and a failed load offers Retry.
 */
export default function SearchButton() {
  const [open, setOpen] = useState(false);
  const t = useTranslate();
  const dialog = useLazyPart(loadSearchDialog, { active: open });
  const Dialog = dialog.value;
  const buttonRef = useRef<HTMLButtonElement>(null);

  const openSearch = useCallback(() => setOpen(true), []);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || open || isTypingIn(event.target)) return;
      const commandK =
        (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (commandK || slash) {
        event.preventDefault();
        openSearch();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openSearch, open]);

  return (
    // Escape pressed on the loading note or the error box (before the dialog is there) closes
    // the search; the box itself is no control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only hears Escape
    <div
      className={styles.root}
      onKeyDown={(event) => event.key === 'Escape' && open && dialog.status !== 'ready' && close()}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={openSearch}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d="m21 21-4.35-4.35M17 10.5a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0z"
          />
        </svg>
        <span className={styles.label}>{t('theme.SearchBar.label')}</span>{' '}
        {/* Part of the name on purpose: a name must contain the visible text (WCAG 2.5.3). */}
        <kbd className={styles.kbd}>Ctrl K</kbd>
      </button>
      {open && dialog.showLoading && (
        <div role="status" className={styles.status}>
          {t('theme.SearchBar.loading')}
        </div>
      )}
      {open && dialog.status === 'failed' && (
        <div role="alert" className={styles.errorBox}>
          <p>{t('theme.SearchBar.loadFailed')}</p>
          <div className={styles.errorActions}>
            {/* The box stands in for the search the reader just opened: the focus goes to it. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the reader asked for it */}
            <button type="button" className={styles.retry} onClick={dialog.retry} autoFocus>
              {t('theme.SearchBar.retry')}
            </button>
            <button type="button" className={styles.dismiss} onClick={close}>
              {t('theme.SearchBar.closeError')}
            </button>
          </div>
        </div>
      )}
      {open && Dialog && <Dialog onClose={close} />}
    </div>
  );
}
