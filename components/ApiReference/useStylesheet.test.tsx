import { act, renderHook } from '@testing-library/react';
import { useStylesheet } from './useStylesheet';

const HREF = '/vendor/elements.css';
const linked = () => document.head.querySelectorAll(`link[rel="stylesheet"][href="${HREF}"]`);

describe('useStylesheet', () => {
  afterEach(() => vi.useRealTimers());

  it('links the stylesheet while mounted and removes it on unmount', () => {
    const { result, unmount } = renderHook(() => useStylesheet(HREF, 60_000));
    expect(linked()).toHaveLength(1);
    expect(result.current).toBe(false);
    act(() => linked()[0].dispatchEvent(new Event('load')));
    expect(result.current).toBe(true);
    unmount();
    expect(linked()).toHaveLength(0);
  });

  it('gives up waiting after the timeout, and on a load error', () => {
    vi.useFakeTimers();
    const slow = renderHook(() => useStylesheet(HREF, 60_000));
    act(() => vi.advanceTimersByTime(59_999));
    expect(slow.result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(slow.result.current).toBe(true);
    slow.unmount();

    const broken = renderHook(() => useStylesheet(HREF, 60_000));
    act(() => linked()[0].dispatchEvent(new Event('error')));
    expect(broken.result.current).toBe(true);
    broken.unmount();
  });
});
