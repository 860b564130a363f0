// @vitest-environment node
// The checker's list of forge operations is the API description's, and the page's catalog offers
// every one of them with its request fields and an example of every shape.
import { describe, expect, it } from 'vitest';
import { listOperations } from '../openapi';
import { transactionCheckCatalog } from './catalog';
import { detectShape, familyOfOperation, FORGE_OPERATIONS } from './index';

describe('the forge operations the checker knows', () => {
  it('are exactly the forge operations of the API description (POST …/forge/…)', () => {
    const forge = listOperations().filter((op) => op.method === 'post' && /\/forge\//.test(op.path)).map((op) => op.operationId);
    expect(Object.keys(FORGE_OPERATIONS).sort()).toEqual([...forge].sort());
    expect(forge.length).toBe(43);
  });

  it('each sits in the family its path says', () => {
    const family = (path: string) =>
      path.includes('{stakingIdentifier}') ? 'tendermint' : path.includes('/SOL/') ? 'solana' : path.includes('/NEAR/') ? 'near' : path.includes('/DOT/') ? 'polkadot' : path.includes('/EGLD/') ? 'multiversx' : 'evm';
    for (const op of listOperations().filter((o) => o.operationId in FORGE_OPERATIONS)) expect(familyOfOperation(op.operationId), op.operationId).toBe(family(op.path));
  });
});

describe("the page's catalog", () => {
  const { groups, examples } = transactionCheckCatalog();
  it('lists every forge operation once, grouped by tag, with its request fields', () => {
    const ids = groups.flatMap((g) => g.operations.map((op) => op.operationId));
    expect([...ids].sort()).toEqual(Object.keys(FORGE_OPERATIONS).sort());
    const polStake = groups.flatMap((g) => g.operations).find((op) => op.operationId === 'forgePolStake')!;
    expect(polStake).toMatchObject({ path: '/v1/transactions/POL/forge/stake', fields: [{ name: 'delegatorAddress', required: true }, { name: 'validatorAddress', required: true }, { name: 'amount', required: true }] });
    const cxtClaim = groups.flatMap((g) => g.operations).find((op) => op.operationId === 'forgeCxtClaimRewards')!;
    expect(cxtClaim.fields).toContainEqual({ name: 'beneficiaryAddress', required: false });
  });
  it('offers an example of every shape of spec §3', () => {
    expect(new Set(examples.map((e) => detectShape(JSON.parse(e.answer)).family)).size).toBe(6);
  });
});
