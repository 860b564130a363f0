'use client';

import { useTranslate } from '@/components/UiStrings';
import { MOBILE_SIDEBAR_ID } from './ids';
import { useMobileSidebar } from './context';
import styles from './styles.module.css';

/** The menu button of the mobile navbar. */
export default function MobileSidebarToggle() {
  const { shown, toggle } = useMobileSidebar();
  const t = useTranslate();
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={t('theme.mobileSidebar.label')}
      aria-expanded={shown}
      aria-controls={MOBILE_SIDEBAR_ID}
      onClick={toggle}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          stroke="currentColor"
          strokeLinecap="round"
          strokeWidth="2"
          d="M4 7h16M4 12h16M4 17h16"
        />
      </svg>
    </button>
  );
}
