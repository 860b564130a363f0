'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { ELEMENTS_ROUTE_PREFIX } from '@/lib/elements-route.mjs';
import { LAZY_LOAD_DELAY_MS, STYLESHEET_LOAD_TIMEOUT_MS } from '@/lib/constants';
import { ELEMENTS_STYLESHEET_HREF } from '@/lib/elements-stylesheet.mjs';
import { useDelayedFlag } from '@/lib/hooks/useDelayedFlag';
import { withBasePath } from '@/lib/urls';
import Link from '@/components/Link';
import type { ElementsApiProps } from './ElementsApi.client';
import { loadElementsChunk, loadElementsDescription, prefetchElements } from './elements-loader';
import { ELEMENTS_OPEN_ATTRIBUTE } from './elements-route-script';
import { useElementsRoute } from './useElementsRoute';
import { useStylesheet } from './useStylesheet';
import styles from './styles.module.css';

type Status = 'loading' | 'shown' | 'failed';

/** Links that open an Elements route on this page (the overview, or a route inside Elements). */
const ELEMENTS_LINK = `a[href^="${ELEMENTS_ROUTE_PREFIX}"]`;

function elementsLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(ELEMENTS_LINK) : null;
}

interface Loaded {
  ElementsApi: ComponentType<ElementsApiProps>;
  document: object;
}

/** Links Elements' stylesheet, loads the chunk and the description, and mounts Elements. */
function ElementsHost({ attempt, onShown, onFailed }: { attempt: number; onShown(title: HTMLElement): void; onFailed(error: unknown): void }) {
  const stylesheetSettled = useStylesheet(withBasePath(ELEMENTS_STYLESHEET_HREF), STYLESHEET_LOAD_TIMEOUT_MS);
  const [loaded, setLoaded] = useState<Loaded>();
  useEffect(() => {
    let current = true;
    Promise.all([loadElementsChunk(), loadElementsDescription()]).then(
      ([chunk, document]) => current && setLoaded({ ElementsApi: chunk.default, document }),
      (error: unknown) => current && onFailed(error),
    );
    return () => {
      current = false;
    };
  }, [attempt, onFailed]);
  if (!stylesheetSettled || !loaded) return null;
  return <loaded.ElementsApi document={loaded.document} onShown={onShown} />;
}

/**
 * The interactive reference (Stoplight Elements) over the server-rendered one (issue 8).
 * Nothing of Elements loads with the page: hovering, focusing or touching a link to an
 * Elements route prefetches it, following the link opens it (the URL's hash is the state,
 * so Back closes it again and returns focus to that link), and a URL that already carries a
 * route opens it at once. While it is open the static reference is hidden and Elements fills
 * a box of fixed height, so nothing shifts when it arrives. The loading state appears only
 * after the lazy-load delay, and a failed load shows an error box with Retry (spec §8, §9).
 */
export default function ElementsReference({ children }: { children: ReactNode }) {
  const open = useElementsRoute();
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const opener = useRef<string | null>(null);
  const wasOpen = useRef(false);
  const showLoading = useDelayedFlag(open && status === 'loading', LAZY_LOAD_DELAY_MS);

  useEffect(() => {
    const onIntent = (event: Event) => {
      if (elementsLinkOf(event.target)) prefetchElements();
    };
    const onClick = (event: MouseEvent) => {
      const link = elementsLinkOf(event.target);
      if (link && !link.closest('[data-elements-host]')) opener.current = link.getAttribute('href');
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  // The static reference hides while Elements is open (or about to be); see elements-route-script.
  // Before paint, and only on a change: during hydration the hook reads false once even for
  // a deep link, and the attribute the script set must survive that pass.
  const covering = open && status !== 'failed';
  const wasCovering = useRef(false);
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (covering) root.setAttribute(ELEMENTS_OPEN_ATTRIBUTE, '');
    else if (wasCovering.current) root.removeAttribute(ELEMENTS_OPEN_ATTRIBUTE);
    wasCovering.current = covering;
  }, [covering]);
  useEffect(() => () => document.documentElement.removeAttribute(ELEMENTS_OPEN_ATTRIBUTE), []);

  // Back to the static reference: focus the link the reader came from.
  useEffect(() => {
    if (wasOpen.current && !open) {
      const href = opener.current;
      if (href) [...document.querySelectorAll<HTMLElement>(`main ${ELEMENTS_LINK}`)].find((link) => link.getAttribute('href') === href)?.focus();
      setStatus('loading');
    }
    wasOpen.current = open;
  }, [open]);

  const markShown = useCallback((title: HTMLElement) => {
    setStatus('shown');
    title.tabIndex = -1;
    title.focus();
  }, []);
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
      <div className={styles.toolbar}>
        <Link href={ELEMENTS_ROUTE_PREFIX} className={styles.openLink}>
          Open the interactive reference
        </Link>
        <span role="status" className={styles.status}>
          {showLoading ? 'Loading the interactive reference…' : ''}
        </span>
      </div>
      {open && status === 'failed' && (
        <div className={styles.errorBox} role="alert">
          <p>The interactive reference could not be loaded. The list of calls below still works.</p>
          <button type="button" className={styles.retry} onClick={retry}>
            Retry
          </button>
        </div>
      )}
      <div className={styles.elements} data-elements-host="" data-testid="elements-reference">
        {open && status !== 'failed' && <ElementsHost key={attempt} attempt={attempt} onShown={markShown} onFailed={markFailed} />}
      </div>
      <div className={styles.staticHost}>{children}</div>
    </>
  );
}
