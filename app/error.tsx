'use client';

import { useEffect } from 'react';
import ErrorPage from '@/components/ErrorPage';

/** A page that throws while rendering shows the crash fallback inside the site layout (spec §2). */
export default function PageError({ error, reset }: { error: unknown; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorPage error={error} onTryAgain={reset} />;
}
