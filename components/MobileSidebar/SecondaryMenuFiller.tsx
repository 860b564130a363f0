'use client';

import { useEffect, type ReactNode } from 'react';
import { useMobileSidebar } from './context';

/**
 * Renders nothing in place: hands its children (server-rendered by the page,
 * such as the docs sidebar) to the mobile sidebar's secondary menu.
 */
export default function SecondaryMenuFiller({ children }: { children: ReactNode }) {
  const { setSecondaryContent } = useMobileSidebar();
  useEffect(() => {
    setSecondaryContent(children);
    return () => setSecondaryContent(null);
  }, [children, setSecondaryContent]);
  return null;
}
