import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Footer from './index';

describe('Footer', () => {
  it('shows link columns, outbound links marked as such, and the copyright year', () => {
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Guides' })).toBeInTheDocument();
    const contact = within(footer).getByRole('link', { name: /Contact/ });
    expect(contact).toHaveAttribute('target', '_blank');
    expect(contact).toHaveAttribute('aria-describedby', 'new-tab-note');
    // next/link applies the trailing-slash setting of next.config.mjs in the build, not here.
    expect(within(footer).getByRole('link', { name: 'Examples' }).getAttribute('href')).toMatch(
      /^\/docs\/examples\/?$/,
    );
    // The copyright year is 2025 (COPYRIGHT_YEAR).
    expect(footer).toHaveTextContent('Copyright © 2025');
  });

  it('shows the logo in both color modes', () => {
    render(<Footer />);
    const images = within(screen.getByRole('contentinfo')).getAllByRole('img', { hidden: true });
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/logo.svg', '/logo-dark.svg']);
  });
});
