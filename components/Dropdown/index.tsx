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
  const { open, containerRef, triggerRef, onTriggerClick, onMouseEnter, onMouseLeave, onKeyDown } =
    useDropdown();
  const pathname = usePathname() ?? '/';
  const active = paths.some((path) => samePath(pathname, path.split(/[?#]/)[0]));
  return (
    // The button inside is the control; the box only hears the pointer over the open menu and
    // the keys pressed in it (Escape, ArrowDown).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hears, is no control
    <div
      ref={containerRef}
      className={styles.dropdown}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onKeyDown={onKeyDown}
    >
      <button
        ref={triggerRef}
        type="button"
        className={[styles.trigger, active ? styles.active : ''].join(' ')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onTriggerClick}
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
      <ul
        id={menuId}
        className={[styles.menu, align === 'right' ? styles.right : ''].join(' ')}
        hidden={!open}
      >
        {children}
      </ul>
    </div>
  );
}
