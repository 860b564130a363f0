'use client';

import { usePathname } from 'next/navigation';
import { useId, type ReactNode } from 'react';
import { samePath } from '@/lib/urls';
import { useDropdown } from './useDropdown';
import styles from './styles.module.css';

interface DropdownProps {
  label: ReactNode;
  /** The menu entries, each an <li>. */
  children: ReactNode;
  /** Paths of the entries: the trigger is marked when the current page is one of them. */
  paths?: string[];
  align?: 'left' | 'right';
}

/** A navbar dropdown on wide screens: a button and the list of links it opens. */
export default function Dropdown({ label, children, paths = [], align = 'left' }: DropdownProps) {
  const menuId = useId();
  const dropdown = useDropdown();
  const pathname = usePathname() ?? '/';
  const active = paths.some((path) => samePath(pathname, path.split(/[?#]/)[0]));
  return (
    <div
      ref={dropdown.containerRef}
      className={styles.dropdown}
      onMouseEnter={dropdown.onMouseEnter}
      onMouseLeave={dropdown.onMouseLeave}
      onKeyDown={dropdown.onKeyDown}
    >
      <button
        ref={dropdown.triggerRef}
        type="button"
        className={[styles.trigger, active ? styles.active : ''].join(' ')}
        aria-expanded={dropdown.open}
        aria-controls={menuId}
        onClick={dropdown.onTriggerClick}
      >
        {label}
        <svg className={styles.caret} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M0 3h10L5 8z" />
        </svg>
      </button>
      <ul id={menuId} className={[styles.menu, align === 'right' ? styles.right : ''].join(' ')} hidden={!dropdown.open}>
        {children}
      </ul>
    </div>
  );
}
