import { testRouter } from '@/tests/router';
import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import Analytics from '.';

const ga = vi.hoisted(() => ({ initialize: vi.fn(), send: vi.fn() }));
vi.mock('react-ga4', () => ({ default: ga }));

const navigation = vi.hoisted(() => ({ pathname: '/docs/welcome/', search: '' }));
vi.mock('next/navigation', () => ({
  useRouter: () => testRouter,
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

beforeEach(() => {
  ga.initialize.mockReset();
  ga.send.mockReset();
  navigation.pathname = '/docs/welcome/';
  navigation.search = '';
  window.history.replaceState(null, '', '/docs/welcome/');
});

describe('analytics: GA4 page views with the IP anonymised, only with a measurement id', () => {
  it('loads nothing without a measurement id', async () => {
    const { container } = render(<Analytics measurementId="" anonymizeIp />);
    // Any import('react-ga4') the render started has finished by now.
    await vi.dynamicImportSettled();
    expect(container).toBeEmptyDOMElement();
    expect(ga.initialize).not.toHaveBeenCalled();
    expect(ga.send).not.toHaveBeenCalled();
  });

  it('initialises GA4 with IP anonymisation and sends the first page view with path, query and hash', async () => {
    window.history.replaceState(null, '', '/docs/reporting/?range=3m#by-day');
    navigation.pathname = '/docs/reporting/';
    navigation.search = 'range=3m';
    render(<Analytics measurementId="G-TEST123" anonymizeIp />);
    await waitFor(() => expect(ga.send).toHaveBeenCalled());
    expect(ga.initialize).toHaveBeenCalledWith('G-TEST123', {
      gtagOptions: { anonymize_ip: true, send_page_view: false },
    });
    expect(ga.send).toHaveBeenLastCalledWith({
      hitType: 'pageview',
      page: '/docs/reporting/?range=3m#by-day',
    });
  });

  it('sends a page view on every route change and hash change', async () => {
    const { rerender } = render(<Analytics measurementId="G-TEST123" anonymizeIp />);
    await waitFor(() => expect(ga.send).toHaveBeenCalledTimes(1));
    window.history.pushState(null, '', '/docs/support/');
    navigation.pathname = '/docs/support/';
    rerender(<Analytics measurementId="G-TEST123" anonymizeIp />);
    await waitFor(() => expect(ga.send).toHaveBeenCalledTimes(2));
    expect(ga.send).toHaveBeenLastCalledWith({ hitType: 'pageview', page: '/docs/support/' });
    window.history.pushState(null, '', '/docs/support/#contact');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await waitFor(() => expect(ga.send).toHaveBeenCalledTimes(3));
    expect(ga.send).toHaveBeenLastCalledWith({
      hitType: 'pageview',
      page: '/docs/support/#contact',
    });
    expect(ga.initialize).toHaveBeenCalledTimes(1);
  });
});
