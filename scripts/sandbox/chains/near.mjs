// NEAR in the sandbox: forging reads the snapshot's staking pools and the ledger; there is no
// broadcast call (the client sends the transaction itself and submits its hash).
import { Refused } from '../../../lib/chains/base/errors';
import { baseEncode } from '@near-js/utils';
import * as NEAR from '../../../lib/chains/near/forge';
import { near as testKey } from '../../examples/test-keys.mjs';
import { BALANCE_MESSAGE, STAKED_MESSAGE } from '../ledger.mjs';
import { EXAMPLE, labelBytes } from '../snapshot.mjs';
/** @import { ForgeRequest } from '../../../lib/chains/base/forge-request' */
/** @import { Effect } from '../ledger.mjs' */
/** @import { FamilySnapshot } from '../snapshot.mjs' */
/** @import { FamilyPlan, ForgeOperation, SandboxContext, ExampleSigner } from './plan.mjs' */

/**
 * NEAR besides the ledger: the staking pools, the last final block, and the nonce of each access key
 * the snapshot lists (account → public key "ed25519:…" → nonce). The RPC stand-in fills a
 * transaction's nonce and block hash from these and moves the nonce on when it takes one.
 * @typedef {object} NearState
 * @property {string[]} pools
 * @property {{ height: number, hash: string }} head
 * @property {Record<string, Record<string, number>>} accessKeys
 */

/** The annual percentage rate (a sandbox figure, not market data), for the yield call and reporting. */
export const APR = Object.freeze({ NEAR: 9.4 });

/** A NEAR account id: named (a.b.near) or implicit (64 hex digits), 2 to 64 characters. */
const NEAR_ACCOUNT_ID = /^(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/;

/**
 * The chain's state as the sandbox's chain holds it.
 * @param {SandboxContext} chain
 * @returns {NearState}
 */
export const stateOf = (chain) => chain.state.near;

/** @returns {FamilySnapshot<NearState>} */
export function snapshot() {
  /** @type {NearState} */
  const state = {
    pools: [EXAMPLE.nearPool, 'sandbox-validator.poolv1.near'],
    head: {
      height: 181_352_006,
      hash: baseEncode(labelBytes('sandbox NEAR final block 181352006', 32)),
    },
    // A new key's nonce is (the height of the block that added it - 1) x 10^6 (nearcore's
    // ACCESS_KEY_NONCE_RANGE_MULTIPLIER); the test key has sent 7 transactions since.
    accessKeys: { [testKey.accountId]: { [testKey.publicKey]: 152_437_211_000_007 } },
  };
  return {
    state,
    ledger: {
      NEAR: {
        [testKey.accountId]: {
          balance: '1000',
          staked: { [EXAMPLE.nearPool]: '500' },
          unbonding: [{ validator: EXAMPLE.nearPool, amount: '100', claimable: true }],
        },
      },
    },
  };
}

/**
 * Whether `wallet` is a NEAR account id (a reporting call's wallet filter).
 * @param {string} wallet
 */
export function isWallet(wallet) {
  return NEAR_ACCOUNT_ID.test(wallet) && wallet.length >= 2 && wallet.length <= 64;
}

/**
 * @param {SandboxContext} chain
 * @param {string} operationId
 * @param {ForgeOperation} operation
 * @param {ForgeRequest} request
 * @returns {FamilyPlan}
 */
export function forge(chain, operationId, operation, request) {
  const wallet = String(request.delegatorAddress);
  const pool = String(request.validatorAddress);
  const pools = stateOf(chain).pools;
  if (!pools.includes(pool)) {
    throw new Refused(
      'validatorAddress',
      `validatorAddress is not a staking pool in the sandbox (it knows ${pools.join(', ')})`,
    );
  }
  const { ledger } = chain;
  const effects = ledger.effects('NEAR', wallet);
  const amountWithin = (/** @type {bigint} */ available, /** @type {string} */ message) =>
    ledger.amountWithin('NEAR', request, available, message);
  /** @type {Effect} */
  let apply;
  switch (operation.action) {
    case 'stake':
      apply = effects.stake(
        pool,
        amountWithin(ledger.account('NEAR', wallet).balance, BALANCE_MESSAGE),
      );
      break;
    case 'unstake':
      apply = relockingUnstake(
        chain,
        wallet,
        pool,
        effects.unstake(pool, amountWithin(ledger.staked('NEAR', wallet, pool), STAKED_MESSAGE)),
      );
      break;
    case 'withdraw':
      apply = withdrawEffect(chain, wallet, pool, request);
      break;
    default:
      throw new Error(`no NEAR action ${operation.action}`);
  }
  return { transaction: NEAR.forge(operationId, request), signer: wallet, apply };
}

/**
 * An unstake as the staking pool makes it: the pool keeps one unstaked balance per account with one
 * unlock epoch, and every unstake sets that epoch again for the whole balance, so NEAR unstaked
 * before and not withdrawn yet is locked again too.
 * @param {SandboxContext} chain
 * @param {string} wallet
 * @param {string} pool
 * @param {Effect} unstake
 * @returns {Effect}
 */
function relockingUnstake(chain, wallet, pool, unstake) {
  return (txHash) => {
    if (!unstake(txHash)) return false;
    for (const entry of chain.ledger.account('NEAR', wallet).unbonding) {
      if (entry.validator === pool) entry.claimable = false;
    }
    return true;
  };
}

/**
 * A withdrawal of the unlocked unstaked NEAR: all of it, or `amount` taken from the oldest first.
 * @param {SandboxContext} chain
 * @param {string} wallet
 * @param {string} pool
 * @param {ForgeRequest} request
 * @returns {Effect}
 */
function withdrawEffect(chain, wallet, pool, request) {
  const { ledger } = chain;
  const ready = ledger.claimable('NEAR', wallet, (entry) => entry.validator === pool);
  const available = ready.reduce((sum, entry) => sum + entry.amount, 0n);
  if (available === 0n)
    throw new Refused(
      'validatorAddress',
      'delegatorAddress has no unstaked NEAR in this pool that is unlocked yet',
    );
  if (request.amount === undefined) return ledger.effects('NEAR', wallet).withdraw(ready);
  const amount = ledger.amountWithin(
    'NEAR',
    request,
    available,
    'amount exceeds the unlocked unstaked balance of delegatorAddress in this pool',
  );
  return () => {
    let left = amount;
    for (const entry of ready) {
      const taken = entry.amount < left ? entry.amount : left;
      entry.amount -= taken;
      left -= taken;
    }
    const account = ledger.account('NEAR', wallet);
    account.unbonding = account.unbonding.filter((entry) => entry.amount > 0n);
    account.balance += amount;
    return left === 0n;
  };
}

/**
 * The public test key that signs the description's examples of this family (test-keys.mjs).
 * NEAR's transactions are sent by the client: no broadcast example is signed.
 * @type {ExampleSigner}
 */
export const exampleSigner = Object.freeze({ address: () => testKey.accountId });
