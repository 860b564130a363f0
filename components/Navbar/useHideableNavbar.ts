'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * The navbar hides when the reader scrolls down and comes back on
 * scroll up; while the scroll position is within the navbar's own height it is
 * always shown. `keepShown` (the mobile menu is open) pins it.
 */
export function useHideableNavbar(enabled: boolean, keepShown: boolean) {
  const ref = useRef<HTMLElement>(null);
  const [hidden, setHidden] = useState(false);
  const lastScrollY = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    lastScrollY.current = window.scrollY;
    const onScroll = () => {
      const scrollY = window.scrollY;
      const navbarHeight = ref.current?.offsetHeight ?? 0;
      if (scrollY < navbarHeight) setHidden(false);
      else if (scrollY > lastScrollY.current) setHidden(true);
      else if (scrollY < lastScrollY.current) setHidden(false);
      lastScrollY.current = scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);

  return { ref, hidden: enabled && hidden && !keepShown, show: () => setHidden(false) };
}
