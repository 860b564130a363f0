import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DocsIndex from './index';

const entries = [
  { label: 'Stake ATOM', href: '/docs/stake-atom/', description: 'Delegate to a validator.' },
  { label: 'Unstake ATOM', href: '/docs/unstake-atom/', description: 'Undelegate.' },
];

describe('DocsIndex', () => {
  it('lists its docs and links the pages before and after it', () => {
    render(<DocsIndex entries={entries} page={2} pageCount={3} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Documentation' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Stake ATOM.*Delegate to a validator\./ }),
    ).toHaveAttribute('href', '/docs/stake-atom/');
    const pager = screen.getByRole('navigation', { name: 'Pages of the documentation' });
    expect(within(pager).getByRole('link', { name: '« Previous page' })).toHaveAttribute(
      'href',
      '/docs/',
    );
    expect(within(pager).getByRole('link', { name: 'Next page »' })).toHaveAttribute(
      'href',
      '/docs/page/3/',
    );
    expect(pager).toHaveTextContent('Page 2 of 3');
  });

  it('has no page links when every doc fits on it', () => {
    render(<DocsIndex entries={entries} page={1} pageCount={1} />);
    expect(screen.queryByRole('navigation', { name: 'Pages of the documentation' })).toBeNull();
  });
});
