// @vitest-environment node
/**
 * What Polkadot pool and MultiversX delegation transactions change when they settle, and what the
 * chains refuse before that: pending rewards paid out or restaked, unbondings recorded with the era
 * or epoch the chain records, and the minimums of the pools pallet and the delegation contract.
 * Each transaction is signed by the wallet's key, broadcast and settled through the sandbox's
 * HTTP answers, which the description allows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signDot, signEgld } from '../examples/sign.mjs';
import { accountKeys, dot as dotKey, egld as egldKey } from '../examples/test-keys.mjs';
import { STATE as DOT_EXAMPLE_HEAD } from '../../lib/chains/polkadot/forge';
import { EXAMPLE } from './snapshot.mjs';
import { sandboxFixture, type ParsedJson } from './test-support';

let fixture: Awaited<ReturnType<typeof sandboxFixture>>;
let me: Awaited<ReturnType<typeof accountKeys>>;
beforeAll(async () => {
  fixture = await sandboxFixture({ settleMs: 1_000, everyFamily: true });
  me = await accountKeys(1);
});

const DOT = 10_000_000_000n; // planck
const EGLD = 10n ** 18n; // atto-EGLD
const POOL = `pool:${EXAMPLE.dotPool}`;

async function forge(path: string, body: Record<string, unknown>) {
  const answer = await fixture.call('post', path, { body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { uuid: string; transaction: ParsedJson };
}
async function refused(
  path: string,
  body: Record<string, unknown>,
  field: string,
  message: string,
) {
  const answer = await fixture.call('post', path, { body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect([answer.body.field, answer.body.message]).toEqual([field, message]);
}
async function sendAndSettle(path: string, uuid: string, encodedTransaction: string) {
  const sent = await fixture.call('post', path, { body: { encodedTransaction, uuid } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  fixture.clock.advance(1_000);
  expect((await fixture.call('get', `/v1/transaction?uuid=${uuid}`)).body.txStatus).toBe('SUCCESS');
}
const ledger = () => fixture.sandbox.state.chain.ledger;

describe('Polkadot pools', () => {
  let nonce = 3;
  async function dotTransaction(route: string, body: Record<string, unknown>) {
    const forged = await forge(`/v1/transactions/DOT/pool/forge/${route}`, {
      delegatorAddress: dotKey.address,
      ...body,
    });
    const signed = signDot(forged.transaction.extrinsicHex, {
      chain: { ...DOT_EXAMPLE_HEAD, nonce },
    });
    await sendAndSettle('/v1/transactions/DOT/broadcast', forged.uuid, signed.encodedTransaction);
    nonce += 1;
  }

  it('bonding more pays the 0.8421356217 DOT of pending rewards out first', async () => {
    await fixture.sandbox.reset();
    nonce = 3;
    const account = ledger().account('DOT', dotKey.address);
    expect([
      account.balance,
      account.staked.get(POOL),
      ledger().rewards('DOT', dotKey.address, POOL),
    ]).toEqual([500n * DOT, 100n * DOT, 8_421_356_217n]);
    await dotTransaction('addToStake', { amount: '25' });
    expect([
      account.balance,
      account.staked.get(POOL),
      ledger().rewards('DOT', dotKey.address, POOL),
    ]).toEqual([475n * DOT + 8_421_356_217n, 125n * DOT, 0n]);
  });

  it('claimRewards pays the rewards into the free balance; restakeRewards bonds them', async () => {
    await fixture.sandbox.reset();
    nonce = 3;
    const account = () => ledger().account('DOT', dotKey.address);
    await dotTransaction('claimRewards', {});
    expect([account().balance, account().staked.get(POOL)]).toEqual([
      500n * DOT + 8_421_356_217n,
      100n * DOT,
    ]);
    await fixture.sandbox.reset();
    nonce = 3;
    await dotTransaction('restakeRewards', {});
    expect([account().balance, account().staked.get(POOL)]).toEqual([
      500n * DOT,
      100n * DOT + 8_421_356_217n,
    ]);
  });

  it(
    'an unbond pays the rewards out and is recorded with the era it can be withdrawn from: the ' +
      'current era 2041 plus 28',
    async () => {
      await fixture.sandbox.reset();
      nonce = 3;
      await dotTransaction('unstake', { amount: '10' });
      const account = ledger().account('DOT', dotKey.address);
      expect([
        account.balance,
        account.staked.get(POOL),
        ledger().rewards('DOT', dotKey.address, POOL),
      ]).toEqual([500n * DOT + 8_421_356_217n, 90n * DOT, 0n]);
      expect(account.unbonding.map((entry) => [entry.amount, entry.era, entry.claimable])).toEqual([
        [20n * DOT, 2039, true],
        [10n * DOT, 2069, false],
      ]);
    },
  );

  it(
    'withdraw pays out the 20 DOT unlocked in era 2039 and leaves the unbond of era 2069; a ' +
      'second withdraw is refused',
    async () => {
      await fixture.sandbox.reset();
      nonce = 3;
      await dotTransaction('unstake', { amount: '10' });
      await dotTransaction('withdraw', {});
      const account = ledger().account('DOT', dotKey.address);
      expect([account.balance, account.staked.get(POOL)]).toEqual([
        520n * DOT + 8_421_356_217n,
        90n * DOT,
      ]);
      expect(account.unbonding.map((entry) => [entry.amount, entry.era, entry.claimable])).toEqual([
        [10n * DOT, 2069, false],
      ]);
      await refused(
        '/v1/transactions/DOT/pool/forge/withdraw',
        { delegatorAddress: dotKey.address },
        'delegatorAddress',
        'the member has no unbonded DOT whose 28-day unbonding has ended',
      );
    },
  );

  it('refuses a join below MinJoinBond (1 DOT) and an unbond that would leave less than it bonded', async () => {
    await fixture.sandbox.reset();
    await refused(
      '/v1/transactions/DOT/pool/forge/stake',
      { delegatorAddress: me.dot.address, poolId: 42, amount: '0.9999999999' },
      'amount',
      'amount is below MinJoinBond (1 DOT), the least a pool can be joined with',
    );
    await refused(
      '/v1/transactions/DOT/pool/forge/unstake',
      { delegatorAddress: dotKey.address, amount: '99.5' },
      'amount',
      'an unbond must leave at least MinJoinBond (1 DOT) bonded, or unbond everything',
    );
    // Everything, or leaving exactly the minimum, is allowed.
    await forge('/v1/transactions/DOT/pool/forge/unstake', {
      delegatorAddress: dotKey.address,
      amount: '100',
    });
    await forge('/v1/transactions/DOT/pool/forge/unstake', {
      delegatorAddress: dotKey.address,
      amount: '99',
    });
  });
});

describe('MultiversX delegation', () => {
  let nonce = 42;
  async function egldTransaction(route: string, body: Record<string, unknown>) {
    const forged = await forge(`/v1/transactions/EGLD/forge/${route}`, {
      delegatorAddress: egldKey.address,
      validatorAddress: EXAMPLE.egldProvider,
      ...body,
    });
    expect(forged.transaction.nonce).toBe(nonce);
    await sendAndSettle(
      '/v1/transactions/EGLD/broadcast',
      forged.uuid,
      signEgld(forged.transaction).encodedTransaction,
    );
    nonce += 1;
  }

  it(
    'claimRewards pays the 0.412557 EGLD of rewards; restakeRewards delegates them, and is ' +
      'refused when there are none',
    async () => {
      await fixture.sandbox.reset();
      nonce = 42;
      const account = () => ledger().account('EGLD', egldKey.address);
      await egldTransaction('claimRewards', {});
      expect([account().balance, account().staked.get(EXAMPLE.egldProvider)]).toEqual([
        100n * EGLD + 412_557n * 10n ** 12n,
        50n * EGLD,
      ]);
      await refused(
        '/v1/transactions/EGLD/forge/restakeRewards',
        { delegatorAddress: egldKey.address, validatorAddress: EXAMPLE.egldProvider },
        'validatorAddress',
        'delegatorAddress has no rewards to restake with this provider',
      );
      await fixture.sandbox.reset();
      nonce = 42;
      await egldTransaction('restakeRewards', {});
      expect([account().balance, account().staked.get(EXAMPLE.egldProvider)]).toEqual([
        100n * EGLD,
        50n * EGLD + 412_557n * 10n ** 12n,
      ]);
    },
  );

  it('an undelegation is recorded with the epoch it was made in (1988); one that leaves dust is refused', async () => {
    await fixture.sandbox.reset();
    nonce = 42;
    await refused(
      '/v1/transactions/EGLD/forge/unstake',
      { delegatorAddress: egldKey.address, validatorAddress: EXAMPLE.egldProvider, amount: '49.5' },
      'amount',
      'an undelegation must leave at least 1 EGLD delegated, or undelegate everything',
    );
    await egldTransaction('unstake', { amount: '10' });
    const unbonding = ledger().account('EGLD', egldKey.address).unbonding;
    expect(unbonding.map((entry) => [entry.amount, entry.epoch, entry.claimable])).toEqual([
      [5n * EGLD, 1976, true],
      [10n * EGLD, 1988, false],
    ]);
    await forge('/v1/transactions/EGLD/forge/unstake', {
      delegatorAddress: egldKey.address,
      validatorAddress: EXAMPLE.egldProvider,
      amount: '40',
    });
  });

  it(
    'withdraw pays out the 5 EGLD undelegated in epoch 1976 and leaves the undelegation of ' +
      'epoch 1988; a second withdraw is refused',
    async () => {
      await fixture.sandbox.reset();
      nonce = 42;
      await egldTransaction('unstake', { amount: '10' });
      await egldTransaction('withdraw', {});
      const account = ledger().account('EGLD', egldKey.address);
      expect([
        account.balance,
        account.staked.get(EXAMPLE.egldProvider),
        ledger().rewards('EGLD', egldKey.address, EXAMPLE.egldProvider),
      ]).toEqual([105n * EGLD, 40n * EGLD, 412_557n * 10n ** 12n]);
      expect(
        account.unbonding.map((entry) => [entry.amount, entry.epoch, entry.claimable]),
      ).toEqual([[10n * EGLD, 1988, false]]);
      await refused(
        '/v1/transactions/EGLD/forge/withdraw',
        { delegatorAddress: egldKey.address, validatorAddress: EXAMPLE.egldProvider },
        'validatorAddress',
        'delegatorAddress has no undelegated EGLD with this provider whose unbonding has ended',
      );
    },
  );
});
