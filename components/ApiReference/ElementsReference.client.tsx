'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ELEMENTS_ROUTE_PREFIX } from '@/lib/urls';
import { STYLESHEET_LOAD_TIMEOUT_MS } from '@/lib/constants';
import { ELEMENTS_STYLESHEET_HREF } from '@/lib/elements-stylesheet';
import { useLazyPart } from '@/lib/lazy';
import { withBasePath } from '@/lib/urls';
import Link from '@/components/Link';
import { loadElements, prefetchElements } from './elements-loader';
import { ELEMENTS_OPEN_ATTRIBUTE } from './elements-route-script';
import { useElementsRoute } from './useElementsRoute';
import { useStylesheet } from './useStylesheet';
import styles from './styles.module.css';

/** A link that opens an Elements route on this page (an operation, a schema, the overview). */
const ELEMENTS_LINK = `a[href^="${ELEMENTS_ROUTE_PREFIX}"]`;

function elementsLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(ELEMENTS_LINK) : null;
}

/**
 * Links Elements' stylesheet while mounted (from the moment an Elements route opens, beside
 * the chunk and the description), and mounts Elements once all three are there.
 */
function ElementsHost({
  loaded,
  onShown,
}: {
  loaded?: Awaited<ReturnType<typeof loadElements>>;
  onShown(title: HTMLElement): void;
}) {
  const stylesheetSettled = useStylesheet(
    withBasePath(ELEMENTS_STYLESHEET_HREF),
    STYLESHEET_LOAD_TIMEOUT_MS,
  );
  if (!stylesheetSettled || !loaded) return null;
  return <loaded.ElementsApi document={loaded.document} onShown={onShown} />;
}

/**
 * The interactive reference (Stoplight Elements) over the server-rendered one.
 * Nothing of Elements loads with the page: hovering, focusing or touching a link to an
 * Elements route prefetches it, following the link opens it (the URL's hash is the state,
 * so Back closes it again and returns focus to that link), and a URL that already carries a
 * route opens it at once. While it is open the static reference is hidden and Elements fills
 * a box of fixed height, so nothing shifts when it arrives. The loading state appears only
 * after the lazy-load delay, and a failed load shows an error box with Retry.
 */
export default function ElementsReference({ children }: { children: ReactNode }) {
  const open = useElementsRoute();
  const [shown, setShown] = useState(false);
  const elements = useLazyPart(loadElements, { active: open, pending: !shown });
  const opener = useRef<string | null>(null);
  const wasOpen = useRef(false);

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
  const covering = open && elements.status !== 'failed';
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
      if (href)
        [...document.querySelectorAll<HTMLElement>(`main ${ELEMENTS_LINK}`)]
          .find((link) => link.getAttribute('href') === href)
          ?.focus();
      setShown(false);
    }
    wasOpen.current = open;
  }, [open]);

  const markShown = useCallback((title: HTMLElement) => {
    setShown(true);
    title.tabIndex = -1;
    title.focus();
  }, []);

  return (
    <>
      <div className={styles.toolbar}>
        <Link href={ELEMENTS_ROUTE_PREFIX} className={styles.openLink}>
          Open the interactive reference
        </Link>
        <span role="status" className={styles.status}>
          {elements.showLoading ? 'Loading the interactive reference…' : ''}
        </span>
      </div>
      {open && elements.status === 'failed' && (
        <div className={styles.errorBox} role="alert">
          <p>The interactive reference could not be loaded. The list of calls below still works.</p>
          <button
            type="button"
            className={`primary-button ${styles.retry}`}
            onClick={elements.retry}
          >
            Retry
          </button>
        </div>
      )}
      <div className={styles.elements} data-elements-host="" data-testid="elements-reference">
        {covering && <ElementsHost loaded={elements.value} onShown={markShown} />}
      </div>
      <div className={styles.staticHost}>{children}</div>
    </>
  );
}
