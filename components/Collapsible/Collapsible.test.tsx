import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Collapsible from '.';

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

function setHeight(el: HTMLElement, px: number) {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: px });
}

afterEach(() => vi.restoreAllMocks());

describe('Collapsible: height transition sized to the content, not on first render', () => {
  it('does not animate on first render, collapsed or expanded', () => {
    const { getByTestId, rerender } = render(
      <Collapsible collapsed>
        <p data-testid="content">Hidden</p>
      </Collapsible>,
    );
    const box = getByTestId('content').parentElement!;
    expect(box.style.display).toBe('none');
    expect(box.style.transition).toBe('');
    rerender(
      <Collapsible collapsed={false} key="fresh">
        <p data-testid="content">Shown</p>
      </Collapsible>,
    );
    const fresh = getByTestId('content').parentElement!;
    expect(fresh.style.transition).toBe('');
    expect(fresh.style.display).toBe('');
  });

  it('expands with a height transition whose duration follows the content height, ease-in-out', async () => {
    mockReducedMotion(false);
    const { getByTestId, rerender } = render(
      <Collapsible collapsed>
        <p data-testid="content">Menu</p>
      </Collapsible>,
    );
    const box = getByTestId('content').parentElement!;
    setHeight(box, 36);
    rerender(
      <Collapsible collapsed={false}>
        <p data-testid="content">Menu</p>
      </Collapsible>,
    );
    expect(box.style.transition).toBe('height 192ms ease-in-out');
    expect(box.style.height).toBe('0px');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(box.style.height).toBe('36px');
    fireEvent.transitionEnd(box);
    expect(box.style.height).toBe('');
    expect(box.style.display).toBe('');
  });

  it('collapses to display:none once the transition ends', async () => {
    mockReducedMotion(false);
    const { getByTestId, rerender } = render(
      <Collapsible collapsed={false}>
        <p data-testid="content">Menu</p>
      </Collapsible>,
    );
    const box = getByTestId('content').parentElement!;
    setHeight(box, 360);
    rerender(
      <Collapsible collapsed>
        <p data-testid="content">Menu</p>
      </Collapsible>,
    );
    expect(box.style.transition).toBe('height 327ms ease-in-out');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(box.style.height).toBe('0px');
    fireEvent.transitionEnd(box);
    expect(box.style.display).toBe('none');
  });

  it('takes 1 ms when the reader prefers reduced motion', () => {
    mockReducedMotion(true);
    const { getByTestId, rerender } = render(
      <Collapsible collapsed>
        <p data-testid="content">Menu</p>
      </Collapsible>,
    );
    const box = getByTestId('content').parentElement!;
    setHeight(box, 500);
    rerender(
      <Collapsible collapsed={false}>
        <p data-testid="content">Menu</p>
      </Collapsible>,
    );
    expect(box.style.transition).toBe('height 1ms ease-in-out');
  });
});
