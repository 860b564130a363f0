'use client';

import type { ReactNode } from 'react';
import { useMobileSidebar } from '@/components/MobileSidebar/context';
import { useHideableNavbar } from './useHideableNavbar';
import styles from './styles.module.css';

/**
 * The sticky <header>. Hiding moves it with a transform only, so the page
 * below never shifts. Keyboard focus entering it brings it back.
 */
export default function HideableNavbar({
  hideOnScroll,
  children,
}: {
  hideOnScroll: boolean;
  children: ReactNode;
}) {
  const { shown: mobileSidebarShown } = useMobileSidebar();
  const { ref, hidden, show } = useHideableNavbar(hideOnScroll, mobileSidebarShown);
  return (
    <header
      ref={ref}
      className={[styles.navbar, hidden ? styles.navbarHidden : ''].join(' ')}
      data-hidden={hidden || undefined}
      onFocus={show}
    >
      {children}
    </header>
  );
}
