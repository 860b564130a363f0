import { render, screen, within } from '@testing-library/react';
import { loadApiDocument } from '@/lib/openapi/document/load';
import { groupOperationsByTag } from '@/lib/openapi/pages/operation-list';
import ApiReference from './index';

// Elements itself is exercised by the browser tests (tests/e2e/api.e2e.ts); here the
// client wrapper just passes the server-rendered reference through.
vi.mock('./ElementsReference.client', () => ({
  default: ({ children }: { children: React.ReactNode }) => <>{children}</>,
}));

const document = loadApiDocument();
const groups = groupOperationsByTag(document);

describe('ApiReference', () => {
  beforeEach(() => {
    render(<ApiReference groups={groups} version="1.0.0" />);
  });

  it('is titled API Reference and links both downloads', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'API Reference' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'openapi.yaml' })).toHaveAttribute(
      'href',
      '/openapi.yaml',
    );
    expect(screen.getByRole('link', { name: 'openapi.json' })).toHaveAttribute(
      'href',
      '/openapi.json',
    );
  });

  it('offers the Postman collection and its two environments as downloads, and the guide to them', () => {
    const postman = screen.getByText(/^Postman collection:/);
    expect(
      within(postman).getByRole('link', { name: 'staking-api.postman_collection.json' }),
    ).toHaveAttribute('href', '/downloads/postman/staking-api.postman_collection.json');
    expect(within(postman).getByRole('link', { name: 'sandbox' })).toHaveAttribute(
      'href',
      '/downloads/postman/staking-api-sandbox.postman_environment.json',
    );
    expect(within(postman).getByRole('link', { name: 'production' })).toHaveAttribute(
      'href',
      '/downloads/postman/staking-api-production.postman_environment.json',
    );
    expect(within(postman).getByRole('link', { name: 'how to use it' })).toHaveAttribute(
      'href',
      '/docs/api-clients/',
    );
  });

  it('lists every operation under its tag, with method, path, summary and whether it needs the key', () => {
    const sections = screen.getAllByRole('region');
    // The tags of openapi/openapi.yaml, in its order.
    expect(
      sections.map((section) => within(section).getByRole('heading', { level: 2 }).textContent),
    ).toEqual([
      'EVM-type chains',
      'Solana',
      'NEAR',
      'MultiversX',
      'Polkadot pools',
      'Tendermint chains',
      'Broadcast',
      'Transactions',
      'Account and API keys',
      'Reporting',
      'Yield',
      'Status',
    ]);
    // 60 calls, and a header row in each of the 12 tables.
    expect(screen.getAllByRole('row')).toHaveLength(60 + 12);

    const status = within(screen.getByRole('region', { name: 'Status' })).getAllByRole('row')[1];
    expect(
      within(status)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['GET', '/status', 'Check that the API is up', 'Not needed']);

    const stake = within(screen.getByRole('region', { name: 'Tendermint chains' })).getByRole(
      'link',
      { name: 'Delegate to a validator' },
    );
    expect(stake).toHaveAttribute('href', '/api/operations/forgeTendermintStake/');
    expect(
      within(stake.closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'POST',
      '/v1/transactions/{stakingIdentifier}/forge/stake',
      'Delegate to a validator',
      'Required',
    ]);
  });
});
