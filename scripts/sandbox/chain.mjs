// The sandbox's chains: the snapshot's state (snapshot.mjs) and the ledger (ledger.mjs), read as
// the real API reads its nodes when it forges, and changed as transactions are accepted (nonces,
// sequences) and settle (balances, stakes, unbondings, stake accounts, grants, pool memberships).
//
// forge() checks a request against the state (an unknown validator, an amount above the balance or
// the stake, nothing to withdraw: Refused, 422), builds the transaction with the chain's module of
// lib/chains, and returns a plan: what the transaction will change when it settles. broadcast()
// checks a signed transaction against the forged one with the chain's signed.mjs and the state
// (sequence, nonce, an account already in use, a duplicate) and answers its real hash. Each
// family's part lives in chains/<family>.mjs, as lib/chains/<family> holds its transactions.
import { getBase58Encoder } from '@solana/kit';
import { Refused } from '../../lib/chains/base/errors.mjs';
import { decimalsOf, explorerUrl, hashFormatOf } from '../../lib/chains/facts.mjs';
import { describeForgeOperation } from '../../lib/chains/operations.mjs';
import { Ledger } from './ledger.mjs';
import { DEFAULT_BALANCE, createSnapshot } from './snapshot.mjs';
import * as evmChains from './chains/evm.mjs';
import * as tendermintChains from './chains/tendermint.mjs';
import * as solanaChain from './chains/solana.mjs';
import * as nearChain from './chains/near.mjs';
import * as multiversxChain from './chains/multiversx.mjs';
import * as polkadotChain from './chains/polkadot.mjs';
/** @import { ForgeRequest } from '../../lib/chains/base/forge-request.mjs' */
/** @import { ChainState } from './snapshot.mjs' */
/** @import { CheckedBroadcast, FamilyPlan, ForgeFamily, ForgeOperation, ForgePlan, SandboxContext } from './chains/plan.mjs' */

/**
 * The family, staking identifier and action of a forge operation (from the chain facts), or null.
 * @param {string} operationId
 * @param {{ stakingIdentifier?: string }} [params] the path parameters
 * @returns {ForgeOperation | null}
 */
export function describeForge(operationId, params = {}) {
  const operation = describeForgeOperation(operationId, params.stakingIdentifier);
  return operation && { ...operation, family: /** @type {ForgeFamily} */ (operation.family) };
}

/**
 * Whether `hash` is written as the chain of `identifier` writes its transaction hashes.
 * @param {string} identifier
 * @param {string} hash
 */
function isHashOf(identifier, hash) {
  const format = hashFormatOf(identifier);
  if (format.pattern) return new RegExp(format.pattern).test(hash);
  try {
    return getBase58Encoder().encode(hash).length === format.base58Bytes;
  } catch {
    return false;
  }
}

/**
 * Each family's forge in the sandbox.
 * @type {Record<ForgeFamily, (chain: SandboxContext, operationId: string, operation: ForgeOperation, request: ForgeRequest) => FamilyPlan | Promise<FamilyPlan>>}
 */
const FORGE_BY_FAMILY = {
  evm: evmChains.forge,
  tendermint: tendermintChains.forge,
  solana: solanaChain.forge,
  near: nearChain.forge,
  multiversx: multiversxChain.forge,
  polkadot: polkadotChain.forge,
};

/**
 * The check of a signed transaction sent to each broadcast call, by staking identifier; every
 * other identifier with a broadcast call is a Tendermint chain's.
 * @type {Record<string, (chain: SandboxContext, encoded: string, plan?: ForgePlan) => CheckedBroadcast | Promise<CheckedBroadcast>>}
 */
const BROADCAST_CHECKS = {
  SOL: solanaChain.checkBroadcast,
  EGLD: multiversxChain.checkBroadcast,
  DOT: polkadotChain.checkBroadcast,
};

/** @implements {SandboxContext} */
export class SandboxChain {
  /**
   * A chain in the state of a fresh snapshot; `now` gives the current time.
   * @param {{ now?: () => Date }} [options]
   */
  static async create({ now = () => new Date() } = {}) {
    return new SandboxChain(await createSnapshot(), now);
  }

  /**
   * @param {ChainState} snapshot
   * @param {() => Date} now
   */
  constructor(snapshot, now) {
    this.now = now;
    /** What the nodes hold besides the ledger, as the snapshot starts it and transactions change it. */
    this.state = snapshot;
    this.ledger = new Ledger(snapshot.ledger, { decimalsOf, defaultBalance: DEFAULT_BALANCE, now });
    /** Hashes of the transactions the chains have taken, to refuse a second broadcast. */
    this.seenHashes = new Set();
  }

  /**
   * Every wallet's current stake: [{ identifier, wallet, amount (base units), since }], amounts > 0.
   * A Solana wallet's stake is that of its active stake accounts.
   */
  stakes() {
    /** @type {{ identifier: string, wallet: string, amount: bigint, since: string | null }[]} */
    const found = [];
    for (const [identifier, wallets] of Object.entries(this.ledger.accounts)) {
      for (const [wallet, account] of Object.entries(wallets)) {
        const amount = identifier === 'SOL' ? solanaChain.activeStakeOf(this, wallet) : [...account.staked.values()].reduce((sum, staked) => sum + staked, 0n);
        if (amount > 0n) found.push({ identifier, wallet, amount, since: account.since });
      }
    }
    return found;
  }

  /**
   * Forges `request` for `operationId` (path parameters in `params`). Returns { transaction, plan }:
   * the forge answer's `transaction`, and what the sandbox keeps to check the broadcast and to
   * settle the transaction. Throws InvalidRequest (400) or Refused (422).
   * @param {string} operationId
   * @param {{ stakingIdentifier?: string }} params
   * @param {ForgeRequest} request
   * @returns {Promise<{ transaction: ForgePlan['transaction'], plan: ForgePlan }>}
   */
  async forge(operationId, params, request) {
    const operation = describeForge(operationId, params);
    if (!operation) throw new Error(`${operationId} is not a forge operation`);
    const plan = await FORGE_BY_FAMILY[operation.family](this, operationId, operation, request);
    return { transaction: plan.transaction, plan: { ...operation, ...plan } };
  }

  /**
   * Checks a signed transaction sent to the broadcast call of `identifier`, against `plan` (the
   * forge of the uuid it is bound to) or on its own. Throws InvalidRequest or Refused with the
   * reason; returns { txHash, explorerUrl, accept } where accept() records it on the chain.
   * @param {string} identifier
   * @param {string} encoded
   * @param {ForgePlan} [plan]
   */
  async broadcast(identifier, encoded, plan) {
    if (plan && plan.identifier !== identifier) {
      throw new Refused('uuid', `uuid is a ${plan.identifier} transaction; broadcast it with the ${plan.identifier} broadcast call`);
    }
    const check = BROADCAST_CHECKS[identifier];
    const checked = await (check ? check(this, encoded, plan) : tendermintChains.checkBroadcast(this, identifier, encoded, plan));
    if (this.seenHashes.has(checked.txHash)) {
      throw new Refused('encodedTransaction', 'Transaction rejected by the node: this transaction was already received');
    }
    return {
      txHash: checked.txHash,
      explorerUrl: explorerUrl(identifier, checked.txHash),
      accept: () => {
        this.seenHashes.add(checked.txHash);
        checked.accept?.();
      },
    };
  }

  /**
   * Checks a hash submitted for `plan`'s transaction; throws Refused when it is not one of that chain.
   * @param {ForgePlan} plan
   * @param {string} txHash
   */
  checkSubmittedHash(plan, txHash) {
    if (!isHashOf(plan.identifier, txHash)) throw new Refused('txHash', `txHash is not a ${plan.identifier} transaction hash (${hashFormatOf(plan.identifier).text})`);
  }
}
