'use client';

import { useEffect } from 'react';
import ErrorPage from '@/components/ErrorPage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import './globals.css';

/** The reader's color mode, applied by hand: this page replaces the root layout and its theme script. */
function applyStoredColorMode() {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.colorMode);
    const system = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    const mode =
      stored === 'dark' || stored === 'light' ? stored : stored === 'system' ? system : 'light';
    document.documentElement.setAttribute('data-theme', mode);
  } catch {
    // The light default applies.
  }
}

/** The crash fallback when the root layout itself fails. */
export default function GlobalError({ error, reset }: { error: unknown; reset: () => void }) {
  useEffect(() => {
    applyStoredColorMode();
    console.error(error);
  }, [error]);
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        <title>This page crashed.</title>
        <ErrorPage error={error} onTryAgain={reset} />
      </body>
    </html>
  );
}
