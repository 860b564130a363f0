// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { operationModel } from '@/lib/openapi/operation';
import { operationKeywords } from './search-index';

const keywordsOf = (operationId: string) => operationKeywords(operationModel(operationId)!).split(' ');

describe('the keywords an operation page gives the search index', () => {
  it('names a chain with an identifier of its own by identifier and name, and the action by its path word', () => {
    expect(keywordsOf('forgeDotPoolStake')).toEqual(['DOT', 'Polkadot', 'transactions', 'pool', 'forge', 'stake', 'forgeDotPoolStake']);
    expect(keywordsOf('forgeSolWithdraw')).toEqual(['SOL', 'Solana', 'transactions', 'forge', 'withdraw', 'forgeSolWithdraw']);
    expect(keywordsOf('forgePolWithdraw')).toEqual(expect.arrayContaining(['POL', 'Polygon', 'Ethereum', 'withdraw']));
    expect(keywordsOf('forgeChilizStake')).toEqual(expect.arrayContaining(['CHILIZ', 'Chiliz', 'CHZ', 'stake']));
    expect(keywordsOf('broadcastEgldTransaction')).toEqual(['EGLD', 'MultiversX', 'transactions', 'broadcast', 'broadcastEgldTransaction']);
  });

  it('names the Tendermint chains by family, each identifier and each chain name', () => {
    const words = operationKeywords(operationModel('forgeTendermintStake')!);
    for (const name of ['Cosmos', 'Tendermint', 'ATOM', 'Cosmos Hub', 'OSMO', 'Osmosis', 'INJ', 'Injective', 'QSR']) expect(words).toContain(name);
    expect(words.endsWith('transactions forge stake forgeTendermintStake')).toBe(true);
  });

  it('gives a call of no chain its path words, a camel-case action whole', () => {
    expect(keywordsOf('submitTransactionHash')).toEqual(['transaction', 'submitHash', 'submitTransactionHash']);
    expect(keywordsOf('forgeCxtUnstakeAll')).toContain('unstakeAll');
    expect(keywordsOf('getStatus')).toEqual(['status', 'getStatus']);
  });
});
