'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** How long /api waits for an idle moment before warming anyway, in browsers without requestIdleCallback. */
const WARM_FALLBACK_DELAY_MS = 2_000;

/**
 * Once /api has loaded and the browser is idle, loads the data of one operation page, and with
 * it what every operation page needs beyond /api: the docs shell's stylesheet and the operation
 * pages' script (issue 20). A tap on any operation of the list then waits for its own payload
 * only, one round trip, as a tap between two docs pages does, instead of that payload and then
 * the stylesheet and script it names (a second round trip: 560 ms on a slow phone connection).
 */
export default function WarmOperationPages({ href }: { href: string }) {
  const router = useRouter();
  useEffect(() => {
    const warm = () => router.prefetch(href);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warm);
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(warm, WARM_FALLBACK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [router, href]);
  return null;
}
