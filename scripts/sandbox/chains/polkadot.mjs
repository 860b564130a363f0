// Polkadot nomination pools in the sandbox: a member's bond is its stake with `pool:<id>` in the
// ledger; forging reads the snapshot's pools; a broadcast is checked against the forged call, the
// signer, the era and the signer's nonce.
import { Refused } from '../../../lib/chains/errors.mjs';
import * as POLKADOT from '../../../lib/chains/polkadot/forge.mjs';
import { TIMING } from '../../../lib/chains/polkadot/facts.mjs';
import { verifySigned } from '../../../lib/chains/polkadot/signed.mjs';
import { BALANCE_MESSAGE } from '../ledger.mjs';
/** @import { ForgeRequest } from '../../../lib/chains/forge-request.mjs' */
/** @import { Effect } from '../ledger.mjs' */
/** @import { CheckedBroadcast, FamilyPlan, ForgeOperation, ForgePlan, SandboxContext } from './plan.mjs' */

/** The ledger's name of a pool's bond: stakes and unbondings are kept under it. */
const POOL_KEY_PREFIX = 'pool:';
const poolKey = (/** @type {number | string} */ poolId) => `${POOL_KEY_PREFIX}${poolId}`;

/**
 * The pool a wallet is a member of (bonded, or still unbonding from it), or null.
 * @param {SandboxContext} chain
 * @param {string} wallet
 */
export function poolOf(chain, wallet) {
  const account = chain.ledger.accounts.DOT?.[wallet];
  if (!account) return null;
  for (const [key, amount] of account.staked) if (amount > 0n) return Number(key.slice(POOL_KEY_PREFIX.length));
  const [unbonding] = account.unbonding;
  return unbonding ? Number(unbonding.validator.slice(POOL_KEY_PREFIX.length)) : null;
}

/**
 * @param {SandboxContext} chain
 * @param {string} operationId
 * @param {ForgeOperation} operation
 * @param {ForgeRequest} request
 * @returns {FamilyPlan}
 */
export function forge(chain, operationId, operation, request) {
  const wallet = POLKADOT.address(request, 'delegatorAddress');
  const { ledger } = chain;
  const balance = ledger.account('DOT', wallet).balance;
  /**
   * The member a call acts for (`field`, or the signer) and its pool's key; refused when it is in no pool.
   * @param {'delegatorAddress' | 'memberAccount' | 'poolMemberAddress'} field
   */
  const member = (field) => {
    const who = request[field] === undefined ? wallet : POLKADOT.address(request, field);
    const pool = poolOf(chain, who);
    const named = field in request ? field : 'delegatorAddress';
    if (pool === null) throw new Refused(named, `${named} is not a member of a nomination pool`);
    return { who, key: poolKey(pool) };
  };
  /** @type {Effect} */
  let apply;
  switch (operation.action) {
    case 'stake': {
      const poolId = Number(request.poolId);
      const pools = chain.state.polkadot.pools;
      const poolState = pools[poolId];
      if (!poolState) throw new Refused('poolId', `poolId ${poolId} is not a nomination pool in the sandbox (it knows ${Object.keys(pools).join(', ')})`);
      if (poolState !== 'Open') throw new Refused('poolId', `pool ${poolId} is ${poolState}: it takes no new members`);
      const current = poolOf(chain, wallet);
      if (current !== null) throw new Refused('delegatorAddress', `delegatorAddress is already a member of pool ${current}: an account can be in one pool at a time`);
      apply = ledger.effects('DOT', wallet).stake(poolKey(poolId), ledger.amountWithin('DOT', request, balance, BALANCE_MESSAGE));
      break;
    }
    case 'addToStake': {
      const { key } = member('delegatorAddress');
      apply = ledger.effects('DOT', wallet).stake(key, ledger.amountWithin('DOT', request, balance, BALANCE_MESSAGE));
      break;
    }
    case 'unstake': {
      const { who, key } = member('memberAccount');
      const amount = ledger.amountWithin('DOT', request, ledger.staked('DOT', who, key), 'amount exceeds the bonded balance of the member in its pool');
      apply = ledger.effects('DOT', who).unstake(key, amount);
      break;
    }
    case 'withdraw': {
      const { who, key } = member('memberAccount');
      const ready = ledger.claimable('DOT', who, (entry) => entry.validator === key);
      if (ready.length === 0) throw new Refused('memberAccount' in request ? 'memberAccount' : 'delegatorAddress', `the member has no unbonded DOT whose ${TIMING.days}-day unbonding has ended`);
      apply = ledger.effects('DOT', who).withdraw(ready);
      break;
    }
    default:
      member('poolMemberAddress');
      apply = ledger.effects('DOT', wallet).none();
  }
  return { transaction: POLKADOT.forge(operationId, request), signer: wallet, apply };
}

/**
 * Checks a signed extrinsic against `plan` (or on its own): the call, the signer, the era born at
 * the snapshot's head, and the signer's nonce.
 * @param {SandboxContext} chain
 * @param {string} encoded
 * @param {ForgePlan} [plan]
 * @returns {CheckedBroadcast}
 */
export function checkBroadcast(chain, encoded, plan) {
  const verified = verifySigned(encoded, { forged: plan ? /** @type {{ extrinsicHex: string }} */ (plan.transaction).extrinsicHex : undefined, head: POLKADOT.STATE });
  if (plan && verified.signer !== plan.signer) {
    throw new Refused('encodedTransaction', `Transaction rejected by the node: signed by ${verified.signer}, not by delegatorAddress ${plan.signer}`);
  }
  const nonces = chain.state.polkadot.nonces;
  const expected = nonces[verified.signer] ?? 0;
  if (verified.nonce !== expected) {
    throw new Refused(
      'encodedTransaction',
      `Transaction rejected by the node: Invalid Transaction: ${verified.nonce < expected ? 'Transaction is outdated' : 'Transaction will be valid in the future'} (nonce ${verified.nonce}, the account's is ${expected})`,
    );
  }
  return { txHash: verified.txHash, accept: () => (nonces[verified.signer] = expected + 1) };
}
