import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID } from '@/lib/constants';
import SkipToContent from './index';

describe('SkipToContent', () => {
  it('points at the main content', () => {
    render(<SkipToContent />);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      `#${MAIN_CONTENT_ID}`,
    );
  });
});
