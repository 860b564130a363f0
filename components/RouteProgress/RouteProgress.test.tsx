import { testRouter } from '@/tests/router';
import { act, fireEvent, render } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR_DELAY_MS, PROGRESS_BAR_TRICKLE_MS } from '@/lib/constants';
import RouteProgress from '.';

const navigation = vi.hoisted(() => ({ pathname: '/docs/welcome/' }));
vi.mock('next/navigation', () => ({ useRouter: () => testRouter, usePathname: () => navigation.pathname }));

function Page() {
  return (
    <>
      <RouteProgress />
      <a href="/docs/core-concepts/" onClick={(event) => event.preventDefault()}>Next page</a>
      <a href="#section" onClick={(event) => event.preventDefault()}>Same page</a>
      <a href="https://example.org/" onClick={(event) => event.preventDefault()}>Elsewhere</a>
    </>
  );
}

const link = (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;

beforeEach(() => {
  vi.useFakeTimers();
  navigation.pathname = '/docs/welcome/';
  window.history.replaceState(null, '', '/docs/welcome/');
});

afterEach(() => {
  NProgress.remove();
  NProgress.set(0);
  (NProgress as unknown as { status: null }).status = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('route progress bar (spec §2, §9)', () => {
  it('is configured with no spinner and an 800 ms trickle', () => {
    const configure = vi.spyOn(NProgress, 'configure');
    render(<Page />);
    expect(configure).toHaveBeenCalledWith(expect.objectContaining({ showSpinner: false, trickleSpeed: PROGRESS_BAR_TRICKLE_MS }));
  });

  it('does not show for a route change that renders within 200 ms', () => {
    const start = vi.spyOn(NProgress, 'start');
    const { rerender } = render(<Page />);
    fireEvent.click(link('Next page'));
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_DELAY_MS - 1));
    navigation.pathname = '/docs/core-concepts/';
    rerender(<Page />);
    act(() => vi.advanceTimersByTime(1000));
    expect(start).not.toHaveBeenCalled();
  });

  it('shows after 200 ms and is done when the new page renders', () => {
    const { rerender } = render(<Page />);
    fireEvent.click(link('Next page'));
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_DELAY_MS));
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
    fireEvent.click(link('Elsewhere'));
    fireEvent.click(link('Next page'), { ctrlKey: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(start).not.toHaveBeenCalled();
  });
});
