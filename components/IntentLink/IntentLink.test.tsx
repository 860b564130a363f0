import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testRouter } from '@/tests/router';
import IntentLink from './index';

describe('IntentLink', () => {
  it('loads the page data on pointer over, focus and touch, not before', () => {
    const prefetch = vi.spyOn(testRouter, 'prefetch');
    render(<IntentLink href="/docs/reporting/">Reporting</IntentLink>);
    const link = screen.getByRole('link', { name: 'Reporting' });
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(prefetch).toHaveBeenCalledTimes(3);
    expect(prefetch).toHaveBeenCalledWith('/docs/reporting/');
  });

  it('keeps the handlers a caller passes', () => {
    const onFocus = vi.fn();
    render(<IntentLink href="/docs/support/" onFocus={onFocus}>Support</IntentLink>);
    fireEvent.focus(screen.getByRole('link', { name: 'Support' }));
    expect(onFocus).toHaveBeenCalledOnce();
  });
});
