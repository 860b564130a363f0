type ReactGA = (typeof import('react-ga4'))['default'];

/** The site's analytics settings (`analytics` of content/site.config.ts). */
export interface AnalyticsSettings {
  /** GA4 measurement id; empty means analytics is off. */
  measurementId: string;
  anonymizeIp: boolean;
}

/** Whether anything may go to GA4: only with a measurement id, as the CSP allows its origins. */
export const analyticsOn = (settings: AnalyticsSettings) => Boolean(settings.measurementId);

/**
 * GA4 (react-ga4), loaded on first use and set up once for the page: the IP anonymised as
 * configured, and no page view of gtag's own (components/Analytics sends one per route).
 */
export async function loadGa({ measurementId, anonymizeIp }: AnalyticsSettings): Promise<ReactGA> {
  const { default: reactGa } = await import('react-ga4');
  if (!reactGa.isInitialized)
    reactGa.initialize(measurementId, {
      gtagOptions: { anonymize_ip: anonymizeIp, send_page_view: false },
    });
  return reactGa;
}
