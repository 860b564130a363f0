// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';
import { useLazyPart } from './lazy';
import { deferred } from '@/tests/deferred';

describe('loadOnce: a lazily loaded part is requested once, a failure is forgotten', () => {
  it("hands every call the first call's promise", async () => {
    const load = vi.fn(async () => 'part');
    const once = loadOnce(load);
    expect(once()).toBe(once());
    await expect(once()).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failure (Retry)', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed.'))
      .mockResolvedValue('part');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('Loading chunk 7 failed.');
    await expect(once()).resolves.toBe('part');
    await expect(once()).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useLazyPart: loading after 200 ms, failed, Retry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('loads nothing until the part is wanted', () => {
    const load = vi.fn(() => new Promise<string>(() => undefined));
    const { result } = renderHook(() => useLazyPart(load, { active: false }));
    act(() => vi.advanceTimersByTime(1_000));
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: 'idle', showLoading: false });
  });

  it('says it is loading only once the part has taken 200 ms, and stops when it arrives', async () => {
    const part = deferred<string>();
    const { result } = renderHook(() => useLazyPart(() => part.promise, { active: true }));
    expect(result.current.status).toBe('loading');
    act(() => vi.advanceTimersByTime(199));
    expect(result.current.showLoading).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.showLoading).toBe(true);
    await act(async () => part.resolve('dialog'));
    expect(result.current).toMatchObject({ status: 'ready', value: 'dialog', showLoading: false });
  });

  it('never says so for a part that arrives within 200 ms', async () => {
    const part = deferred<string>();
    const { result } = renderHook(() => useLazyPart(() => part.promise, { active: true }));
    act(() => vi.advanceTimersByTime(150));
    await act(async () => part.resolve('dialog'));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.showLoading).toBe(false);
  });

  it('keeps saying so while the loaded part is still pending (not shown yet)', async () => {
    const { result, rerender } = renderHook(
      ({ pending }) => useLazyPart(async () => 'elements', { active: true, pending }),
      {
        initialProps: { pending: true },
      },
    );
    await act(async () => undefined);
    expect(result.current.status).toBe('ready');
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.showLoading).toBe(true);
    rerender({ pending: false });
    expect(result.current.showLoading).toBe(false);
  });

  it('fails without a loading state, and Retry loads again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed.'))
      .mockResolvedValue('dialog');
    const { result } = renderHook(() => useLazyPart(load, { active: true }));
    await act(async () => undefined);
    expect(result.current).toMatchObject({ status: 'failed', showLoading: false });
    await act(async () => result.current.retry());
    expect(result.current).toMatchObject({ status: 'ready', value: 'dialog' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again when wanted again after a failure, and not once it is ready', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('sidebar');
    const { result, rerender } = renderHook(({ active }) => useLazyPart(load, { active }), {
      initialProps: { active: true },
    });
    await act(async () => undefined);
    expect(result.current.status).toBe('failed');
    rerender({ active: false });
    expect(result.current.status).toBe('idle');
    rerender({ active: true });
    await act(async () => undefined);
    expect(result.current.status).toBe('ready');
    rerender({ active: false });
    rerender({ active: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
