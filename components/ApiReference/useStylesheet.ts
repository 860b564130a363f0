'use client';

import { useEffect, useState } from 'react';

/**
 * Links a stylesheet into <head> while the calling component is mounted, and removes it on
 * unmount, so its rules never outlive the page (also after a client-side navigation away).
 * Returns true once the stylesheet has loaded, failed, or `timeoutMs` has passed, so a slow
 * or missing stylesheet delays its content at most that long.
 */
export function useStylesheet(href: string, timeoutMs: number): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const settle = () => setSettled(true);
    link.addEventListener('load', settle);
    link.addEventListener('error', settle);
    const timer = window.setTimeout(settle, timeoutMs);
    document.head.appendChild(link);
    return () => {
      window.clearTimeout(timer);
      link.remove();
    };
  }, [href, timeoutMs]);
  return settled;
}
