'use client';

import { useEffect, useState } from 'react';
import ErrorPage from '@/components/ErrorPage';
import { reloadOnceFor } from '@/components/ErrorPage/PreloadFailureReload';

/**
 * A page that throws while rendering shows the crash fallback inside the site layout.
 * A chunk of the next page that failed to load is thrown here too, by the router: that one
 * reloads the page once instead, and shows the fallback only if it fails again.
 */
export default function PageError({ error, reset }: { error: unknown; reset: () => void }) {
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    // Whether the page reloads is known only once the reload has begun (a side effect).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the reload's outcome
    if (reloadOnceFor(error)) setReloading(true);
    else console.error(error);
  }, [error]);
  if (reloading) return null;
  return <ErrorPage error={error} onTryAgain={reset} />;
}
