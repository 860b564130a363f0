import { testRouter } from '@/tests/router';
import { act, fireEvent, render } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RouteProgress from '.';

const navigation = vi.hoisted(() => ({ pathname: '/docs/welcome/' }));
vi.mock('next/navigation', () => ({
  useRouter: () => testRouter,
  usePathname: () => navigation.pathname,
}));

/** A page as the browser holds it: links written as next/link writes them, under the base path. */
function Page({ base = '' }: { base?: string }) {
  return (
    <>
      <RouteProgress />
      <a href={`${base}/docs/core-concepts/`} onClick={(event) => event.preventDefault()}>
        Next page
      </a>
      <a href="#section" onClick={(event) => event.preventDefault()}>
        Same page
      </a>
      <a href={`${base}/docs/welcome/#quick-start`} onClick={(event) => event.preventDefault()}>
        Table of contents entry
      </a>
      <a href="https://example.org/" onClick={(event) => event.preventDefault()}>
        Elsewhere
      </a>
    </>
  );
}

const link = (name: string) =>
  [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;

/** usePathname() answers without the base path; location.pathname and anchor.href carry it. */
function openAt(base: string) {
  vi.stubEnv('NEXT_PUBLIC_BASE_PATH', base);
  navigation.pathname = '/docs/welcome/';
  window.history.replaceState(null, '', `${base}/docs/welcome/`);
}

beforeEach(() => {
  vi.useFakeTimers();
  openAt('');
});

afterEach(() => {
  NProgress.remove();
  NProgress.set(0);
  (NProgress as unknown as { status: null }).status = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('route progress bar: after 200 ms, trickling every 800 ms, no spinner', () => {
  it('is configured with no spinner and an 800 ms trickle', () => {
    const configure = vi.spyOn(NProgress, 'configure');
    render(<Page />);
    expect(configure).toHaveBeenCalledWith(
      expect.objectContaining({ showSpinner: false, trickleSpeed: 800 }),
    );
  });

  it('does not show for a route change that renders within 200 ms', () => {
    const start = vi.spyOn(NProgress, 'start');
    const { rerender } = render(<Page />);
    fireEvent.click(link('Next page'));
    act(() => vi.advanceTimersByTime(199));
    navigation.pathname = '/docs/core-concepts/';
    rerender(<Page />);
    act(() => vi.advanceTimersByTime(1000));
    expect(start).not.toHaveBeenCalled();
  });

  it('shows after 200 ms and is done when the new page renders', () => {
    const { rerender } = render(<Page />);
    fireEvent.click(link('Next page'));
    act(() => vi.advanceTimersByTime(199));
    expect(NProgress.isStarted()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(NProgress.isStarted()).toBe(true);
    expect(document.querySelector('#route-progress #nprogress .bar')).not.toBeNull();
    expect(document.querySelector('#nprogress .spinner')).toBeNull();
    const done = vi.spyOn(NProgress, 'done');
    navigation.pathname = '/docs/core-concepts/';
    rerender(<Page />);
    expect(done).toHaveBeenCalled();
  });

  it('ignores links to the same page, other sites, and modified clicks', () => {
    const start = vi.spyOn(NProgress, 'start');
    render(<Page />);
    fireEvent.click(link('Same page'));
    fireEvent.click(link('Table of contents entry'));
    fireEvent.click(link('Elsewhere'));
    fireEvent.click(link('Next page'), { ctrlKey: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(start).not.toHaveBeenCalled();
  });

  describe('under a sub-path (BASE_PATH=/staking-docs)', () => {
    beforeEach(() => openAt('/staking-docs'));

    it('does not start for a table-of-contents link or an anchor of the page being read', () => {
      const start = vi.spyOn(NProgress, 'start');
      render(<Page base="/staking-docs" />);
      fireEvent.click(link('Table of contents entry'));
      fireEvent.click(link('Same page'));
      act(() => vi.advanceTimersByTime(1000));
      expect(start).not.toHaveBeenCalled();
    });

    it('does not start when Back only changes the hash', () => {
      const start = vi.spyOn(NProgress, 'start');
      render(<Page base="/staking-docs" />);
      window.history.pushState(null, '', '/staking-docs/docs/welcome/#quick-start');
      act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
      act(() => vi.advanceTimersByTime(1000));
      expect(start).not.toHaveBeenCalled();
    });

    it('shows after 200 ms for a link to another page, and is done when it renders', () => {
      const { rerender } = render(<Page base="/staking-docs" />);
      fireEvent.click(link('Next page'));
      act(() => vi.advanceTimersByTime(200));
      expect(NProgress.isStarted()).toBe(true);
      navigation.pathname = '/docs/core-concepts/';
      rerender(<Page base="/staking-docs" />);
      expect(NProgress.isStarted()).toBe(false);
    });
  });
});
