'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { LAZY_LOAD_DELAY_MS } from '@/lib/constants';

/**
 * How a part of the site loaded on first use shows its loading (the search dialog and its index,
 * the interactive API reference, a closed sidebar category, the transaction check): one hook, so
 * every part says "loading" after the same delay and offers the same Retry. How a part is loaded
 * is lib/load-once.ts, which needs no React (plain modules load parts too).
 */

export type LazyStatus = 'idle' | 'loading' | 'failed' | 'ready';

export interface LazyPart<T> {
  status: LazyStatus;
  /** What the loader gave, once ready. */
  value: T | undefined;
  /**
   * True once the part has been wanted and not ready for the lazy-load delay (200 ms):
   * the moment to say it is loading. A part that arrives sooner never flashes a loading state.
   */
  showLoading: boolean;
  /** Loads again after a failure (the error box's Retry). */
  retry(): void;
}

/**
 * The state of a lazily loaded part. It loads when `active` turns true (the reader opened it), and
 * again when it turns true after a failure (closing it forgets the failure); `pending` keeps the
 * loading state up after the loader resolved, while the part still gets ready to show (Elements
 * waits for its stylesheet and its first render).
 */
export function useLazyPart<T>(
  load: () => Promise<T>,
  { active, pending = false }: { active: boolean; pending?: boolean },
): LazyPart<T> {
  const [state, setState] = useState<{ status: LazyStatus; value?: T }>({ status: 'idle' });
  const status = useRef<LazyStatus>('idle');
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(() => {
    const set = (next: { status: LazyStatus; value?: T }) => {
      status.current = next.status;
      if (mounted.current) setState(next);
    };
    set({ status: 'loading' });
    load().then(
      (value) => set({ status: 'ready', value }),
      (error: unknown) => {
        console.warn('A part of the page could not be loaded:', error);
        set({ status: 'failed' });
      },
    );
  }, [load]);

  useEffect(() => {
    if (active && (status.current === 'idle' || status.current === 'failed')) start();
    // A failure is forgotten once the part is no longer wanted: opened again, it starts afresh
    // instead of showing the old error for a moment.
    else if (!active && status.current === 'failed') {
      status.current = 'idle';
      setState({ status: 'idle' });
    }
  }, [active, start]);

  const waiting = active && (state.status === 'loading' || (state.status === 'ready' && pending));
  const showLoading = useDelayedFlag(waiting, LAZY_LOAD_DELAY_MS);
  return { status: state.status, value: state.value, showLoading, retry: start };
}

/** True once `active` has stayed true for `delayMs`; false again as soon as it is not. */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);
  return active && shown;
}
