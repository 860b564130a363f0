'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open state of a navbar dropdown: opens on click, Enter or hover;
 * closes on mousedown, touch or focus outside it, on Escape (focus goes back to
 * the trigger), and after navigating.
 */
export function useDropdown() {
  const pathname = usePathname();
  // The page it was opened on: after navigating, it is closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn !== null && openOn === pathname;
  const openedByHover = useRef(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    openedByHover.current = false;
    setOpenOn(null);
  }, []);

  const openMenu = (byHover: boolean) => {
    openedByHover.current = byHover;
    setOpenOn(pathname);
  };

  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, close]);

  return {
    open,
    containerRef,
    triggerRef,
    /** A click (or Enter/Space on the button) toggles; a click on a menu opened by hover pins it open. */
    onTriggerClick() {
      if (open && openedByHover.current) {
        openedByHover.current = false;
        return;
      }
      if (open) close();
      else openMenu(false);
    },
    onMouseEnter() {
      if (!open) openMenu(true);
    },
    onMouseLeave() {
      if (openedByHover.current) close();
    },
    onKeyDown(event: React.KeyboardEvent) {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        close();
        triggerRef.current?.focus();
      }
      if (event.key === 'ArrowDown' && event.target === triggerRef.current) {
        event.preventDefault();
        if (!open) openMenu(false);
        requestAnimationFrame(() =>
          containerRef.current?.querySelector<HTMLElement>('ul a, ul button')?.focus(),
        );
      }
    },
  };
}
