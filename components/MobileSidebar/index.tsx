'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslate } from '@/components/UiStrings';
import { useMobileSidebar } from './context';
import { MOBILE_SIDEBAR_ID } from './ids';
import styles from './styles.module.css';

interface MobileSidebarProps {
  /** The logo and title, as in the navbar. */
  brand: ReactNode;
  /** The primary menu: the navbar items, rendered for the sidebar. */
  children: ReactNode;
}

/**
 * The menu of narrow screens: the page's own menu first, then the navbar items.
 * A modal <dialog>: while it is open the browser makes the page behind it inert (no Tab,
 * no screen-reader browsing, no clicks), closes it on Escape and gives the focus back to the
 * menu button; app/globals.css keeps the page behind from scrolling.
 */
export default function MobileSidebar({ brand, children }: MobileSidebarProps) {
  const { shown, close, secondaryContent, secondaryShown, showPrimaryMenu } = useMobileSidebar();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const t = useTranslate();
  const closeRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<HTMLDivElement>(null);

  function backToMainMenu() {
    showPrimaryMenu();
    // The button that had the focus is gone: give it to the first entry of the main menu.
    requestAnimationFrame(() =>
      itemsRef.current?.querySelector<HTMLElement>('a[href], button')?.focus(),
    );
  }

  useEffect(() => {
    const dialog = dialogRef.current!;
    if (shown && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!shown && dialog.open) {
      dialog.close();
    }
  }, [shown]);

  return (
    <dialog
      ref={dialogRef}
      id={MOBILE_SIDEBAR_ID}
      className={styles.root}
      aria-label={t('theme.mobileSidebar.label')}
      // Escape (or the browser's back gesture) closed it.
      onClose={() => close()}
      // Outside the panel is the backdrop.
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      {shown && (
        <div className={styles.panel}>
          <div className={styles.header}>
            {brand}
            <button
              ref={closeRef}
              type="button"
              className={styles.close}
              aria-label={t('theme.mobileSidebar.close')}
              onClick={() => close()}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  stroke="currentColor"
                  strokeLinecap="round"
                  strokeWidth="2"
                  d="M6 6l12 12M18 6 6 18"
                />
              </svg>
            </button>
          </div>
          <div ref={itemsRef} className={styles.items}>
            {secondaryShown ? (
              <div className={styles.secondary}>
                <button type="button" className={styles.back} onClick={backToMainMenu}>
                  <span aria-hidden="true">←</span> {t('theme.mobileSidebar.back')}
                </button>
                {secondaryContent}
              </div>
            ) : (
              <div className={styles.primary}>{children}</div>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
