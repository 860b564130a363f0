'use client';

import { useEffect } from 'react';
import { warmPageAssets } from './warm-page';

/** How long /api waits for an idle moment before warming anyway, in browsers without requestIdleCallback. */
const WARM_FALLBACK_DELAY_MS = 2_000;

/**
 * Once /api has loaded and the browser is idle, puts into the cache what every operation page
 * needs beyond /api, as one operation page's payload names it: the docs shell's stylesheet and
 * the operation pages' script. A tap on any operation of the list then waits for its
 * own payload only, one round trip, as a tap between two docs pages does, instead of that
 * payload and then the stylesheet and script it names (a second round trip: 560 ms on a slow
 * phone connection).
 */
export default function WarmOperationPages({ href }: { href: string }) {
  useEffect(() => {
    const warm = () => void warmPageAssets(href).catch(() => {});
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warm);
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(warm, WARM_FALLBACK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [href]);
  return null;
}
