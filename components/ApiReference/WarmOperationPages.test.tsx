import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRouter } from '@/tests/router';
import WarmOperationPages from './WarmOperationPages.client';

describe('WarmOperationPages', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads the operation page once the browser is idle, not while /api loads', () => {
    const prefetch = vi.spyOn(testRouter, 'prefetch');
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 7));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render(<WarmOperationPages href="/api/operations/forgeChilizStake/" />);
    expect(prefetch).not.toHaveBeenCalled();
    idle!();
    expect(prefetch).toHaveBeenCalledExactlyOnceWith('/api/operations/forgeChilizStake/');
  });

  it('waits 2 seconds instead where the browser has no requestIdleCallback, and not at all once /api is left', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const prefetch = vi.spyOn(testRouter, 'prefetch');
    render(<WarmOperationPages href="/api/operations/forgeChilizStake/" />);
    vi.advanceTimersByTime(1_999);
    expect(prefetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(prefetch).toHaveBeenCalledExactlyOnceWith('/api/operations/forgeChilizStake/');

    prefetch.mockClear();
    const { unmount } = render(<WarmOperationPages href="/api/operations/forgeChilizStake/" />);
    unmount();
    vi.advanceTimersByTime(5_000);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
