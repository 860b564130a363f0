'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { trapTab } from '@/lib/hooks/trapTab';
import { translate } from '@/lib/i18n/translate';
import { useMobileSidebar } from './context';
import { MOBILE_SIDEBAR_ID } from './ids';
import styles from './styles.module.css';

interface MobileSidebarProps {
  /** The logo and title, as in the navbar. */
  brand: ReactNode;
  /** The primary menu: the navbar items, rendered for the sidebar. */
  children: ReactNode;
}

/** The menu of narrow screens (spec §2): the page's own menu first, then the navbar items. */
export default function MobileSidebar({ brand, children }: MobileSidebarProps) {
  const { shown, close, secondaryContent, secondaryShown, showPrimaryMenu } = useMobileSidebar();
  const closeRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<HTMLDivElement>(null);

  function backToMainMenu() {
    showPrimaryMenu();
    // The button that had the focus is gone: give it to the first entry of the main menu.
    requestAnimationFrame(() => itemsRef.current?.querySelector<HTMLElement>('a[href], button')?.focus());
  }

  useEffect(() => {
    if (shown) closeRef.current?.focus();
  }, [shown]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close({ returnFocus: true });
    } else if (event.key === 'Tab') {
      trapTab(event);
    }
  }

  return (
    <div
      id={MOBILE_SIDEBAR_ID}
      className={styles.root}
      role="dialog"
      aria-modal="true"
      aria-label={translate({ id: 'theme.mobileSidebar.label', message: 'Navigation menu' })}
      hidden={!shown}
      onKeyDown={onKeyDown}
    >
      <div className={styles.backdrop} onClick={() => close({ returnFocus: true })} aria-hidden="true" />
      {shown && (
        <div className={styles.panel}>
          <div className={styles.header}>
            {brand}
            <button
              ref={closeRef}
              type="button"
              className={styles.close}
              aria-label={translate({ id: 'theme.mobileSidebar.close', message: 'Close navigation menu' })}
              onClick={() => close({ returnFocus: true })}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <div ref={itemsRef} className={styles.items}>
            {secondaryShown ? (
              <div className={styles.secondary}>
                <button type="button" className={styles.back} onClick={backToMainMenu}>
                  <span aria-hidden="true">←</span>{' '}
                  {translate({ id: 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', message: 'Back to main menu' })}
                </button>
                {secondaryContent}
              </div>
            ) : (
              <div className={styles.primary}>{children}</div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
