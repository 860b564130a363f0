'use client';

import { usePathname } from 'next/navigation';
import { useId, useState, type ReactNode } from 'react';
import Collapsible from '@/components/Collapsible';
import { samePath } from '@/lib/urls';
import styles from './styles.module.css';

interface MobileDropdownProps {
  label: ReactNode;
  children: ReactNode;
  /** Paths of the entries: the section starts expanded when it holds the current page. */
  paths: string[];
}

/** A dropdown in the mobile menu: a collapsible section of links. */
export default function MobileDropdown({ label, children, paths }: MobileDropdownProps) {
  const pathname = usePathname() ?? '/';
  const holdsCurrentPage = paths.some((path) => samePath(pathname, path.split(/[?#]/)[0]));
  const [collapsed, setCollapsed] = useState(!holdsCurrentPage);
  const listId = useId();
  return (
    <div className={styles.mobile}>
      <button
        type="button"
        className={styles.mobileTrigger}
        aria-expanded={!collapsed}
        aria-controls={listId}
        onClick={() => setCollapsed(!collapsed)}
      >
        {label}
        <svg
          className={styles.caret}
          width="10"
          height="10"
          viewBox="0 0 10 10"
          aria-hidden="true"
          focusable="false"
        >
          <path fill="currentColor" d="M0 3h10L5 8z" />
        </svg>
      </button>
      <Collapsible collapsed={collapsed} id={listId}>
        <ul className={styles.mobileMenu}>{children}</ul>
      </Collapsible>
    </div>
  );
}
