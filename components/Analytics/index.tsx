'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { analyticsOn, loadGa, type AnalyticsSettings } from './ga';

type AnalyticsProps = AnalyticsSettings;
type ReactGA = Awaited<ReturnType<typeof loadGa>>;

/** Sends a page view (path, query and hash) on the first page and on every route change. */
function PageViews({ measurementId, anonymizeIp }: AnalyticsProps) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const ga = useRef<Promise<ReactGA> | undefined>(undefined);

  useEffect(() => {
    ga.current ??= loadGa({ measurementId, anonymizeIp });
    const sendPageView = () => {
      const { pathname: path, search, hash } = window.location;
      void ga.current?.then((reactGa) =>
        reactGa.send({ hitType: 'pageview', page: `${path}${search}${hash}` }),
      );
    };
    sendPageView();
    window.addEventListener('hashchange', sendPageView);
    return () => window.removeEventListener('hashchange', sendPageView);
  }, [measurementId, anonymizeIp, pathname, searchParams]);

  return null;
}

/**
 * Page views go to Google Analytics 4 with the IP anonymised.
 * Without a measurement id nothing is loaded and no request leaves the page.
 */
export default function Analytics(props: AnalyticsProps) {
  if (!analyticsOn(props)) return null;
  // useSearchParams needs a Suspense boundary in a static export.
  return (
    <Suspense fallback={null}>
      <PageViews {...props} />
    </Suspense>
  );
}
