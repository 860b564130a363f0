'use client';

import { useEffect, useState } from 'react';

/**
 * True once `active` has stayed true for `delayMs`; false again as soon as it is not.
 * Lazily loaded parts show their loading state through it, so fast loads never flash one (spec §9).
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}
