import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadApiDocument } from '@/lib/openapi/document/load';
import { apiSidebarCategories } from '@/lib/openapi/pages/sidebar';
import ApiSidebar from './ApiSidebar';

afterEach(() => vi.unstubAllGlobals());

const categories = apiSidebarCategories(loadApiDocument());

describe('the API sidebar', () => {
  it("holds the open tag's operations, the current one marked, and only the labels of the other tags", () => {
    render(<ApiSidebar categories={categories} currentOperationId="forgeTendermintStake" />);
    const nav = screen.getByRole('navigation', { name: 'API reference' });
    expect(within(nav).getByRole('link', { name: /Delegate to a validator$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: /Undelegate from a validator$/ })).toHaveAttribute(
      'href',
      '/api/operations/forgeTendermintUnstake/',
    );
    expect(
      within(nav).getByRole('link', { name: /Undelegate from a validator$/ }),
    ).not.toHaveAttribute('aria-current');
    // Another tag: its label leads to its operations in the /api list; its operations are not in the page.
    expect(within(nav).getByRole('link', { name: 'Solana' })).toHaveAttribute(
      'href',
      '/api/#tag-solana',
    );
    expect(within(nav).getByRole('link', { name: 'Account and API keys' })).toHaveAttribute(
      'href',
      '/api/#tag-account-and-api-keys',
    );
    expect(within(nav).getByRole('button', { name: 'Solana: show operations' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(nav).queryByRole('link', { name: /Stake SOL with a validator/ })).toBeNull();
    // All operations, 6 Tendermint operations, 11 other tags, Schemas: not the 60 operations.
    expect(within(nav).getAllByRole('link')).toHaveLength(1 + 6 + 11 + 1);
  });

  it('loads the operations of a tag opened, once for every tag, from /api-sidebar.json', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(categories)));
    vi.stubGlobal('fetch', fetchMock);
    render(<ApiSidebar categories={categories} currentOperationId="forgeTendermintStake" />);
    await userEvent.click(screen.getByRole('button', { name: 'Solana: show operations' }));
    expect(
      await screen.findByRole('link', { name: /Stake SOL with a validator$/ }),
    ).toHaveAttribute('href', '/api/operations/forgeSolStake/');
    expect(screen.getByRole('button', { name: 'Solana: hide operations' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api-sidebar.json');
    await userEvent.click(screen.getByRole('button', { name: 'Status: show operations' }));
    expect(await screen.findByRole('link', { name: /Check that the API is up$/ })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it(
    'folds the tag being read with its label, without JavaScript, and gives every operation ' +
      'its method, loaded ones too',
    async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify(categories))),
      );
      render(<ApiSidebar categories={categories} currentOperationId="forgeTendermintStake" />);
      const label = screen.getByText('Tendermint chains');
      expect(label.tagName).toBe('SUMMARY');
      expect(label.parentElement).toHaveAttribute('open');
      expect(screen.getByRole('link', { name: /Delegate to a validator$/ })).toHaveTextContent(
        /^POSTDelegate to a validator$/,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Status: show operations' }));
      expect(
        await screen.findByRole('link', { name: /Check that the API is up$/ }),
      ).toHaveTextContent(/^GETCheck that the API is up$/);
    },
  );

  it('closes every tag on the schemas page, which marks its own link', () => {
    render(<ApiSidebar categories={categories} schemasCurrent />);
    expect(screen.getByRole('link', { name: 'Schemas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /: show operations$/ })).toHaveLength(12);
  });
});
