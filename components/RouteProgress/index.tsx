'use client';

import NProgress from 'nprogress';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { samePath, sitePath } from '@/lib/urls';
import { PROGRESS_BAR_DELAY_MS, PROGRESS_BAR_TRICKLE_MS } from '@/lib/constants';
import styles from './styles.module.css';

const HOST_ID = 'route-progress';

/**
 * The site path a click on this event's link would navigate to client-side, if any.
 * `currentPathname` is usePathname()'s, without the base path; the anchor's URL carries it.
 */
export function clientNavigationTarget(event: MouseEvent, currentPathname: string): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  const target = url.origin === window.location.origin ? sitePath(url.pathname) : null;
  // Another site, or the same page with another hash or query: no route change to wait for.
  if (target === null || samePath(target, currentPathname)) return null;
  return target;
}

/**
 * A thin bar on client-side route changes, shown only when the
 * change takes longer than 200 ms, trickling every 800 ms, no spinner, done
 * as soon as the new page renders.
 */
export default function RouteProgress() {
  const pathname = usePathname() ?? '/';
  const pathnameRef = useRef(pathname);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    NProgress.configure({
      showSpinner: false,
      trickleSpeed: PROGRESS_BAR_TRICKLE_MS,
      parent: `#${HOST_ID}`,
    });
    const start = () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => NProgress.start(), PROGRESS_BAR_DELAY_MS);
    };
    const onClick = (event: MouseEvent) => {
      if (clientNavigationTarget(event, pathnameRef.current)) start();
    };
    const onPopState = () => {
      const target = sitePath(window.location.pathname);
      if (target !== null && !samePath(target, pathnameRef.current)) start();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.clearTimeout(timer.current);
    };
  }, []);

  useEffect(() => {
    pathnameRef.current = pathname;
    window.clearTimeout(timer.current);
    NProgress.done();
  }, [pathname]);

  return <div id={HOST_ID} className={styles.host} />;
}
