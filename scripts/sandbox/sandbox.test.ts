// @vitest-environment node
/**
 * The sandbox behaves like the API the description specifies: validation from the description
 * with the error shape and statuses of its Errors section, keys, the spec's rules, transactions
 * that move, and state that resets. Every answer is held to the description by test-support's
 * call() (ajv over the description, not the sandbox's own validator).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { MsgGrant } from 'cosmjs-types/cosmos/authz/v1beta1/tx';
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { signEvm, signSol, signTendermintDirect } from '../examples/sign.mjs';
import * as keys from '../examples/test-keys.mjs';
import { accountKeys } from '../examples/test-keys.mjs';
import { EXAMPLE } from './snapshot.mjs';
import { MASTER, document, sandboxFixture, type Answer, type ParsedJson } from './test-support';

let fixture: Awaited<ReturnType<typeof sandboxFixture>>;
beforeAll(async () => {
  fixture = await sandboxFixture({ settleMs: 2_000 });
});
const call = (...args: Parameters<typeof fixture.call>) => fixture.call(...args);

const ATOM = keys.tendermint.ATOM!.address;
const atomStake = (amount = '25', extra: Record<string, unknown> = {}) => ({
  delegatorAddress: ATOM,
  validatorAddress: EXAMPLE.atomValidator,
  amount,
  ...extra,
});

function expectError(
  answer: Answer,
  status: number,
  field: string | undefined,
  message: string | RegExp,
) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.field).toBe(field);
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toMatch(message);
}

describe('requests are validated from the description, errors name the field and the rule', () => {
  it('an identifier the Tendermint route does not accept is 400 on stakingIdentifier, not a canned 422', async () => {
    const answer = await call('post', '/v1/transactions/FOO/forge/stake', { body: atomStake() });
    expectError(
      answer,
      400,
      'stakingIdentifier',
      /^stakingIdentifier must be one of ATOM, EVMOS, INJ, .*, QSR$/,
    );
  });

  it('a SOL request on a Tendermint-only action is 400: SOL is not one of the listed identifiers', async () => {
    const answer = await call('post', '/v1/transactions/SOL/forge/claimRewards', {
      body: { delegatorAddress: keys.sol.address, validatorAddress: EXAMPLE.solVoteAccount },
    });
    expectError(answer, 400, 'stakingIdentifier', /must be one of ATOM/);
  });

  it.each([
    ['-5', 'amount must be a positive decimal string, such as "12.5"'],
    ['0', 'amount must be a positive decimal string, such as "12.5"'],
    ['0.0', 'amount must be a positive decimal string, such as "12.5"'],
    ['1e3', 'amount must be a positive decimal string, such as "12.5"'],
    ['0.0000001', 'amount has 7 decimal places; ATOM has 6'],
  ])('amount %s is 400: %s', async (amount, message) => {
    expectError(
      await call('post', '/v1/transactions/ATOM/forge/stake', { body: atomStake(amount) }),
      400,
      'amount',
      message,
    );
  });

  it('a number where the description wants a decimal string is 400', async () => {
    expectError(
      await call('post', '/v1/transactions/ATOM/forge/stake', {
        body: atomStake(25 as unknown as string),
      }),
      400,
      'amount',
      'amount must be a string',
    );
  });

  it('a missing field, an unknown field and a misspelt optional field are 400 naming them', async () => {
    const { amount: _, ...noAmount } = atomStake();
    expectError(
      await call('post', '/v1/transactions/ATOM/forge/stake', { body: noAmount }),
      400,
      'amount',
      'amount is required',
    );
    expectError(
      await call('post', '/v1/transactions/ATOM/forge/stake', {
        body: atomStake('25', { memo: 'x' }),
      }),
      400,
      'memo',
      'memo is not a field of this request',
    );
    const cxt = {
      delegatorAddress: keys.evm.address,
      validatorAddress: EXAMPLE.cxtValidator,
      benificiaryAddress: keys.evm.address,
    };
    expectError(
      await call('post', '/v1/transactions/CXT/forge/claimRewards', { body: cxt }),
      400,
      'benificiaryAddress',
      'benificiaryAddress is not a field of this request',
    );
  });

  it('a bad address is 400: wrong checksum, wrong chain prefix, not base58', async () => {
    const badChecksum = ATOM.slice(0, -1) + (ATOM.endsWith('4') ? '5' : '4');
    expectError(
      await call('post', '/v1/transactions/ATOM/forge/stake', {
        body: atomStake('25', { delegatorAddress: badChecksum }),
      }),
      400,
      'delegatorAddress',
      /not a valid bech32 address/,
    );
    const osmo = keys.tendermint.OSMO!.address;
    expectError(
      await call('post', '/v1/transactions/ATOM/forge/stake', {
        body: atomStake('25', { delegatorAddress: osmo }),
      }),
      400,
      'delegatorAddress',
      'delegatorAddress must start with cosmos1 on this chain, not osmo1',
    );
    const evm = keys.evm.address.replace('9858Ef', '9858eF');
    const pol = { delegatorAddress: evm, validatorAddress: EXAMPLE.polValidator, amount: '1' };
    expectError(
      await call('post', '/v1/transactions/POL/forge/stake', { body: pol }),
      400,
      'delegatorAddress',
      /EIP-55 checksum/,
    );
  });

  it('unreadable JSON, a body that is not an object, no body and another content type are 400', async () => {
    expectError(
      await call('post', '/v1/transactions/ATOM/forge/stake', { raw: '{"delegatorAddress": ' }),
      400,
      undefined,
      'The request body is not valid JSON',
    );
    expectError(
      await call('post', '/v1/transactions/ATOM/forge/stake', { raw: '[1, 2]' }),
      400,
      undefined,
      'The request body must be a JSON object',
    );
    expectError(
      await call('post', '/v1/transactions/ATOM/forge/stake'),
      400,
      undefined,
      'A JSON body is required',
    );
    const form = await call('post', '/v1/transactions/ATOM/forge/stake', {
      raw: 'amount=25',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(
      form,
      400,
      undefined,
      'The request body must be JSON, sent with content-type: application/json',
    );
  });

  it('a body over 1 MB is 400, not a crash', async () => {
    const answer = await call('post', '/v1/transactions/ATOM/forge/stake', {
      raw: JSON.stringify({ ...atomStake(), pad: 'x'.repeat(1_100_000) }),
    });
    expectError(answer, 400, undefined, 'The request body is larger than 1024 kB');
  });

  it('an unknown query parameter, a repeated one and a badly formed one are 400', async () => {
    expectError(
      await call('get', '/v1/yield/current?stakingIdentifier=ATOM&chain=x'),
      400,
      'chain',
      'chain is not a query parameter of this operation',
    );
    expectError(
      await call('get', '/v1/yield/current?stakingIdentifier=ATOM&stakingIdentifier=SOL'),
      400,
      'stakingIdentifier',
      'stakingIdentifier must be given once',
    );
    expectError(
      await call('get', '/v1/transaction?uuid=not-a-uuid'),
      400,
      'uuid',
      'uuid must be a UUID',
    );
    expectError(
      await call('get', '/v1/transaction'),
      400,
      'uuid',
      'Give exactly one of the query parameters uuid and txHash',
    );
  });

  it('a path that is no operation is 404, another method 405, both in the error shape', async () => {
    expectError(
      await call('get', '/v1/nothing'),
      404,
      undefined,
      'No operation at GET /v1/nothing',
    );
    expectError(
      await call('put', '/v1/transaction'),
      405,
      undefined,
      'PUT is not allowed on /v1/transaction',
    );
  });

  it('the chain state refuses with 422: an unknown validator, more than the stake, more than the balance', async () => {
    const stranger = await call('post', '/v1/transactions/OSMO/forge/stake', {
      body: {
        delegatorAddress: keys.tendermint.OSMO!.address,
        validatorAddress: 'osmovaloper155r6c7d6qnc9ya2u5mffa2dfgjycz56jstr44r',
        amount: '1',
      },
    });
    expectError(
      stranger,
      422,
      'validatorAddress',
      /^validatorAddress is not a validator of osmosis-1 in the sandbox \(it knows osmovaloper1/,
    );
    const unstake = await call('post', '/v1/transactions/ATOM/forge/unstake', {
      body: atomStake('100.000001'),
    });
    expectError(
      unstake,
      422,
      'amount',
      'amount exceeds the staked balance of delegatorAddress with this validator',
    );
    const stake = await call('post', '/v1/transactions/ATOM/forge/stake', {
      body: atomStake('500.000001'),
    });
    expectError(stake, 422, 'amount', 'amount exceeds the available balance of delegatorAddress');
  });
});

describe('api keys', () => {
  it('/status and activation need no key; every other call without one, or with an unknown one, is 401', async () => {
    expect((await call('get', '/status', { apiKey: null })).status).toBe(204);
    expectError(
      await call('get', '/v1/yield/current?stakingIdentifier=ATOM', { apiKey: null }),
      401,
      undefined,
      'Missing or invalid api-key header',
    );
    expectError(
      await call('get', '/v1/yield/current?stakingIdentifier=ATOM', { apiKey: 'sandbox' }),
      401,
      undefined,
      'Missing or invalid api-key header',
    );
  });

  it(
    'the documented invitation code gives a master key, once; a secondary key is shown once, ' +
      'works, and is 401 once deleted',
    async () => {
      const activated = await call('post', '/v1/account/activate', {
        apiKey: null,
        body: { name: 'Northwind Custody', invitationCode: 'INV-7QK2-M9XD-4R8P' },
      });
      expect(activated.status).toBe(200);
      expect(activated.body.account.name).toBe('Northwind Custody');
      const master = activated.body.apiKey as string;
      expect(master.length).toBeGreaterThanOrEqual(32);
      const again = await call('post', '/v1/account/activate', {
        apiKey: null,
        body: { name: 'Again', invitationCode: 'INV-7QK2-M9XD-4R8P' },
      });
      expectError(again, 422, 'invitationCode', 'Invitation code is invalid or already used');

      const created = await call('post', '/v1/account/create/api-key', {
        apiKey: master,
        body: { name: 'reporting-service' },
      });
      expect(created.status).toBe(200);
      expect(created.body.details.name).toBe('reporting-service');
      const secondary = created.body.apiKey as string;
      expect(secondary).not.toBe(master);
      const duplicate = await call('post', '/v1/account/create/api-key', {
        apiKey: master,
        body: { name: 'reporting-service' },
      });
      expectError(duplicate, 422, 'name', 'An API key named reporting-service already exists');
      expect(
        (await call('get', '/v1/yield/current?stakingIdentifier=SOL', { apiKey: secondary })).body,
      ).toBe(6.82);

      expectError(
        await call('delete', '/v1/account/delete/api-key?name=master', { apiKey: secondary }),
        422,
        'name',
        'The master key cannot be deleted',
      );
      expectError(
        await call('delete', '/v1/account/delete/api-key?name=nobody', { apiKey: secondary }),
        404,
        'name',
        'API key nobody not found',
      );
      expect(
        (
          await call('delete', '/v1/account/delete/api-key?name=reporting-service', {
            apiKey: secondary,
          })
        ).status,
      ).toBe(204);
      expectError(
        await call('get', '/v1/yield/current?stakingIdentifier=SOL', { apiKey: secondary }),
        401,
        undefined,
        'Missing or invalid api-key header',
      );
      expect(
        (await call('get', '/v1/yield/current?stakingIdentifier=SOL', { apiKey: master })).status,
      ).toBe(200);
    },
  );

  it(
    "a fresh sandbox's account holds a secondary key named staging: it works, it can be " +
      'deleted once, and then it is 401',
    async () => {
      await fixture.sandbox.reset();
      const staging = 'sk_sandbox_1111111111111111111111111111111111111111';
      expect(
        (await call('get', '/v1/yield/current?stakingIdentifier=SOL', { apiKey: staging })).body,
      ).toBe(6.82);
      expect(
        (await call('delete', '/v1/account/delete/api-key?name=staging', { apiKey: staging }))
          .status,
      ).toBe(204);
      expectError(
        await call('get', '/v1/yield/current?stakingIdentifier=SOL', { apiKey: staging }),
        401,
        undefined,
        'Missing or invalid api-key header',
      );
      expectError(
        await call('delete', '/v1/account/delete/api-key?name=staging'),
        404,
        'name',
        'API key staging not found',
      );
      // A restart holds it again.
      await fixture.sandbox.reset();
      expect(
        (await call('get', '/v1/yield/current?stakingIdentifier=SOL', { apiKey: staging })).status,
      ).toBe(200);
    },
  );

  it("an account sees only its own transactions: another account's uuid is 404", async () => {
    const forged = await call('post', '/v1/transactions/ATOM/forge/stake', { body: atomStake() });
    const other = fixture.sandbox.state.store;
    const account = [...other.transactions.values()].find((r) => r.uuid === forged.body.uuid);
    expect(account).toBeDefined();
    await fixture.sandbox.reset();
    const again = await call('post', '/v1/account/activate', {
      apiKey: null,
      body: { name: 'Other', invitationCode: 'INV-7QK2-M9XD-4R8P' },
    });
    const mine = await call('post', '/v1/transactions/ATOM/forge/stake', { body: atomStake() });
    expectError(
      await call('get', `/v1/transaction?uuid=${mine.body.uuid}`, { apiKey: again.body.apiKey }),
      404,
      'uuid',
      `Transaction ${mine.body.uuid} not found`,
    );
  });
});

describe('the spec rules', () => {
  it('yield: the APR as a number; an identifier without one, and no identifier, are the spec 404', async () => {
    expect((await call('get', '/v1/yield/current?stakingIdentifier=ATOM')).body).toBe(14.73);
    expectError(
      await call('get', '/v1/yield/current?stakingIdentifier=BTC'),
      404,
      'stakingIdentifier',
      'Yield for BTC not found, or is null',
    );
    expectError(
      await call('get', '/v1/yield/current'),
      404,
      'stakingIdentifier',
      'Yield for :stakingIdentifier not found, or is null',
    );
    expectError(
      await call('get', '/v1/yield/current?stakingIdentifier=XYZ'),
      400,
      'stakingIdentifier',
      /must be one of CHILIZ/,
    );
  });

  it(
    'reporting: a six-month range is shortened to the 3 months that end at endDate, and the ' +
      'answer says so',
    async () => {
      const answer = await call(
        'get',
        '/v1/reporting/earnings/by-day?begDate=2025-07-01&endDate=2025-12-31',
      );
      expect(answer.status).toBe(200);
      expect(answer.headers['reporting-window']).toBe(
        '2025-10-01T00:00:00.000Z/2025-12-31T23:59:59.999Z',
      );
      const days = answer.body[0].rewardsByDay.map((p: { date: string }) => p.date);
      expect(days[0]).toBe('2025-10-01');
      expect(days.at(-1)).toBe('2025-12-31');
      expect(days).toHaveLength(92);
    },
  );

  it('reporting: a range of 3 months or less is kept; without dates the last 3 months up to now are used', async () => {
    const kept = await call(
      'get',
      '/v1/reporting/earnings/total?begDate=2025-11-15&endDate=2025-12-31',
    );
    expect(kept.headers['reporting-window']).toBe(
      '2025-11-15T00:00:00.000Z/2025-12-31T23:59:59.999Z',
    );
    fixture.clock.set('2026-01-08T09:30:00Z');
    const dflt = await call('get', '/v1/reporting/earnings/total');
    expect(dflt.headers['reporting-window']).toBe(
      '2025-10-08T09:30:00.001Z/2026-01-08T09:30:00.000Z',
    );
    expectError(
      await call('get', '/v1/reporting/earnings/total?begDate=2025-12-31&endDate=2025-12-01'),
      422,
      'begDate',
      'begDate must not be after endDate',
    );
    expectError(
      await call('get', '/v1/reporting/earnings/total?begDate=2025-02-30'),
      400,
      'begDate',
      'begDate must be a date (YYYY-MM-DD) or an ISO 8601 date-time',
    );
  });

  it('reporting: staked amounts per identifier and per wallet; a wallet of no chain is 422', async () => {
    const totals = await call('get', '/v1/reporting/staking-amount/total');
    expect(totals.body.totals).toContainEqual({
      stakingIdentifier: 'ATOM',
      token: 'ATOM',
      amount: '100',
    });
    expect(totals.body.totals).toContainEqual({
      stakingIdentifier: 'STAKEWISE',
      token: 'ETH',
      amount: '2',
    });
    const one = await call('get', `/v1/reporting/staking-amount/total/by-wallet?wallet=${ATOM}`);
    expect(one.body).toEqual([
      { wallet: ATOM, amounts: [{ stakingIdentifier: 'ATOM', token: 'ATOM', amount: '100' }] },
    ]);
    expectError(
      await call('get', '/v1/reporting/staking-amount/total?wallet=NOT*AN*ADDRESS'),
      422,
      'wallet',
      'wallet is not an address of a supported chain',
    );
  });

  it('auto-restake: the expiration defaults to one year from now and must be at least 10 minutes ahead', async () => {
    fixture.clock.set('2026-01-08T09:30:00Z');
    const body = { delegatorAddress: ATOM, validatorAddress: EXAMPLE.atomValidator2 };
    const enabled = await call('post', '/v1/transactions/ATOM/forge/auto-restake-rewards/enable', {
      body,
    });
    expect(enabled.status).toBe(200);
    const grant = MsgGrant.decode(
      TxBody.decode(fromBase64(enabled.body.transaction.signDirect.bodyBytes)).messages[0]!.value,
    );
    expect(new Date(Number(grant.grant!.expiration!.seconds) * 1000).toISOString()).toBe(
      '2027-01-08T09:30:00.000Z',
    );
    const nineMinutes = await call(
      'post',
      '/v1/transactions/ATOM/forge/auto-restake-rewards/enable',
      { body: { ...body, expirationDate: '2026-01-08T09:39:00Z' } },
    );
    expectError(
      nineMinutes,
      400,
      'expirationDate',
      'expirationDate must be at least 10 minutes in the future',
    );
    const elevenMinutes = await call(
      'post',
      '/v1/transactions/ATOM/forge/auto-restake-rewards/enable',
      { body: { ...body, expirationDate: '2026-01-08T09:41:00Z' } },
    );
    expect(elevenMinutes.status).toBe(200);
  });

  it('auto-restake: disabling a validator without a grant is 422', async () => {
    const body = {
      delegatorAddress: keys.tendermint.OSMO!.address,
      validatorAddress: (await fixture.stateOf('tendermint')).validators.OSMO[0],
    };
    expectError(
      await call('post', '/v1/transactions/OSMO/forge/auto-restake-rewards/disable', { body }),
      422,
      'validatorAddress',
      'delegatorAddress has no auto-restake grant for this validator',
    );
  });
});

describe('transactions move: forge, broadcast, follow', () => {
  it('DRAFT when forged; PENDING with the real hash once broadcast; SUCCESS and verified 2 s later', async () => {
    await fixture.sandbox.reset();
    fixture.clock.set('2026-01-08T09:30:00Z');
    const forged = await call('post', '/v1/transactions/ATOM/forge/stake', { body: atomStake() });
    const lookup = () =>
      call('get', `/v1/transaction?uuid=${forged.body.uuid}`).then((a) => a.body);
    expect(await lookup()).toMatchObject({
      txStatus: 'DRAFT',
      txHash: null,
      verified: false,
      action: 'stake',
      subAction: null,
      stakingIdentifier: 'ATOM',
      requestBody: atomStake(),
    });
    const signed = await signTendermintDirect(forged.body.transaction, 'ATOM');
    const sent = await call('post', '/v1/transactions/ATOM/broadcast', {
      body: { encodedTransaction: signed.encodedTransaction, uuid: forged.body.uuid },
    });
    expect(sent.body).toEqual({
      result: {
        txHash: signed.txHash,
        explorerUrl: `https://www.mintscan.io/cosmos/transactions/${signed.txHash}`,
      },
      boundToUUID: true,
    });
    expect(await lookup()).toMatchObject({
      txStatus: 'PENDING',
      txHash: signed.txHash,
      verified: false,
      txTimestamp: null,
    });
    fixture.clock.advance(1_999);
    expect((await lookup()).txStatus).toBe('PENDING');
    fixture.clock.advance(1);
    expect(await lookup()).toMatchObject({
      txStatus: 'SUCCESS',
      verified: true,
      txTimestamp: '2026-01-08T09:30:02Z',
    });
    const byHash = await call('get', `/v1/transaction?txHash=${signed.txHash}`);
    expect(byHash.body.uuid).toBe(forged.body.uuid);
    // The stake counts: 100 ATOM in the snapshot, 125 now.
    expect(fixture.sandbox.state.chain.ledger.staked('ATOM', ATOM, EXAMPLE.atomValidator)).toBe(
      125_000_000n,
    );
  });

  it(
    'the next forge uses the next sequence; a transaction signed at the old one is refused ' +
      'with the reason',
    async () => {
      await fixture.sandbox.reset();
      const first = await call('post', '/v1/transactions/ATOM/forge/stake', {
        body: atomStake('1'),
      });
      const second = await call('post', '/v1/transactions/ATOM/forge/stake', {
        body: atomStake('2'),
      });
      const one = await signTendermintDirect(first.body.transaction, 'ATOM');
      const two = await signTendermintDirect(second.body.transaction, 'ATOM');
      expect(
        (
          await call('post', '/v1/transactions/ATOM/broadcast', {
            body: { encodedTransaction: one.encodedTransaction, uuid: first.body.uuid },
          })
        ).status,
      ).toBe(200);
      const stale = await call('post', '/v1/transactions/ATOM/broadcast', {
        body: { encodedTransaction: two.encodedTransaction, uuid: second.body.uuid },
      });
      expectError(
        stale,
        422,
        'encodedTransaction',
        'Transaction rejected by the node: account sequence mismatch, expected 8, got 7',
      );
      const third = await call('post', '/v1/transactions/ATOM/forge/stake', {
        body: atomStake('2'),
      });
      expect(third.body.transaction.signAmino.signDoc.sequence).toBe('8');
    },
  );

  it(
    'a bad signature, another transaction than the one forged, and a uuid never forged are ' +
      'refused with the reason',
    async () => {
      await fixture.sandbox.reset();
      const forged = await call('post', '/v1/transactions/SOL/forge/stake', {
        body: {
          delegatorAddress: keys.sol.address,
          validatorAddress: EXAMPLE.solVoteAccount,
          amount: '1',
        },
      });
      const other = await call('post', '/v1/transactions/SOL/forge/stake', {
        body: {
          delegatorAddress: keys.sol.address,
          validatorAddress: EXAMPLE.solVoteAccount,
          amount: '2',
        },
      });
      const signed = signSol(forged.body.transaction.hash);
      const bytes = Buffer.from(signed.encodedTransaction, 'base64');
      bytes[10] = bytes[10]! ^ 0xff; // inside the signature
      const tampered = await call('post', '/v1/transactions/SOL/broadcast', {
        body: { encodedTransaction: bytes.toString('base64'), uuid: forged.body.uuid },
      });
      expectError(
        tampered,
        422,
        'encodedTransaction',
        'Transaction rejected by the node: signature verification failed',
      );
      const swapped = await call('post', '/v1/transactions/SOL/broadcast', {
        body: {
          encodedTransaction: signSol(other.body.transaction.hash).encodedTransaction,
          uuid: forged.body.uuid,
        },
      });
      expectError(
        swapped,
        422,
        'encodedTransaction',
        /^encodedTransaction is not the transaction forged with this uuid: its message differs/,
      );
      const nowhere = await call('post', '/v1/transactions/SOL/broadcast', {
        body: {
          encodedTransaction: signed.encodedTransaction,
          uuid: '3f0c7d2e-8a41-4b6f-9d55-1c2e7a90b3d4',
        },
      });
      expectError(
        nowhere,
        404,
        'uuid',
        'Transaction 3f0c7d2e-8a41-4b6f-9d55-1c2e7a90b3d4 not found',
      );
      const wrongChain = await call('post', '/v1/transactions/EGLD/broadcast', {
        body: { encodedTransaction: signed.encodedTransaction, uuid: forged.body.uuid },
      });
      expectError(
        wrongChain,
        422,
        'uuid',
        'uuid is a SOL transaction; broadcast it with the SOL broadcast call',
      );
      const garbage = await call('post', '/v1/transactions/SOL/broadcast', {
        body: { encodedTransaction: 'AAAA', uuid: forged.body.uuid },
      });
      expectError(
        garbage,
        400,
        'encodedTransaction',
        'encodedTransaction is not a Solana transaction in wire format, base64-encoded',
      );
      const good = await call('post', '/v1/transactions/SOL/broadcast', {
        body: { encodedTransaction: signed.encodedTransaction, uuid: forged.body.uuid },
      });
      expect(good.body.result.txHash).toBe(signed.txHash);
      const twice = await call('post', '/v1/transactions/SOL/broadcast', {
        body: { encodedTransaction: signed.encodedTransaction },
      });
      expectError(
        twice,
        422,
        'encodedTransaction',
        'Transaction rejected by the node: this transaction was already received',
      );
    },
  );

  it('a Cosmos transaction with a broken signature, or signed by another key, is refused with the reason', async () => {
    await fixture.sandbox.reset();
    const forged = await call('post', '/v1/transactions/ATOM/forge/stake', {
      body: atomStake('1'),
    });
    const signed = await signTendermintDirect(forged.body.transaction, 'ATOM');
    const raw = TxRaw.decode(fromBase64(signed.encodedTransaction));
    raw.signatures[0]![5] = raw.signatures[0]![5]! ^ 0x01;
    const broken = await call('post', '/v1/transactions/ATOM/broadcast', {
      body: { encodedTransaction: toBase64(TxRaw.encode(raw).finish()), uuid: forged.body.uuid },
    });
    expectError(
      broken,
      422,
      'encodedTransaction',
      'Transaction rejected by the node: signature verification failed',
    );
    // The test key's transaction signed with the mnemonic's second account: the chain knows the test key.
    const other = await (await accountKeys(1)).cosmos('ATOM');
    const stranger = await signTendermintDirect(forged.body.transaction, 'ATOM', other);
    const wrong = await call('post', '/v1/transactions/ATOM/broadcast', {
      body: { encodedTransaction: stranger.encodedTransaction, uuid: forged.body.uuid },
    });
    expectError(
      wrong,
      422,
      'encodedTransaction',
      'Transaction rejected by the node: signature verification failed',
    );
    // A wallet the chain has no key for yet: the key recovered from the signature must be its own.
    const [{ address: newcomer }] = await other.getAccounts();
    const fresh = await call('post', '/v1/transactions/ATOM/forge/stake', {
      body: atomStake('1', { delegatorAddress: newcomer }),
    });
    const byTestKey = await signTendermintDirect(fresh.body.transaction, 'ATOM');
    const notHis = await call('post', '/v1/transactions/ATOM/broadcast', {
      body: { encodedTransaction: byTestKey.encodedTransaction, uuid: fresh.body.uuid },
    });
    expectError(
      notHis,
      422,
      'encodedTransaction',
      `Transaction rejected by the node: signature verification failed (not signed by ${newcomer})`,
    );
  });

  it('a broadcast without uuid is recorded as a new transaction with action null', async () => {
    await fixture.sandbox.reset();
    const forged = await call('post', '/v1/transactions/ATOM/forge/claimRewards', {
      body: { delegatorAddress: ATOM, validatorAddress: EXAMPLE.atomValidator },
    });
    const signed = await signTendermintDirect(forged.body.transaction, 'ATOM');
    const sent = await call('post', '/v1/transactions/ATOM/broadcast', {
      body: { encodedTransaction: signed.encodedTransaction },
    });
    expect(sent.body.boundToUUID).toBe(false);
    const found = await call('get', `/v1/transaction?txHash=${signed.txHash}`);
    expect(found.body).toMatchObject({
      action: null,
      subAction: null,
      requestBody: {},
      txStatus: 'PENDING',
      stakingIdentifier: 'ATOM',
    });
    expect(found.body.uuid).not.toBe(forged.body.uuid);
  });

  it(
    'submitHash binds a hash to a forged uuid; the transaction then settles; a hash of another ' +
      'chain or twice is 422',
    async () => {
      await fixture.sandbox.reset();
      const body = {
        delegatorAddress: keys.evm.address,
        validatorAddress: EXAMPLE.polValidator,
        amount: '10',
      };
      const forged = await call('post', '/v1/transactions/POL/forge/stake', { body });
      const { txHash } = signEvm(forged.body.transaction.serializedUnsignedTx);
      expectError(
        await call('post', '/v1/transaction/submitHash', {
          body: { uuid: forged.body.uuid, txHash: 'ABCDEF' },
        }),
        422,
        'txHash',
        'txHash is not a POL transaction hash (0x and 64 hex digits)',
      );
      expect(
        (
          await call('post', '/v1/transaction/submitHash', {
            body: { uuid: forged.body.uuid, txHash },
          })
        ).body,
      ).toEqual({ verified: false });
      const next = await call('post', '/v1/transactions/POL/forge/stake', { body });
      expectError(
        await call('post', '/v1/transaction/submitHash', {
          body: { uuid: next.body.uuid, txHash },
        }),
        422,
        'txHash',
        'txHash is already recorded on another transaction',
      );
      fixture.clock.advance(2_000);
      expect((await call('get', `/v1/transaction?txHash=${txHash}`)).body).toMatchObject({
        txStatus: 'SUCCESS',
        verified: true,
        uuid: forged.body.uuid,
      });
      expect(
        (
          await call('post', '/v1/transaction/submitHash', {
            body: { uuid: forged.body.uuid, txHash },
          })
        ).body,
      ).toEqual({ verified: true });
    },
  );

  it('a transaction the state does not allow when it settles ends in ERROR', async () => {
    await fixture.sandbox.reset();
    const unstake = (amount: string) =>
      call('post', '/v1/transactions/ATOM/forge/unstake', { body: atomStake(amount) });
    const a = await unstake('60');
    const signedA = await signTendermintDirect(a.body.transaction, 'ATOM');
    await call('post', '/v1/transactions/ATOM/broadcast', {
      body: { encodedTransaction: signedA.encodedTransaction, uuid: a.body.uuid },
    });
    const b = await unstake('60'); // forged while the first is pending: 100 ATOM are still staked
    const signedB = await signTendermintDirect(b.body.transaction, 'ATOM');
    await call('post', '/v1/transactions/ATOM/broadcast', {
      body: { encodedTransaction: signedB.encodedTransaction, uuid: b.body.uuid },
    });
    fixture.clock.advance(2_000);
    expect((await call('get', `/v1/transaction?uuid=${a.body.uuid}`)).body.txStatus).toBe(
      'SUCCESS',
    );
    expect((await call('get', `/v1/transaction?uuid=${b.body.uuid}`)).body).toMatchObject({
      txStatus: 'ERROR',
      verified: true,
      txTimestamp: null,
    });
  });
});

describe('state and the browser', () => {
  it('state is in memory: a reset (a restart) forgets created keys and transactions', async () => {
    const created = await call('post', '/v1/account/create/api-key', {
      body: { name: 'temporary' },
    });
    const forged = await call('post', '/v1/transactions/ATOM/forge/stake', { body: atomStake() });
    await fixture.sandbox.reset();
    expectError(
      await call('get', '/v1/yield/current?stakingIdentifier=ATOM', {
        apiKey: created.body.apiKey,
      }),
      401,
      undefined,
      'Missing or invalid api-key header',
    );
    expectError(
      await call('get', `/v1/transaction?uuid=${forged.body.uuid}`),
      404,
      'uuid',
      `Transaction ${forged.body.uuid} not found`,
    );
  });

  it(
    "answers the browser's preflight for Try It: any origin, the api-key header, the window " +
      'header exposed',
    async () => {
      const preflight = await fixture.sandbox.app.inject({
        method: 'OPTIONS',
        url: '/v1/transactions/ATOM/forge/stake',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'api-key,content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(String(preflight.headers['access-control-allow-headers'])).toContain('api-key');
      expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
      const get = await fixture.sandbox.app.inject({
        method: 'GET',
        url: '/status',
        headers: { origin: 'https://docs.staking-api.example' },
      });
      expect(get.headers['access-control-allow-origin']).toBe('https://docs.staking-api.example');
      // Errors reach the page too: a refused call carries the CORS headers.
      const refused = await fixture.sandbox.app.inject({
        method: 'GET',
        url: '/v1/reporting/earnings/total',
        headers: { origin: 'http://localhost:3000' },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      const window = await fixture.sandbox.app.inject({
        method: 'GET',
        url: '/v1/reporting/earnings/total',
        headers: { origin: 'http://localhost:3000', 'api-key': MASTER },
      });
      expect(String(window.headers['access-control-expose-headers'])).toContain('Reporting-Window');
    },
  );

  it(
    'the description examples that name a uuid work as shown: each broadcast example verifies ' +
      'and answers its documented hash',
    async () => {
      await fixture.sandbox.reset();
      for (const path of [
        '/v1/transactions/SOL/broadcast',
        '/v1/transactions/EGLD/broadcast',
        '/v1/transactions/DOT/broadcast',
        '/v1/transactions/{stakingIdentifier}/broadcast',
      ]) {
        const operation = (document.paths as Record<string, ParsedJson>)[path].post;
        const request = operation.requestBody.content['application/json'].example;
        const expected = operation.responses['200'].content['application/json'].example;
        const answer = await call('post', path.replace('{stakingIdentifier}', 'ATOM'), {
          body: request,
        });
        expect(answer.body, path).toEqual(expected);
      }
    },
  );
});
