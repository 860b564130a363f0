import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRouter } from '@/tests/router';
import DocPaginator from './index';

describe('DocPaginator', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the next page on intent, not as soon as it is shown', () => {
    const prefetch = vi.spyOn(testRouter, 'prefetch');
    render(<DocPaginator previous={{ label: 'Welcome', href: '/docs/welcome/' }} next={{ label: 'Reporting', href: '/docs/reporting/' }} />);
    expect(prefetch).not.toHaveBeenCalled();
    const next = screen.getByRole('link', { name: /Reporting/ });
    expect(next).toHaveAttribute('rel', 'next');
    fireEvent.focus(next);
    expect(prefetch).toHaveBeenCalledWith('/docs/reporting/');
  });
});
