// @vitest-environment node
import { loadApiDocument } from '../document/load';
import { groupOperationsByTag, listElementsRoutes, listOperations } from './operation-list';

const document = loadApiDocument();

describe('listElementsRoutes', () => {
  it("lists the interactive reference's overview, each operation and each schema", () => {
    const routes = listElementsRoutes(document);
    expect(routes[0]).toBe('#/');
    expect(routes).toContain('#/operations/forgeSolStake');
    expect(routes).toContain('#/schemas/Transaction');
    expect(routes).toHaveLength(1 + 60 + 85);
  });
});

describe('listOperations', () => {
  const operations = listOperations(document);

  it('lists every operation in document order with what the static reference shows', () => {
    expect(operations).toHaveLength(60);
    expect(operations[0]).toEqual({
      tag: 'EVM-type chains',
      method: 'post',
      path: '/v1/transactions/CHILIZ/forge/stake',
      operationId: 'forgeChilizStake',
      summary: 'Stake CHZ with a Chiliz Chain validator',
      secured: true,
    });
    expect(operations.at(-1)).toMatchObject({ method: 'get', path: '/status', secured: false });
  });

  it('groups operations under the declared tags, in their order', () => {
    const groups = groupOperationsByTag(document);
    expect(groups.map((group) => group.tag.name)).toEqual([
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
    expect(groups.reduce((count, group) => count + group.operations.length, 0)).toBe(
      operations.length,
    );
  });
});
