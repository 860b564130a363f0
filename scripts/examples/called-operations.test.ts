// @vitest-environment node
// Reading which operation a program called from the request it sent: every one of the
// description's 60 operations is found from its own path, a literal route wins over the
// templated one, a path parameter outside its enum names no operation, and refused calls do not
// count.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundledDocument } from '../build/generate-api-types.mjs';
import { allOperationIds, calledOperations, operationMatcher } from './called-operations.mjs';

let document: Record<string, unknown>;
beforeAll(async () => {
  document = await loadBundledDocument();
});

describe('operationMatcher', () => {
  it('names each of the 60 operations from its own method and path, with the query string ignored', () => {
    const ids = allOperationIds(document);
    expect(ids).toHaveLength(60);
    const operationOf = operationMatcher(document);
    const paths = document.paths as Record<string, Record<string, { operationId: string }>>;
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const url = path.replace('{stakingIdentifier}', 'OSMO') + '?uuid=x';
        expect(operationOf(method.toUpperCase(), url), `${method} ${path}`).toBe(
          operation.operationId,
        );
      }
    }
  });

  it('takes the literal route before the templated one, and refuses a value outside the enum', () => {
    const operationOf = operationMatcher(document);
    expect(operationOf('POST', '/v1/transactions/SOL/broadcast')).toBe('broadcastSolTransaction');
    expect(operationOf('POST', '/v1/transactions/EVMOS/broadcast')).toBe(
      'broadcastTendermintTransaction',
    );
    expect(operationOf('POST', '/v1/transactions/SOL/forge/claimRewards')).toBeUndefined();
    expect(operationOf('POST', '/v1/transactions/BTC/forge/stake')).toBeUndefined();
    expect(operationOf('GET', '/v1/transactions/ATOM/forge/stake')).toBeUndefined();
    expect(operationOf('GET', '/v1/transaction/submitHash')).toBeUndefined();
    expect(operationOf('POST', '/v1/transaction/submitHash')).toBe('submitTransactionHash');
  });
});

describe('calledOperations', () => {
  it('counts answered calls only: a 4xx or 5xx answer, or a path of no operation, is no call', () => {
    const called = calledOperations(document, [
      { method: 'POST', url: '/v1/transactions/ATOM/forge/unstake', status: 200 },
      { method: 'POST', url: '/v1/transactions/ATOM/forge/unstake', status: 200 },
      { method: 'POST', url: '/v1/transactions/ATOM/forge/redelegate', status: 422 },
      { method: 'GET', url: '/status', status: 204 },
      { method: 'GET', url: '/v1/yield/current?stakingIdentifier=BTC', status: 404 },
      { method: 'GET', url: '/v1/nothing-here', status: 200 },
    ]);
    expect([...called]).toEqual([
      ['forgeTendermintUnstake', 2],
      ['getStatus', 1],
    ]);
  });
});
