// @vitest-environment node
// The checker's list of forge operations is the API description's, and the page's catalog offers
// every one of them with its request fields and an example of every shape.
import { describe, expect, it } from 'vitest';
import { listOperations } from '../../openapi/pages/operation-list';
import { loadApiDocument } from '../../openapi/document/load';
import { requestFields, transactionCheckCatalog } from './catalog';
import { detectShape, familyOfOperation, FORGE_OPERATIONS } from './index';

describe('the forge operations the checker knows', () => {
  it('are exactly the forge operations of the API description (POST …/forge/…)', () => {
    const forge = listOperations(loadApiDocument())
      .filter((op) => op.method === 'post' && /\/forge\//.test(op.path))
      .map((op) => op.operationId);
    expect(Object.keys(FORGE_OPERATIONS).sort()).toEqual([...forge].sort());
    expect(forge.length).toBe(43);
  });

  it('each has the request fields the description gives it, required and optional', () => {
    const document = loadApiDocument();
    for (const [operationId, operation] of Object.entries(FORGE_OPERATIONS)) {
      const fields = requestFields(document, operationId);
      expect(
        { required: [...operation.required], optional: [...operation.optional] },
        operationId,
      ).toEqual({
        required: fields.filter((f) => f.required).map((f) => f.name),
        optional: fields.filter((f) => !f.required).map((f) => f.name),
      });
    }
  });

  it('each sits in the family its path says', () => {
    const family = (path: string) =>
      path.includes('{stakingIdentifier}')
        ? 'tendermint'
        : path.includes('/SOL/')
          ? 'solana'
          : path.includes('/NEAR/')
            ? 'near'
            : path.includes('/DOT/')
              ? 'polkadot'
              : path.includes('/EGLD/')
                ? 'multiversx'
                : 'evm';
    for (const op of listOperations(loadApiDocument()).filter(
      (o) => o.operationId in FORGE_OPERATIONS,
    ))
      expect(familyOfOperation(op.operationId), op.operationId).toBe(family(op.path));
  });
});

describe('the request fields, read through the one walk of the description', () => {
  it(
    'follow $refs of any method, through a pointer with "/" in it (~1), to a shared request ' +
      'body and schema, and stop at a $ref cycle',
    () => {
      const document = {
        paths: {
          '/v1/transactions/{stakingIdentifier}/forge/stake': {
            post: {
              operationId: 'forgeX',
              requestBody: { $ref: '#/components/requestBodies/Stake' },
            },
          },
          '/v1/shared': {
            put: {
              operationId: 'forgeShared',
              requestBody: {
                $ref: '#/paths/~1v1~1transactions~1{stakingIdentifier}~1forge~1stake/post/requestBody',
              },
            },
          },
          '/v1/loop': {
            post: {
              operationId: 'forgeLoop',
              requestBody: { $ref: '#/components/requestBodies/Loop' },
            },
          },
        },
        components: {
          requestBodies: {
            Stake: {
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Stake' } } },
            },
            Loop: { $ref: '#/components/requestBodies/Loop' },
          },
          schemas: {
            Stake: {
              required: ['amount'],
              properties: { delegatorAddress: { type: 'string' }, amount: { type: 'string' } },
            },
          },
        },
      };
      const fields = [
        { name: 'delegatorAddress', required: false },
        { name: 'amount', required: true },
      ];
      expect(requestFields(document, 'forgeX')).toEqual(fields);
      expect(requestFields(document, 'forgeShared')).toEqual(fields);
      expect(() => requestFields(document, 'forgeLoop')).toThrow(
        'forgeLoop: no JSON request schema in the description',
      );
    },
  );
});

describe("the page's catalog", () => {
  const { groups, examples, networks } = transactionCheckCatalog(loadApiDocument());
  it('lists every forge operation once, grouped by tag, with its request fields', () => {
    const ids = groups.flatMap((g) => g.operations.map((op) => op.operationId));
    expect([...ids].sort()).toEqual(Object.keys(FORGE_OPERATIONS).sort());
    const polStake = groups
      .flatMap((g) => g.operations)
      .find((op) => op.operationId === 'forgePolStake')!;
    expect(polStake).toMatchObject({
      path: '/v1/transactions/POL/forge/stake',
      fields: [
        { name: 'delegatorAddress', required: true },
        { name: 'validatorAddress', required: true },
        { name: 'amount', required: true },
      ],
    });
    const cxtClaim = groups
      .flatMap((g) => g.operations)
      .find((op) => op.operationId === 'forgeCxtClaimRewards')!;
    expect(cxtClaim.fields).toContainEqual({ name: 'beneficiaryAddress', required: false });
  });
  it("offers the 33 Tendermint staking identifiers of the API, each with its network's name", () => {
    expect(networks).toHaveLength(33);
    expect(networks).toContainEqual({ identifier: 'ATOM', name: 'Cosmos Hub' });
    expect(networks).toContainEqual({ identifier: 'INJ', name: 'Injective' });
    expect(new Set(networks.map((n) => n.identifier)).size).toBe(33);
  });
  it('offers an example of every shape of forge answer', () => {
    expect(new Set(examples.map((e) => detectShape(JSON.parse(e.answer)).family)).size).toBe(6);
  });
});
