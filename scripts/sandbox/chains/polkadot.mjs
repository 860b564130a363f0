// Polkadot nomination pools in the sandbox: a member's bond is its stake with `pool:<id>` in the
// ledger, its pending rewards the ledger's rewards with that pool, its unbonding chunks the
// ledger's unbondings with the era they unlock in; forging reads the snapshot's pools, era and
// MinJoinBond; a broadcast is checked against the forged call, the signer, a block the chain
// knows as the era's birth, and the signer's nonce.
import { createHash } from 'node:crypto';
import { Refused } from '../../../lib/chains/base/errors';
import * as POLKADOT from '../../../lib/chains/polkadot/forge';
import { TIMING } from '../../../lib/chains/polkadot/facts';
import { decodeSigned, verifySigned } from '../../../lib/chains/polkadot/signed';
import { fromBaseUnits, toBaseUnits } from '../../../lib/chains/base/units';
import { dot as testKey } from '../../examples/test-keys.mjs';
import { BALANCE_MESSAGE } from '../ledger.mjs';
import { EXAMPLE } from '../snapshot.mjs';
/** @import { ForgeRequest } from '../../../lib/chains/base/forge-request' */
/** @import { Effect } from '../ledger.mjs' */
/** @import { FamilySnapshot } from '../snapshot.mjs' */
/** @import { CheckedBroadcast, FamilyPlan, ForgeOperation, ForgePlan, SandboxContext, ExampleSigner } from './plan.mjs' */

/** The ledger's name of a pool's bond: stakes, rewards and unbondings are kept under it. */
const POOL_KEY_PREFIX = 'pool:';
export const poolKey = (/** @type {number | string} */ poolId) => `${POOL_KEY_PREFIX}${poolId}`;

const { count: bondingDuration } = TIMING;
if (bondingDuration?.unit !== 'eras')
  throw new Error('The Polkadot facts must give the bonding duration in eras.');
/** Eras between an unbond and the era its DOT can be withdrawn in (BondingDuration). */
export const BONDING_DURATION_ERAS = bondingDuration.value;

/**
 * Where the era clock stands (a sandbox figure, not the chain's real number). The sandbox's clock
 * does not move: the snapshot's unbonding unlocked before it; one started in the sandbox stays
 * unbonding until a restart.
 */
export const DOT_CURRENT_ERA = 2_041;

/** The annual percentage rate (a sandbox figure, not market data), for the yield call and reporting. */
export const APR = Object.freeze({ DOT: 13.4 });

/**
 * Polkadot besides the ledger.
 * @typedef {object} PolkadotState
 * @property {Record<string, number>} nonces
 * @property {Record<string, 'Open' | 'Blocked' | 'Destroying'>} pools
 * @property {number} currentEra
 * @property {string} minJoinBond the pools' MinJoinBond, in DOT
 */

/**
 * The chain's state as the sandbox's chain holds it.
 * @param {SandboxContext} chain
 * @returns {PolkadotState}
 */
export const stateOf = (chain) => chain.state.polkadot;

/** @returns {FamilySnapshot<PolkadotState>} */
export function snapshot() {
  const wallet = testKey.address;
  const pool = poolKey(EXAMPLE.dotPool);
  /** @type {PolkadotState} */
  const state = {
    nonces: { [wallet]: 3 },
    pools: { [EXAMPLE.dotPool]: 'Open', 7: 'Open', 9: 'Blocked' },
    currentEra: DOT_CURRENT_ERA,
    minJoinBond: '1',
  };
  return {
    state,
    // The unbonding unlocked 2 eras ago: it is ready.
    ledger: {
      DOT: {
        [wallet]: {
          balance: '500',
          staked: { [pool]: '100' },
          rewards: { [pool]: '0.8421356217' },
          unbonding: [{ validator: pool, amount: '20', claimable: true, era: DOT_CURRENT_ERA - 2 }],
        },
      },
    },
  };
}

/**
 * Whether `wallet` is a Polkadot address (a reporting call's wallet filter).
 * @param {string} wallet
 */
export function isWallet(wallet) {
  try {
    POLKADOT.address({ wallet }, 'wallet');
    return true;
  } catch {
    return false;
  }
}

/**
 * A block header as chain_getHeader answers it (the number as a number).
 * @typedef {{ parentHash: string, number: number, stateRoot: string, extrinsicsRoot: string, digest: { logs: string[] } }} AssetHubHeader
 */

/**
 * The last finalized block of the sandbox's Asset Hub, one after the block the description's
 * examples are signed at (POLKADOT.STATE): a program that signs at the finalized head, as
 * @polkadot/api does, names this block's hash. Its roots are example values.
 * @type {Readonly<AssetHubHeader>}
 */
const FINALIZED_HEADER = Object.freeze({
  parentHash: POLKADOT.STATE.blockHash,
  number: POLKADOT.STATE.eraBlock + 1,
  stateRoot: `0x${createHash('sha256').update('sandbox Asset Hub state root').digest('hex')}`,
  extrinsicsRoot: `0x${createHash('sha256').update('sandbox Asset Hub extrinsics root').digest('hex')}`,
  digest: { logs: [] },
});

/**
 * The finalized head as a node's chain_getHeader answers it, and its hash (blake2-256 of the
 * encoded header, as every client computes it).
 */
export function finalizedHead() {
  const header = assetHubHeader(FINALIZED_HEADER);
  return { header: FINALIZED_HEADER, hash: header.hash.toHex() };
}

/** @param {AssetHubHeader} json */
function assetHubHeader(json) {
  return POLKADOT.assetHub().registry.createType('Header', json);
}

/**
 * The blocks the sandbox's Asset Hub knows by number: a mortal extrinsic must name one of them as
 * its era's birth.
 * @returns {{ eraBlock: number, blockHash: string }[]}
 */
export function knownBlocks() {
  return [
    { eraBlock: POLKADOT.STATE.eraBlock, blockHash: POLKADOT.STATE.blockHash },
    { eraBlock: FINALIZED_HEADER.number, blockHash: finalizedHead().hash },
  ];
}

/**
 * The pool a wallet is a member of (bonded, or still unbonding from it), or null.
 * @param {SandboxContext} chain
 * @param {string} wallet
 */
export function poolOf(chain, wallet) {
  const account = chain.ledger.accounts.DOT?.[wallet];
  if (!account) return null;
  for (const [key, amount] of account.staked)
    if (amount > 0n) return Number(key.slice(POOL_KEY_PREFIX.length));
  const [unbonding] = account.unbonding;
  return unbonding ? Number(unbonding.validator.slice(POOL_KEY_PREFIX.length)) : null;
}

/**
 * The pools' MinJoinBond, in planck.
 * @param {SandboxContext} chain
 */
export function minJoinBond(chain) {
  return toBaseUnits(stateOf(chain).minJoinBond, POLKADOT.DECIMALS);
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
  const minimum = minJoinBond(chain);
  const minimumText = `MinJoinBond (${fromBaseUnits(minimum, POLKADOT.DECIMALS)} DOT)`;
  /**
   * The member a call acts for (`field`, or the signer) and its pool's key; refused when it is in no pool.
   * @param {'delegatorAddress' | 'memberAccount' | 'poolMemberAddress'} field
   */
  const member = (field) => {
    const who = request[field] === undefined ? wallet : POLKADOT.address(request, field);
    const pool = poolOf(chain, who);
    const named = field in request ? field : 'delegatorAddress';
    if (pool === null) throw new Refused(named, `${named} is not a member of a nomination pool`);
    return { who, key: poolKey(pool), effects: ledger.effects('DOT', who) };
  };
  /**
   * A change of a member's points pays its pending rewards out first, as the pools pallet does.
   * @param {Effect[]} effects
   * @returns {Effect}
   */
  const inOrder =
    (...effects) =>
    () =>
      effects.every((effect) => effect());
  /** @type {Effect} */
  let apply;
  switch (operation.action) {
    case 'stake': {
      const poolId = Number(request.poolId);
      const pools = stateOf(chain).pools;
      const poolState = pools[poolId];
      if (!poolState)
        throw new Refused(
          'poolId',
          `poolId ${poolId} is not a nomination pool in the sandbox (it knows ${Object.keys(pools).join(', ')})`,
        );
      if (poolState !== 'Open')
        throw new Refused('poolId', `pool ${poolId} is ${poolState}: it takes no new members`);
      const current = poolOf(chain, wallet);
      if (current !== null)
        throw new Refused(
          'delegatorAddress',
          `delegatorAddress is already a member of pool ${current}: an account can be in one pool at a time`,
        );
      const amount = ledger.amountWithin('DOT', request, balance, BALANCE_MESSAGE);
      if (amount < minimum)
        throw new Refused(
          'amount',
          `amount is below ${minimumText}, the least a pool can be joined with`,
        );
      apply = ledger.effects('DOT', wallet).stake(poolKey(poolId), amount);
      break;
    }
    case 'addToStake': {
      const { key, effects } = member('delegatorAddress');
      apply = inOrder(
        effects.claim(key),
        effects.stake(key, ledger.amountWithin('DOT', request, balance, BALANCE_MESSAGE)),
      );
      break;
    }
    case 'unstake': {
      const { who, key, effects } = member('memberAccount');
      const bonded = ledger.staked('DOT', who, key);
      const amount = ledger.amountWithin(
        'DOT',
        request,
        bonded,
        'amount exceeds the bonded balance of the member in its pool',
      );
      if (amount < bonded && bonded - amount < minimum) {
        throw new Refused(
          'amount',
          `an unbond must leave at least ${minimumText} bonded, or unbond everything`,
        );
      }
      const era = stateOf(chain).currentEra + BONDING_DURATION_ERAS;
      apply = inOrder(effects.claim(key), effects.unstake(key, amount, { era }));
      break;
    }
    case 'withdraw': {
      const { who, key } = member('memberAccount');
      const ready = ledger.claimable('DOT', who, (entry) => entry.validator === key);
      if (ready.length === 0)
        throw new Refused(
          'memberAccount' in request ? 'memberAccount' : 'delegatorAddress',
          `the member has no unbonded DOT whose ${TIMING.days}-day unbonding has ended`,
        );
      apply = ledger.effects('DOT', who).withdraw(ready);
      break;
    }
    case 'claimRewards': {
      const { key, effects } = member('poolMemberAddress');
      apply = effects.claim(key);
      break;
    }
    case 'restakeRewards': {
      const { key, effects } = member('poolMemberAddress');
      apply = effects.restake(key);
      break;
    }
    default:
      throw new Error(`no DOT pool action ${operation.action}`);
  }
  return { transaction: POLKADOT.forge(operationId, request), signer: wallet, apply };
}

/**
 * The known block a signed extrinsic's mortal era is born at (the last one when none is; the check
 * then names the block it expected).
 * @param {string} encoded
 */
function birthBlockOf(encoded) {
  const blocks = knownBlocks();
  const era = decodeSigned(encoded).era;
  if (!era.isMortalEra) return blocks[0];
  return (
    blocks.find((block) => era.asMortalEra.birth(block.eraBlock) === block.eraBlock) ??
    blocks[blocks.length - 1]
  );
}

/**
 * Checks a signed extrinsic against `plan` (or on its own): the call, the signer, the era born at
 * a block the chain knows, and the signer's nonce.
 * @param {SandboxContext} chain
 * @param {string} encoded
 * @param {ForgePlan} [plan]
 * @returns {CheckedBroadcast}
 */
export function checkBroadcast(chain, encoded, plan) {
  const verified = verifySigned(encoded, {
    forged: plan
      ? /** @type {{ extrinsicHex: string }} */ (plan.transaction).extrinsicHex
      : undefined,
    head: birthBlockOf(encoded),
  });
  if (plan && verified.signer !== plan.signer) {
    throw new Refused(
      'encodedTransaction',
      `Transaction rejected by the node: signed by ${verified.signer}, not by delegatorAddress ${plan.signer}`,
    );
  }
  const nonces = stateOf(chain).nonces;
  const expected = nonces[verified.signer] ?? 0;
  if (verified.nonce !== expected) {
    throw new Refused(
      'encodedTransaction',
      `Transaction rejected by the node: Invalid Transaction: ` +
        `${verified.nonce < expected ? 'Transaction is outdated' : 'Transaction will be valid in the future'} (nonce ${verified.nonce}, the account's is ${expected})`,
    );
  }
  return { txHash: verified.txHash, accept: () => (nonces[verified.signer] = expected + 1) };
}

/**
 * The public test key that signs the description's examples of this family (test-keys.mjs),
 * and how it signs a forge answer, as a client signs it before it sends it.
 * @type {ExampleSigner}
 */
export const exampleSigner = Object.freeze({
  address: () => testKey.address,
  sign: (forged) =>
    import('../../examples/sign.mjs').then(({ signDot }) =>
      signDot(/** @type {{ extrinsicHex: string }} */ (forged).extrinsicHex),
    ),
});
