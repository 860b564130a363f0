// @vitest-environment node
/**
 * The OpenAPI description against what the API promises: its calls, security, staking
 * identifiers, validation rules, error answers and entities. The expected lists are written out
 * here, not derived from the document, so a call or rule that goes missing from openapi/ fails
 * here.
 */
import { loadApiDocument } from '@/lib/openapi/document/load';
import { resolveObject, type JsonObject } from '@/lib/openapi/document/walk';
import { listOperations } from '@/lib/openapi/pages/operation-list';

const document = loadApiDocument();
const operations = listOperations(document);

const PER_CHAIN_FORGE_ACTIONS: Record<string, string[]> = {
  CHILIZ: ['stake', 'unstake', 'withdraw'],
  CXT: ['stake', 'unstake', 'withdraw', 'approve', 'claimRewards', 'unstakeAll'],
  POL: ['stake', 'unstake', 'withdraw', 'approve', 'claimRewards', 'restakeRewards', 'redelegate'],
  STAKEWISE: ['stake', 'unstake', 'withdraw'],
  NEAR: ['stake', 'unstake', 'withdraw'],
  SOL: ['stake', 'unstake', 'withdraw', 'redelegate'],
  EGLD: ['stake', 'unstake', 'withdraw', 'claimRewards', 'restakeRewards'],
};
const DOT_POOL_ACTIONS = [
  'stake',
  'addToStake',
  'restakeRewards',
  'unstake',
  'withdraw',
  'claimRewards',
];
const TENDERMINT_ACTIONS = [
  'stake',
  'unstake',
  'redelegate',
  'claimRewards',
  'auto-restake-rewards/enable',
  'auto-restake-rewards/disable',
];

/** Every call of the API, one by one: "METHOD path". */
const SPEC_CALLS: string[] = [
  ...Object.entries(PER_CHAIN_FORGE_ACTIONS).flatMap(([chain, actions]) =>
    actions.map((action) => `POST /v1/transactions/${chain}/forge/${action}`),
  ),
  ...DOT_POOL_ACTIONS.map((action) => `POST /v1/transactions/DOT/pool/forge/${action}`),
  ...TENDERMINT_ACTIONS.map(
    (action) => `POST /v1/transactions/{stakingIdentifier}/forge/${action}`,
  ),
  'POST /v1/transactions/SOL/broadcast',
  'POST /v1/transactions/EGLD/broadcast',
  'POST /v1/transactions/DOT/broadcast',
  'POST /v1/transactions/{stakingIdentifier}/broadcast',
  'POST /v1/transaction/submitHash',
  'GET /v1/transaction',
  'GET /status',
  'POST /v1/account/activate',
  'POST /v1/account/create/api-key',
  'DELETE /v1/account/delete/api-key',
  'GET /v1/reporting/earnings/total',
  'GET /v1/reporting/earnings/total/by-wallet',
  'GET /v1/reporting/earnings/by-day',
  'GET /v1/reporting/earnings/by-day/by-wallet',
  'GET /v1/reporting/staking-amount/total',
  'GET /v1/reporting/staking-amount/total/by-wallet',
  'GET /v1/yield/current',
];

/** The only calls that need no API key. */
const UNSECURED_CALLS = ['GET /status', 'POST /v1/account/activate'];

/** The staking identifiers the API supports. */
const SUPPORTED_STAKING_IDENTIFIERS =
  'CHILIZ, CXT, POL, STAKEWISE, NEAR, EGLD, ATOM, EVMOS, INJ, OSMO, TIA, JUNO, AXL, DYDX, STARS, AKT, DYM, LUNA, SEI, FLIX, KAVA, COREUM, SAGA, XPRT, UX, CRO, BAND, HUAHUA, FET, PASG, HEART, KYVE, SOMM, XPLA, BTSG, IRIS, MED, CTK, QSR, SOL, BTC, DOT'.split(
    ', ',
  );
const TENDERMINT_STAKING_IDENTIFIERS =
  'ATOM, EVMOS, INJ, OSMO, TIA, JUNO, AXL, DYDX, STARS, AKT, DYM, LUNA, SEI, FLIX, KAVA, COREUM, SAGA, XPRT, UX, CRO, BAND, HUAHUA, FET, PASG, HEART, KYVE, SOMM, XPLA, BTSG, IRIS, MED, CTK, QSR'.split(
    ', ',
  );

/** A positive decimal string in human-readable units. */
const POSITIVE_DECIMAL_PATTERN = '^([1-9][0-9]*(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*)$';

/**
 * Chiliz Chain's staking contract takes delegate and undelegate amounts in whole multiples of
 * 10^10 wei (Staking.sol BALANCE_COMPACT_PRECISION, require(amount % 1e10 == 0, "hr")): at most 8
 * significant decimals of CHZ, a narrower positive decimal.
 */
const CHILIZ_AMOUNT_REQUESTS = ['ChilizDelegationRequest'];

/** Descriptions wrap lines; compare their words. */
const prose = (text: unknown) => String(text ?? '').replace(/\s+/g, ' ');
const callOf = (operation: { method: string; path: string }) =>
  `${operation.method.toUpperCase()} ${operation.path}`;
const schemas = (document.components as JsonObject).schemas as Record<string, JsonObject>;
const pathItems = document.paths as Record<string, Record<string, JsonObject>>;
const operationAt = (call: string) => {
  const [method, apiPath] = call.split(' ');
  return pathItems[apiPath][method.toLowerCase()];
};
const resolve = (node: JsonObject): JsonObject => resolveObject(document, node) ?? node;

describe('the calls of the API', () => {
  it('are all described, with the method the spec gives', () => {
    const described = new Set(operations.map(callOf));
    expect(SPEC_CALLS.filter((call) => !described.has(call))).toEqual([]);
  });

  it('are the only calls described, each once', () => {
    expect(operations.map(callOf).sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('sends a required JSON body to every forge and broadcast call', () => {
    const withBody = SPEC_CALLS.filter((call) => /\/(forge|broadcast)/.test(call));
    const missing = withBody.filter(
      (call) =>
        operationAt(call).requestBody === undefined ||
        (operationAt(call).requestBody as JsonObject).required !== true,
    );
    expect(withBody).toHaveLength(47);
    expect(missing).toEqual([]);
  });

  it('answers GET /status and DELETE /v1/account/delete/api-key with 204', () => {
    expect(Object.keys(operationAt('GET /status').responses as JsonObject)).toContain('204');
    expect(
      Object.keys(operationAt('DELETE /v1/account/delete/api-key').responses as JsonObject),
    ).toContain('204');
  });
});

describe('security', () => {
  it('defines one scheme, an API key in the api-key header', () => {
    const schemes = (document.components as JsonObject).securitySchemes as Record<
      string,
      JsonObject
    >;
    expect(Object.values(schemes)).toEqual([
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'api-key' }),
    ]);
  });

  it('needs the key on every call except GET /status and account activation', () => {
    expect(
      operations
        .filter((operation) => !operation.secured)
        .map(callOf)
        .sort(),
    ).toEqual([...UNSECURED_CALLS].sort());
  });

  it('explains the master key, secondary keys, the invitation code and that a key is shown once', () => {
    const scheme = Object.values(
      (document.components as JsonObject).securitySchemes as Record<string, JsonObject>,
    )[0];
    const text = prose(scheme.description);
    expect(text).toMatch(/master key/i);
    expect(text).toMatch(/secondary keys/i);
    expect(text).toMatch(/invitation code/i);
    expect(text).toMatch(/shown once/i);
  });
});

describe('staking identifiers', () => {
  it('limits the Tendermint routes to exactly the 33 Tendermint identifiers', () => {
    expect(schemas.TendermintStakingIdentifier.enum).toEqual(TENDERMINT_STAKING_IDENTIFIERS);
    for (const call of SPEC_CALLS.filter((c) => c.includes('{stakingIdentifier}'))) {
      const parameter = resolve((operationAt(call).parameters as JsonObject[])[0]);
      expect(resolve(parameter.schema as JsonObject).enum, call).toEqual(
        TENDERMINT_STAKING_IDENTIFIERS,
      );
    }
  });

  it('limits the yield stakingIdentifier to the 42 supported identifiers', () => {
    const parameter = (operationAt('GET /v1/yield/current').parameters as JsonObject[]).find(
      (p) => p.name === 'stakingIdentifier',
    )!;
    expect(parameter.required).toBe(false);
    expect(resolve(parameter.schema as JsonObject).enum).toEqual(SUPPORTED_STAKING_IDENTIFIERS);
    expect(SUPPORTED_STAKING_IDENTIFIERS).toHaveLength(42);
  });
});

describe('validation rules', () => {
  it('types every request amount as a positive decimal string', () => {
    const amounts = Object.entries(schemas)
      .filter(([name]) => name.endsWith('Request'))
      .flatMap(([name, schema]) =>
        'amount' in ((schema.properties as JsonObject) ?? {})
          ? [[name, (schema.properties as JsonObject).amount as JsonObject] as const]
          : [],
      );
    expect(amounts.length).toBeGreaterThan(15);
    for (const [name, amount] of amounts.filter(([name]) => !CHILIZ_AMOUNT_REQUESTS.includes(name)))
      expect({ name, type: amount.type, pattern: amount.pattern }).toEqual({
        name,
        type: 'string',
        pattern: POSITIVE_DECIMAL_PATTERN,
      });
    const positiveDecimal = new RegExp(POSITIVE_DECIMAL_PATTERN);
    for (const good of ['12.5', '1', '0.5', '1000', '0.000001'])
      expect(good).toMatch(positiveDecimal);
    for (const bad of ['0', '0.0', '-1', '1e3', '.5', '1.', '01', ' 1', '1,5'])
      expect(bad).not.toMatch(positiveDecimal);
  });

  it('takes Chiliz amounts only in multiples of 10^10 wei (8 decimals of CHZ), still positive decimals', () => {
    const amount = (schemas.ChilizDelegationRequest.properties as JsonObject).amount as JsonObject;
    expect(amount.type).toBe('string');
    const chiliz = new RegExp(amount.pattern as string);
    const positiveDecimal = new RegExp(POSITIVE_DECIMAL_PATTERN);
    const good = [
      '10000',
      '1',
      '0.5',
      '1.12345678',
      '0.00000001',
      '2.000000000000000000',
      '0.100000000',
    ];
    const bad = [
      '0',
      '0.000000001',
      '1.123456789',
      '0.000000000000000001',
      '-1',
      '1e3',
      '.5',
      '1.',
      '01',
    ];
    for (const value of good) {
      expect(value).toMatch(chiliz);
      expect(value).toMatch(positiveDecimal);
    }
    for (const value of bad) expect(value).not.toMatch(chiliz);
    expect(prose(amount.description)).toMatch(/multiple of 10\^10 wei/);
    expect(prose(amount.description)).toMatch(/getMinStakingAmount/);
  });

  it('accepts YYYY-MM-DD or ISO 8601 for the reporting dates and states the 3-month window', () => {
    const parameters = (document.components as JsonObject).parameters as Record<string, JsonObject>;
    for (const name of ['BegDate', 'EndDate']) {
      const schema = resolve(parameters[name].schema as JsonObject);
      const pattern = new RegExp(schema.pattern as string);
      for (const good of ['2025-10-01', '2025-10-01T00:00:00Z', '2025-10-01T08:30:00.250+02:00'])
        expect(good).toMatch(pattern);
      for (const bad of ['01/10/2025', '2025-10', 'yesterday', '0000-00-00', '2025-02-30'])
        expect(bad).not.toMatch(pattern);
    }
    expect(prose(parameters.BegDate.description)).toMatch(/at most 3 months/);
    expect(prose(parameters.BegDate.description)).toMatch(/Defaults to 3 months/);
  });

  it('states the 60-minute reporting cache and the 5-minute yield cache', () => {
    for (const call of SPEC_CALLS.filter((c) => c.includes('/v1/reporting/')))
      expect(prose(operationAt(call).description), call).toMatch(/cached for 60 minutes/);
    expect(prose(operationAt('GET /v1/yield/current').description)).toMatch(/cached for 5 minutes/);
  });

  it('makes the auto-restake expiration optional, one year by default, at least 10 minutes ahead', () => {
    const request = schemas.AutoRestakeEnableRequest;
    expect(request.required).not.toContain('expirationDate');
    const expiration = (request.properties as JsonObject).expirationDate as JsonObject;
    expect(expiration.format).toBe('date-time');
    expect(prose(expiration.description)).toMatch(/defaults to one year from now/);
    expect(prose(expiration.description)).toMatch(/at least 10 minutes in the future/);
  });

  it('keeps beneficiaryAddress optional, falling back to delegatorAddress', () => {
    const request = schemas.CxtClaimRewardsRequest;
    expect(request.required).not.toContain('beneficiaryAddress');
    expect(
      prose(((request.properties as JsonObject).beneficiaryAddress as JsonObject).description),
    ).toMatch(/defaults to `delegatorAddress`/);
  });

  it('asks for the chain-specific withdraw and unstake fields', () => {
    expect(schemas.SolUnstakeRequest.required).toContain('stakeAccountAddress');
    expect(schemas.PolWithdrawRequest.required).toContain('unbondNonce');
    expect(schemas.CxtWithdrawRequest.required).toContain('unstakeID');
    expect(schemas.StakeWiseWithdrawRequest.required).toContain('unstakeTxHash');
    expect(schemas.DotPoolJoinRequest.required).toContain('poolId');
  });

  it("answers a missing yield with 404 'Yield for :stakingIdentifier not found, or is null', word for word", () => {
    const notFound = (operationAt('GET /v1/yield/current').responses as JsonObject)[
      '404'
    ] as JsonObject;
    expect(prose(notFound.description)).toContain(
      'Yield for :stakingIdentifier not found, or is null',
    );
    const example = ((notFound.content as JsonObject)['application/json'] as JsonObject)
      .example as JsonObject;
    expect(example).toMatchObject({
      status: 404,
      message: 'Yield for :stakingIdentifier not found, or is null',
    });
  });
});

describe('the entities', () => {
  it('gives Transaction its fields, txStatus values and nullable fields', () => {
    const transaction = schemas.Transaction;
    const properties = transaction.properties as Record<string, JsonObject>;
    expect(Object.keys(properties)).toEqual([
      'uuid',
      'apiKeyId',
      'requestBody',
      'stakingIdentifier',
      'action',
      'subAction',
      'txHash',
      'verified',
      'txStatus',
      'txTimestamp',
      'createdAt',
      'updatedAt',
    ]);
    expect(resolve(properties.txStatus).enum).toEqual(['DRAFT', 'PENDING', 'SUCCESS', 'ERROR']);
    const nullable = Object.entries(properties)
      .filter(([, p]) => resolve(p).nullable === true)
      .map(([name]) => name);
    expect(nullable).toEqual(['action', 'subAction', 'txHash', 'txTimestamp']);
    expect(properties.apiKeyId.type).toBe('integer');
    expect(properties.verified.type).toBe('boolean');
  });

  it('names every enum: a generated client has a type to import for each', () => {
    const properties = schemas.Transaction.properties as Record<string, JsonObject>;
    expect(properties.action).toEqual({ $ref: '#/components/schemas/TransactionAction' });
    expect(properties.subAction).toEqual({ $ref: '#/components/schemas/TransactionSubAction' });
    expect(properties.txStatus).toEqual({ $ref: '#/components/schemas/TransactionStatus' });
    const inline: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node))
        return node.forEach((item, index) => walk(item, `${where}/${index}`));
      if (!node || typeof node !== 'object') return;
      if ('enum' in node && !/^#\/components\/schemas\/[^/]+$/.test(where)) inline.push(where);
      for (const [key, value] of Object.entries(node))
        if (key !== 'example' && key !== 'examples') walk(value, `${where}/${key}`);
    };
    walk(document, '#');
    expect(inline).toEqual([]);
  });

  it('gives each chain family its unsigned transaction shape', () => {
    const fields = (name: string) => Object.keys(schemas[name].properties as JsonObject);
    expect(fields('EvmUnsignedTransaction')).toEqual(['serializedUnsignedTx']);
    expect(fields('SolanaUnsignedTransaction')).toEqual(['hash']);
    expect(fields('PolkadotUnsignedTransaction')).toEqual(['extrinsicHex']);
    expect(fields('NearUnsignedTransaction')).toEqual(['signerId', 'receiverId', 'actions']);
    expect(fields('NearFunctionCallParams')).toEqual(['methodName', 'args', 'gas', 'deposit']);
    expect(fields('TendermintUnsignedTransaction')).toEqual([
      'signDirect',
      'signAmino',
      'signEIP712',
      'signEIP712CosmosTxV0',
    ]);
    expect(fields('MultiversXTransaction')).toEqual([
      'nonce',
      'value',
      'receiver',
      'sender',
      'receiverUsername',
      'senderUsername',
      'guardian',
      'relayer',
      'gasPrice',
      'gasLimit',
      'data',
      'chainID',
      'version',
      'options',
      'signature',
      'guardianSignature',
      'relayerSignature',
    ]);
    for (const family of ['Evm', 'Solana', 'Near', 'MultiversX', 'Polkadot', 'Tendermint'])
      expect(fields(`${family}ForgeResponse`)).toEqual(['uuid', 'transaction']);
  });

  // The API's own NEAR example call attaches 30 Tgas. The staking pool reserves 20 Tgas for the
  // callback of every call that restakes (near/core-contracts staking-pool ON_STAKE_ACTION_GAS),
  // 30 Tgas is the default that fails deposit_and_stake with "Exceeded the prepaid gas"
  // (near/docs#504), and NEAR's own lockup contract attaches 75 Tgas to each staking-pool call
  // (lockup/src/gas.rs). The description therefore shows 75 Tgas and says why.
  it('shows the NEAR example call with 75 Tgas (raised from 30 Tgas) and its deposit in yoctoNEAR', () => {
    const response = (
      operationAt('POST /v1/transactions/NEAR/forge/stake').responses as JsonObject
    )['200'] as JsonObject;
    const example = ((response.content as JsonObject)['application/json'] as JsonObject)
      .example as { transaction: { actions: { params: JsonObject }[] } };
    expect(example.transaction.actions[0].params).toMatchObject({
      gas: '75000000000000',
      deposit: '100000000000000000000000000',
    });
  });
});

describe('every operation', () => {
  it('has an operationId, a tag, a summary and a description', () => {
    for (const call of SPEC_CALLS) {
      const operation = operationAt(call);
      expect(operation.operationId, call).toMatch(/^[a-zA-Z]+$/);
      expect((operation.tags as string[]).length, call).toBe(1);
      expect(operation.summary, call).toBeTruthy();
      expect((operation.description as string).length, call).toBeGreaterThan(80);
    }
  });

  it('uses the Error schema for 400, 401 (secured calls), 422 (calls with input) and 500', () => {
    const errorRef = '#/components/schemas/Error';
    for (const operation of operations) {
      const call = callOf(operation);
      const described = operationAt(call);
      const responses = described.responses as Record<string, JsonObject>;
      const hasInput = described.requestBody !== undefined || described.parameters !== undefined;
      const expected = [
        '500',
        ...(operation.secured ? ['401'] : []),
        ...(hasInput ? ['400'] : []),
        ...(hasInput && call !== 'GET /v1/yield/current' ? ['422'] : []),
      ];
      for (const status of expected) {
        const response = responses[status] ? resolve(responses[status]) : undefined;
        expect(response, `${call} ${status}`).toBeDefined();
        expect(
          ((response!.content as JsonObject)['application/json'] as JsonObject).schema,
          `${call} ${status}`,
        ).toEqual({ $ref: errorRef });
      }
      for (const [status, response] of Object.entries(responses).filter(
        ([status]) => Number(status) >= 400,
      ))
        expect(
          ((resolve(response).content as JsonObject)['application/json'] as JsonObject).schema,
          `${call} ${status}`,
        ).toEqual({ $ref: errorRef });
    }
  });

  it('is grouped under one of the integrator-facing tags, declared in this order', () => {
    expect((document.tags as JsonObject[]).map((tag) => tag.name)).toEqual([
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
  });

  it('describes every property and parameter', () => {
    const undescribed: string[] = [];
    const visit = (schema: JsonObject, where: string) => {
      for (const [name, property] of Object.entries(
        (schema.properties ?? {}) as Record<string, JsonObject>,
      )) {
        const target = resolve(property);
        if (!property.description && !target.description) undescribed.push(`${where}.${name}`);
        if (!property.$ref) visit(property, `${where}.${name}`);
      }
      if (schema.items && !(schema.items as JsonObject).$ref)
        visit(schema.items as JsonObject, `${where}[]`);
    };
    for (const [name, schema] of Object.entries(schemas)) {
      if (!schema.description) undescribed.push(name);
      visit(schema, name);
    }
    for (const operation of operations)
      for (const parameter of (operationAt(callOf(operation)).parameters ?? []) as JsonObject[])
        if (!resolve(parameter).description)
          undescribed.push(`${callOf(operation)} ${String(parameter.name)}`);
    expect(undescribed).toEqual([]);
  });

  it('carries info.version 1.0.0 and OpenAPI 3.0.3', () => {
    expect(document.openapi).toBe('3.0.3');
    expect((document.info as JsonObject).version).toBe('1.0.0');
  });
});
