// The check's code loads through the site's one loader: nothing shows for the first 200 ms, then
// "Loading the transaction check…"; a failed load shows an error box with Retry, which loads again.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/lib/load-once';
import { deferred } from '@/tests/deferred';
import { LoadedCheck } from './lazy.client';

const props = { groups: [], examples: [], networks: [] };
const Form = () => <form aria-label="Check a transaction" />;

describe('loading the transaction check', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says it is loading only after 200 ms, then shows the check', async () => {
    vi.useFakeTimers();
    const chunk = deferred<typeof Form>();
    render(<LoadedCheck load={loadOnce(() => chunk.promise)} {...props} />);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the transaction check…');
    await act(async () => chunk.resolve(Form));
    expect(screen.getByRole('form', { name: 'Check a transaction' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a failed chunk load shows an error box with Retry, which loads again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('Loading chunk 812 failed.'))
      .mockResolvedValue(Form);
    render(<LoadedCheck load={loadOnce(load)} {...props} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The transaction check could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Check a transaction' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
