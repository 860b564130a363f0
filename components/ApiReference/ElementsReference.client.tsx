'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LAZY_LOAD_DELAY_MS, STYLESHEET_LOAD_TIMEOUT_MS } from '@/lib/constants';
import ChunkErrorBoundary from './ChunkErrorBoundary';
import { ELEMENTS_STYLESHEET_HREF } from './elements-stylesheet.mjs';
import { useDelayedFlag } from '@/lib/hooks/useDelayedFlag';
import { useStylesheet } from './useStylesheet';
import styles from './styles.module.css';

type Status = 'loading' | 'shown' | 'failed';

/** A fresh next/dynamic component per attempt, so Retry really imports the chunk again. */
function createElementsApi() {
  return dynamic(() => import('./ElementsApi.client'), { ssr: false, loading: () => null });
}

interface ElementsReferenceProps {
  document: object;
  /** The server-rendered reference, shown until Elements is on screen (and without JavaScript). */
  children: ReactNode;
}

/**
 * Loads Stoplight Elements in the browser and swaps it in for the static reference.
 * Its stylesheet is linked only while this is mounted (see useStylesheet). The loading state
 * appears only after the lazy-load delay, and a failed chunk shows an error box with Retry
 * (spec §2, §8, §9).
 */
export default function ElementsReference({ document, children }: ElementsReferenceProps) {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const stylesheetSettled = useStylesheet(ELEMENTS_STYLESHEET_HREF, STYLESHEET_LOAD_TIMEOUT_MS);
  const showLoading = useDelayedFlag(status === 'loading', LAZY_LOAD_DELAY_MS);
  // `attempt` is the dependency on purpose: each attempt gets a new component.
  const ElementsApi = useMemo(createElementsApi, [attempt]);
  // Fetch the chunk while the stylesheet loads instead of after it; a failure here is
  // reported by the render below, which imports it again.
  useEffect(() => {
    import('./ElementsApi.client').catch(() => undefined);
  }, [attempt]);
  const markShown = useCallback(() => setStatus('shown'), []);
  const markFailed = useCallback((error: unknown) => {
    console.warn('The interactive API reference could not be loaded:', error);
    setStatus('failed');
  }, []);
  const retry = () => {
    setStatus('loading');
    setAttempt((previous) => previous + 1);
  };

  return (
    <>
      {showLoading && (
        <p className={styles.status} role="status">
          Loading the interactive reference…
        </p>
      )}
      {status === 'failed' && (
        <div className={styles.errorBox} role="alert">
          <p>The interactive reference could not be loaded. The list of calls below still works.</p>
          <button type="button" className={styles.retry} onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {stylesheetSettled && status !== 'failed' && (
        <div className={styles.elements} data-testid="elements-reference">
          <ChunkErrorBoundary key={attempt} onError={markFailed}>
            <ElementsApi document={document} onShown={markShown} />
          </ChunkErrorBoundary>
        </div>
      )}
      {status !== 'shown' && children}
    </>
  );
}
