import { deferred } from '@/tests/deferred';
import { testRouter } from '@/tests/router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import SearchButton from '.';
import { loadSearchDialog } from './load-dialog';
import type { Pagefind } from './pagefind';

vi.mock('./load-dialog', () => ({ loadSearchDialog: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => testRouter, usePathname: () => '/' }));

const pagefind: Pagefind = {
  debouncedSearch: vi.fn(async (term: string) => ({
    results:
      term === 'nothing-matches'
        ? []
        : [
            {
              id: '1',
              data: async () => ({
                url: '/docs/reporting/',
                excerpt: `Earnings by <mark>${term}</mark>`,
                meta: { title: 'Reporting' },
                sub_results: [
                  {
                    title: 'Earnings by day',
                    url: '/docs/reporting/#earnings-by-day',
                    excerpt: `Daily earnings per <mark>${term}</mark>`,
                    weighted_locations: [{ weight: 1, balanced_score: 9, location: 40 }],
                  },
                  {
                    title: 'Reporting',
                    url: '/docs/reporting/',
                    excerpt: 'Reports',
                    weighted_locations: [{ weight: 1, balanced_score: 1, location: 1 }],
                  },
                ],
              }),
            },
            {
              id: '2',
              data: async () => ({
                url: '/api/operations/getEarningsByDay/',
                excerpt: `Daily <mark>${term}</mark>`,
                meta: {
                  title: 'Daily earnings per token (Reporting)',
                  operationId: 'getEarningsByDay',
                  method: 'GET',
                  path: '/v1/reporting/earnings/by-day',
                  tag: 'Reporting',
                },
              }),
            },
          ],
  })),
};
vi.mock('./pagefind', () => ({ loadPagefind: async () => pagefind }));

const load = vi.mocked(loadSearchDialog);
const realDialog = async () =>
  (await vi.importActual<typeof import('./SearchDialog')>('./SearchDialog')).default;

// The dialog module is transformed on its first import, which can take seconds on a busy
// machine; do it once up front so each test's one-second wait for the dialog measures the
// component, not the transform.
beforeAll(async () => {
  await realDialog();
});

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
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading search');
    pending.resolve(await realDialog());
    await act(async () => {});
    expect(screen.queryByText('Loading search…')).toBeNull();
  });

  it("shows an error box with 'Retry' when the chunk fails, and Retry loads it", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    load
      .mockRejectedValueOnce(new Error('Loading chunk 12 failed.'))
      .mockImplementation(realDialog);
    render(<SearchButton />);
    await act(async () => fireEvent.click(searchButton()));
    expect(await screen.findByRole('alert')).toHaveTextContent('The search could not be loaded.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('dialog', { name: 'Search the docs' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it(
    'opens with Ctrl+K or Cmd+K, and gives the focus back to the button when the browser ' +
      'closes it (Escape)',
    async () => {
      load.mockImplementation(realDialog);
      render(<SearchButton />);
      await act(async () => fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
      const input = await screen.findByRole('combobox', { name: 'Search terms' });
      expect(input).toHaveFocus();
      act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(searchButton()).toHaveFocus();
      await act(async () => fireEvent.keyDown(window, { key: 'K', metaKey: true }));
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
    },
  );

  it('opens with "/" but not while the reader types in a field', async () => {
    load.mockImplementation(realDialog);
    render(
      <>
        <input aria-label="Other field" />
        <SearchButton />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Other field' });
    field.focus();
    await act(async () => fireEvent.keyDown(field, { key: '/' }));
    await act(async () => fireEvent.keyDown(field, { key: 'k', ctrlKey: true }));
    expect(load).not.toHaveBeenCalled();
    await act(async () => fireEvent.keyDown(document.body, { key: '/' }));
    expect(await screen.findByRole('combobox', { name: 'Search terms' })).toHaveFocus();
  });

  it('lists a page at its best-matching heading and an operation with its method and path', async () => {
    load.mockImplementation(realDialog);
    render(<SearchButton />);
    await act(async () => fireEvent.click(searchButton()));
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'wallet' } });
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('Reporting › Earnings by day');
    expect(options[0]).toHaveAttribute('href', '/docs/reporting/#earnings-by-day');
    expect(options[0].querySelector('mark')).toHaveTextContent('wallet');
    expect(options[1]).toHaveTextContent('GET');
    expect(options[1]).toHaveTextContent('/v1/reporting/earnings/by-day');
    expect(options[1]).toHaveAttribute('href', '/api/operations/getEarningsByDay/');
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    load.mockImplementation(realDialog);
    render(<SearchButton />);
    await act(async () => fireEvent.click(searchButton()));
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: 'earnings' } });
    const options = await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    const clicked = vi.fn((event: Event) => event.preventDefault());
    options[0].addEventListener('click', clicked);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('says when nothing matches and points to the API reference', async () => {
    load.mockImplementation(realDialog);
    render(<SearchButton />);
    await act(async () => fireEvent.click(searchButton()));
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'nothing-matches' } });
    expect(await screen.findByText('No results for "nothing-matches".')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/');
  });

  it('names the button with its visible text, shortcut included', () => {
    render(<SearchButton />);
    expect(searchButton()).toHaveAccessibleName('Search Ctrl K');
  });

  it('is a modal dialog; the close button closes it and gives the focus back to the button', async () => {
    load.mockImplementation(realDialog);
    render(<SearchButton />);
    await act(async () => fireEvent.click(searchButton()));
    const dialog = await screen.findByRole('dialog', { name: 'Search the docs' });
    // A modal <dialog>: the browser makes the page behind inert and closes it on Escape
    // (tests/e2e/search.e2e.ts and keyboard.e2e.ts check that).
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(searchButton()).toHaveFocus();
  });
});
