// @vitest-environment node
/**
 * What an unstake leaves behind, as the contracts keep it: NEAR's staking pool holds one unstaked
 * balance per account with one unlock epoch, so a new unstake locks again what had unlocked; CXT's
 * staking contract numbers a delegator's unstakings with a validator 0, 1, 2, … and never reuses a
 * number, so an unstakeID printed once still names the same unstaking after others are withdrawn.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseEncode } from '@near-js/utils';
import { signEvm } from '../examples/sign.mjs';
import { evm, near } from '../examples/test-keys.mjs';
import { EXAMPLE } from './snapshot.mjs';
import { sandboxFixture, type ParsedJson } from './test-support';

let fixture: Awaited<ReturnType<typeof sandboxFixture>>;
beforeAll(async () => {
  fixture = await sandboxFixture({ settleMs: 1_000, everyFamily: true });
});

async function forge(path: string, body: Record<string, unknown>) {
  const answer = await fixture.call('post', path, { body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { uuid: string; transaction: ParsedJson };
}
/** Submits `txHash` for the forge `uuid` and lets it settle. */
async function submitAndSettle(uuid: string, txHash: string) {
  expect(
    (await fixture.call('post', '/v1/transaction/submitHash', { body: { uuid, txHash } })).status,
  ).toBe(200);
  fixture.clock.advance(1_000);
  expect((await fixture.call('get', `/v1/transaction?uuid=${uuid}`)).body.txStatus).toBe('SUCCESS');
}
const nearHash = (label: string) => baseEncode(createHash('sha256').update(label).digest());

describe('NEAR: one unstaked balance per account and pool, one unlock epoch', () => {
  const pool = EXAMPLE.nearPool;
  const withdrawAll = { delegatorAddress: near.accountId, validatorAddress: pool };

  it(
    'a new unstake locks again the 100 NEAR that had unlocked: withdraw is refused until all ' +
      'of it unlocks',
    async () => {
      await fixture.sandbox.reset();
      // The snapshot's 100 NEAR have unlocked: a withdrawal can be forged.
      await forge('/v1/transactions/NEAR/forge/withdraw', withdrawAll);
      const unstake = await forge('/v1/transactions/NEAR/forge/unstake', {
        ...withdrawAll,
        amount: '40',
      });
      await submitAndSettle(unstake.uuid, nearHash('unstake 40'));

      const refused = await fixture.call('post', '/v1/transactions/NEAR/forge/withdraw', {
        body: withdrawAll,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(
        'delegatorAddress has no unstaked NEAR in this pool that is unlocked yet',
      );
      const unstaked = fixture.sandbox.state.chain.ledger.accounts.NEAR![near.accountId]!.unbonding;
      expect(unstaked.map((entry) => [entry.amount, entry.claimable])).toEqual([
        [100_000_000_000_000_000_000_000_000n, false],
        [40_000_000_000_000_000_000_000_000n, false],
      ]);
    },
  );

  it("an unstake in another pool leaves this pool's unlocked NEAR unlocked", async () => {
    await fixture.sandbox.reset();
    const other = 'sandbox-validator.poolv1.near';
    const stake = await forge('/v1/transactions/NEAR/forge/stake', {
      delegatorAddress: near.accountId,
      validatorAddress: other,
      amount: '10',
    });
    await submitAndSettle(stake.uuid, nearHash('stake 10 in the other pool'));
    const unstake = await forge('/v1/transactions/NEAR/forge/unstake', {
      delegatorAddress: near.accountId,
      validatorAddress: other,
      amount: '10',
    });
    await submitAndSettle(unstake.uuid, nearHash('unstake 10 from the other pool'));
    await forge('/v1/transactions/NEAR/forge/withdraw', withdrawAll);
  });
});

describe('CXT: unstakeIDs count every unstaking ever made with the validator', () => {
  const validator = EXAMPLE.cxtValidator;
  const account = () => fixture.sandbox.state.chain.ledger.accounts.CXT![evm.address]!;

  it(
    "1 and then 2 after the snapshot's 0, also when 0 has been withdrawn in between; each " +
      "keeps its unstake's hash",
    async () => {
      await fixture.sandbox.reset();
      const first = await forge('/v1/transactions/CXT/forge/unstake', {
        delegatorAddress: evm.address,
        validatorAddress: validator,
        amount: '1000',
      });
      const firstHash = signEvm(first.transaction.serializedUnsignedTx).txHash;
      await submitAndSettle(first.uuid, firstHash);

      const withdraw = await forge('/v1/transactions/CXT/forge/withdraw', {
        delegatorAddress: evm.address,
        validatorAddress: validator,
        unstakeID: 0,
      });
      await submitAndSettle(
        withdraw.uuid,
        signEvm(withdraw.transaction.serializedUnsignedTx).txHash,
      );

      const second = await forge('/v1/transactions/CXT/forge/unstakeAll', {
        delegatorAddress: evm.address,
        validatorAddress: validator,
      });
      const secondHash = signEvm(second.transaction.serializedUnsignedTx).txHash;
      await submitAndSettle(second.uuid, secondHash);

      expect(account().unbonding.map(({ id, amount, txHash }) => ({ id, amount, txHash }))).toEqual(
        [
          { id: 1, amount: 1_000_000_000_000_000_000_000n, txHash: firstHash },
          { id: 2, amount: 9_000_000_000_000_000_000_000n, txHash: secondHash },
        ],
      );
      // The withdrawn unstaking 0 is gone for good; 1 is still unbonding.
      const gone = await fixture.call('post', '/v1/transactions/CXT/forge/withdraw', {
        body: { delegatorAddress: evm.address, validatorAddress: validator, unstakeID: 0 },
      });
      expect([gone.status, gone.body.message]).toEqual([
        422,
        'delegatorAddress has no unstaking 0 with this validator to withdraw',
      ]);
      const early = await fixture.call('post', '/v1/transactions/CXT/forge/withdraw', {
        body: { delegatorAddress: evm.address, validatorAddress: validator, unstakeID: 1 },
      });
      expect([early.status, early.body.message]).toEqual([
        422,
        'unstaking 1 of delegatorAddress with this validator is still unbonding',
      ]);
    },
  );

  it('a forged unstake that is never sent takes no unstakeID', async () => {
    await fixture.sandbox.reset();
    await forge('/v1/transactions/CXT/forge/unstake', {
      delegatorAddress: evm.address,
      validatorAddress: validator,
      amount: '5',
    });
    const sent = await forge('/v1/transactions/CXT/forge/unstake', {
      delegatorAddress: evm.address,
      validatorAddress: validator,
      amount: '6',
    });
    await submitAndSettle(sent.uuid, signEvm(sent.transaction.serializedUnsignedTx).txHash);
    expect(
      account()
        .unbonding.filter((entry) => entry.id !== 0)
        .map((entry) => entry.id),
    ).toEqual([1]);
  });
});
