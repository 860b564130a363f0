import { testRouter } from '@/tests/router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_LOAD_DELAY_MS } from '@/lib/constants';
import SearchButton from '.';
import { loadSearchDialog } from './load-dialog';
import type { Pagefind } from './pagefind';

vi.mock('./load-dialog', () => ({ loadSearchDialog: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => testRouter, usePathname: () => '/' }));

const pagefind: Pagefind = {
  debouncedSearch: vi.fn(async (term: string) => ({
    results: [
      {
        id: '1',
        data: async () => ({ url: '/docs/reporting/', excerpt: `Earnings by <mark>${term}</mark>`, meta: { title: 'Reporting' } }),
      },
    ],
  })),
};
vi.mock('./pagefind', () => ({ loadPagefind: async () => pagefind }));

const load = vi.mocked(loadSearchDialog);
const realDialog = async () => (await vi.importActual<typeof import('./SearchDialog')>('./SearchDialog')).default;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => load.mockReset());
afterEach(() => vi.useRealTimers());

const searchButton = () => screen.getByRole('button', { name: /Search/ });

describe('search (navbar item "search")', () => {
  it('does not load the dialog on page load, only on first use', async () => {
    load.mockImplementation(realDialog);
    render(<SearchButton />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(searchButton()));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog', { name: 'Search the docs' })).toBeInTheDocument();
  });

  it('shows the loading state only after 200 ms', async () => {
    vi.useFakeTimers();
    const pending = deferred<Awaited<ReturnType<typeof loadSearchDialog>>>();
    load.mockReturnValue(pending.promise);
    render(<SearchButton />);
    fireEvent.click(searchButton());
    act(() => vi.advanceTimersByTime(LAZY_LOAD_DELAY_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading search');
    pending.resolve(await realDialog());
    await act(async () => {});
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows an error box with 'Retry' when the chunk fails, and Retry loads it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValueOnce(new Error('Loading chunk 12 failed.')).mockImplementation(realDialog);
    render(<SearchButton />);
    await act(async () => fireEvent.click(searchButton()));
    expect(await screen.findByRole('alert')).toHaveTextContent('The search could not be loaded.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('dialog', { name: 'Search the docs' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('opens with Ctrl+K or Cmd+K, closes with Escape and gives the focus back', async () => {
    load.mockImplementation(realDialog);
    render(<SearchButton />);
    await act(async () => fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
    const input = await screen.findByRole('searchbox', { name: 'Search terms' });
    expect(input).toHaveFocus();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(searchButton()).toHaveFocus();
    await act(async () => fireEvent.keyDown(window, { key: 'K', metaKey: true }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('lists results as links', async () => {
    load.mockImplementation(realDialog);
    render(<SearchButton />);
    await act(async () => fireEvent.click(searchButton()));
    const input = await screen.findByRole('searchbox');
    fireEvent.change(input, { target: { value: 'wallet' } });
    const result = await screen.findByRole('link', { name: /Reporting/ });
    expect(result).toHaveAttribute('href', '/docs/reporting/');
    expect(result.querySelector('mark')).toHaveTextContent('wallet');
  });

  it('keeps Tab inside the dialog', async () => {
    load.mockImplementation(realDialog);
    render(<SearchButton />);
    await act(async () => fireEvent.click(searchButton()));
    const close = await screen.findByRole('button', { name: 'Close' });
    const input = screen.getByRole('searchbox');
    input.focus();
    fireEvent.keyDown(input, { key: 'Tab' });
    expect(close).toHaveFocus();
  });
});
