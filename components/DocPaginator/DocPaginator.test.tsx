import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRouter } from '@/tests/router';
import DocPaginator from './index';

describe('DocPaginator', () => {
  afterEach(() => vi.restoreAllMocks());

  it('links the previous and the next page, and loads neither before it is followed', () => {
    const prefetch = vi.spyOn(testRouter, 'prefetch');
    render(
      <DocPaginator
        previous={{ label: 'Welcome', href: '/docs/welcome/' }}
        next={{ label: 'Reporting', href: '/docs/reporting/' }}
      />,
    );
    const next = screen.getByRole('link', { name: /Reporting/ });
    expect(next).toHaveAttribute('rel', 'next');
    expect(next).toHaveAttribute('href', '/docs/reporting/');
    expect(screen.getByRole('link', { name: /Welcome/ })).toHaveAttribute('rel', 'prev');
    fireEvent.focus(next);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
