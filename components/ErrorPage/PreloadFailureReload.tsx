'use client';

import { useEffect } from 'react';

/** What a failed chunk or route-payload fetch looks like in the browsers we support. */
const LOAD_FAILURE =
  /ChunkLoadError|Loading (CSS )?chunk [^ ]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Failed to fetch RSC payload/i;

const RELOADED_KEY = 'route-preload-failure.reloaded-at';
/** A reload that fails again within this window is not retried: no reload loop. */
const RELOAD_GUARD_MS = 10_000;

export function isPreloadFailure(reason: unknown): boolean {
  if (reason instanceof Error) return LOAD_FAILURE.test(`${reason.name}: ${reason.message}`);
  return typeof reason === 'string' && LOAD_FAILURE.test(reason);
}

/**
 * Reloads the page once for a failed chunk or route payload, after a warning.
 * Returns false, and does nothing, for any other error and for a second failure within
 * RELOAD_GUARD_MS of the last reload: no reload loop.
 */
export function reloadOnceFor(reason: unknown): boolean {
  if (!isPreloadFailure(reason)) return false;
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  } catch {
    // Without storage there is no loop guard; one reload is still the best answer.
  }
  console.warn('Failed to preload the next page, reloading it.', reason);
  window.location.reload();
  return true;
}

/**
 * When the code or data of a route fails to load (often a new
 * deployment replaced the old chunks), log a warning and reload the page,
 * which fetches the current ones. A failure thrown while rendering reaches the
 * error boundary instead (app/error.tsx), which calls reloadOnceFor too.
 * Failures that a lazily loaded part handles itself (the search dialog's Retry)
 * never reach this listener.
 */
export default function PreloadFailureReload() {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => reloadOnceFor(event.reason);
    const onError = (event: ErrorEvent) => reloadOnceFor(event.error ?? event.message);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
  return null;
}
