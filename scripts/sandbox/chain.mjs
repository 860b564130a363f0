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
import { Refused } from '../../lib/chains/errors.mjs';
import * as EVM from '../../lib/chains/evm/forge.mjs';
import * as TENDERMINT from '../../lib/chains/tendermint/forge.mjs';
import * as SOLANA from '../../lib/chains/solana/forge.mjs';
import * as NEAR from '../../lib/chains/near/forge.mjs';
import * as MULTIVERSX from '../../lib/chains/multiversx/forge.mjs';
import * as POLKADOT from '../../lib/chains/polkadot/forge.mjs';
import { Ledger } from './ledger.mjs';
import { DEFAULT_BALANCE, createSnapshot } from './snapshot.mjs';
import * as evmChains from './chains/evm.mjs';
import * as tendermintChains from './chains/tendermint.mjs';
import * as solanaChain from './chains/solana.mjs';
import * as nearChain from './chains/near.mjs';
import * as multiversxChain from './chains/multiversx.mjs';
import * as polkadotChain from './chains/polkadot.mjs';
/** @import { ForgeRequest } from '../../lib/chains/forge-request.mjs' */
/** @import { ChainState } from './snapshot.mjs' */
/** @import { CheckedBroadcast, FamilyPlan, ForgeFamily, ForgeOperation, ForgePlan, SandboxContext } from './chains/plan.mjs' */

/** Explorer transaction pages of the chains with a broadcast call (Tendermint: per chain, in lib). */
export const EXPLORERS = Object.freeze({
  SOL: 'https://explorer.solana.com/tx/',
  EGLD: 'https://explorer.multiversx.com/transactions/',
  DOT: 'https://assethub-polkadot.subscan.io/extrinsic/',
});

/** @type {Readonly<Record<string, number>>} */
const FAMILY_DECIMALS = { SOL: SOLANA.DECIMALS, NEAR: NEAR.DECIMALS, EGLD: MULTIVERSX.DECIMALS, DOT: POLKADOT.DECIMALS, BTC: 8 };
/**
 * Decimals of a staking identifier's token.
 * @param {string} identifier
 */
export function decimalsOf(identifier) {
  if (identifier in EVM.NETWORK_OF) return EVM.DECIMALS;
  if (identifier in TENDERMINT.CHAINS) return TENDERMINT.CHAINS[identifier].decimals;
  return FAMILY_DECIMALS[identifier];
}

/**
 * @param {{ action: string, subAction?: string }} operation
 * @returns {{ action: string, subAction: string | null }}
 */
const actionOf = (operation) => ({ action: operation.action, subAction: operation.subAction ?? null });

/**
 * The family, staking identifier and action of a forge operation, or null.
 * @param {string} operationId
 * @param {{ stakingIdentifier?: string }} [params] the path parameters
 * @returns {ForgeOperation | null}
 */
export function describeForge(operationId, params = {}) {
  if (operationId in EVM.OPERATIONS) return { family: 'evm', identifier: EVM.OPERATIONS[operationId].identifier, ...actionOf(EVM.OPERATIONS[operationId]) };
  if (operationId in TENDERMINT.OPERATIONS) return { family: 'tendermint', identifier: String(params.stakingIdentifier), ...actionOf(TENDERMINT.OPERATIONS[operationId]) };
  if (operationId in SOLANA.OPERATIONS) return { family: 'solana', identifier: 'SOL', ...actionOf(SOLANA.OPERATIONS[operationId]) };
  if (operationId in NEAR.OPERATIONS) return { family: 'near', identifier: 'NEAR', ...actionOf(NEAR.OPERATIONS[operationId]) };
  if (operationId in MULTIVERSX.OPERATIONS) return { family: 'multiversx', identifier: 'EGLD', ...actionOf(MULTIVERSX.OPERATIONS[operationId]) };
  if (operationId in POLKADOT.OPERATIONS) return { family: 'polkadot', identifier: 'DOT', ...actionOf(POLKADOT.OPERATIONS[operationId]) };
  return null;
}

/**
 * The transaction hash notation of each chain, for POST /v1/transaction/submitHash.
 * @param {string} identifier
 * @returns {{ test: (hash: string) => boolean, text: string }}
 */
export function hashFormatOf(identifier) {
  if (identifier in EVM.NETWORK_OF || identifier === 'DOT') return { test: (hash) => /^0x[0-9a-fA-F]{64}$/.test(hash), text: '0x and 64 hex digits' };
  if (identifier in TENDERMINT.CHAINS) return { test: (hash) => /^[0-9a-fA-F]{64}$/.test(hash), text: '64 hex digits' };
  if (identifier === 'EGLD') return { test: (hash) => /^[0-9a-f]{64}$/.test(hash), text: '64 lower-case hex digits' };
  const base58Length = identifier === 'SOL' ? 64 : 32;
  return {
    test: (hash) => {
      try {
        return getBase58Encoder().encode(hash).length === base58Length;
      } catch {
        return false;
      }
    },
    text: `base58 of ${base58Length} bytes`,
  };
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
   * The explorer's page of a transaction.
   * @param {string} identifier
   * @param {string} txHash
   */
  explorerUrl(identifier, txHash) {
    return (identifier in EXPLORERS ? EXPLORERS[/** @type {keyof typeof EXPLORERS} */ (identifier)] : TENDERMINT.CHAINS[identifier].explorer) + txHash;
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
      explorerUrl: this.explorerUrl(identifier, checked.txHash),
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
    const format = hashFormatOf(plan.identifier);
    if (!format.test(txHash)) throw new Refused('txHash', `txHash is not a ${plan.identifier} transaction hash (${format.text})`);
  }
}
