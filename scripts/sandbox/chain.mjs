// The sandbox's chains: the snapshot's state (snapshot.mjs) and the ledger (ledger.mjs), read as
// the real API reads its nodes when it forges, and changed as transactions are accepted (nonces,
// sequences) and settle (balances, stakes, unbondings, stake accounts, grants, pool memberships).
//
// forge() checks a request against the state (an unknown validator, an amount above the balance or
// the stake, nothing to withdraw: Refused, 422), builds the transaction with the chain's module of
// lib/chains, and returns a plan: what the transaction will change when it settles. broadcast()
// checks a signed transaction against the forged one with the chain's signed.ts and the state
// (sequence, nonce, an account already in use, a duplicate) and answers its real hash. Each
// family's part lives in chains/<family>.mjs, as lib/chains/<family> holds its transactions; it is
// imported by the family's name (the chain facts') the first time a request needs that family, and
// its part of the snapshot joins the chain then, so the sandbox starts without any chain library.
import { Refused } from '../../lib/chains/base/errors';
import {
  STAKING_IDENTIFIERS,
  decimalsOf,
  explorerUrl,
  factsOf,
  familyFacts,
  hashFormatOf,
} from '../../lib/chains/facts';
import { FORGE_FAMILIES, describeForgeOperation } from '../../lib/chains/operations';
import { Ledger } from './ledger.mjs';
import { DEFAULT_BALANCE, HOLDINGS_ORDER } from './snapshot.mjs';
/** @import { ForgeRequest } from '../../lib/chains/base/forge-request' */
/** @import { FamilySnapshot } from './snapshot.mjs' */
/** @import { ForgeFamily, ForgeOperation, ForgePlan, SandboxContext, SandboxFamily } from './chains/plan.mjs' */

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
 * The staking identifier a broadcast operation sends a transaction of (the path's, or the one
 * identifier whose transactions it sends, from the chain facts), or null for another operation.
 * @param {string} operationId
 * @param {{ stakingIdentifier?: string }} [params] the path parameters
 * @returns {string | null}
 */
export function describeBroadcast(operationId, params = {}) {
  const sending = STAKING_IDENTIFIERS.filter((identifier) => {
    const facts = /** @type {import('../../lib/chains/facts').IdentifierFacts} */ (
      factsOf(identifier)
    );
    return (
      familyFacts(facts.family).signing?.send === 'broadcast' &&
      facts.operations.includes(operationId) &&
      !describeForgeOperation(operationId)
    );
  });
  if (sending.length === 0) return null;
  return sending.length === 1 ? sending[0] : (params.stakingIdentifier ?? null);
}

/**
 * The families the sandbox simulates: those with forge operations, each with its chains/<family>.mjs.
 * @type {readonly string[]}
 */
export const SANDBOX_FAMILIES = Object.freeze(Object.keys(FORGE_FAMILIES));

/**
 * The sandbox's module of `family`, chains/<family>.mjs.
 * @param {string} family
 * @returns {Promise<SandboxFamily>}
 */
export async function sandboxModule(family) {
  if (!SANDBOX_FAMILIES.includes(family))
    throw new Error(`The sandbox simulates no family ${family}`);
  return import(`./chains/${family}.mjs`);
}

/**
 * The family of a staking identifier when the sandbox simulates it, else null.
 * @param {string | undefined} identifier
 */
function familyOf(identifier) {
  const family = identifier === undefined ? undefined : factsOf(identifier)?.family;
  return family !== undefined && SANDBOX_FAMILIES.includes(family) ? family : null;
}

/**
 * Whether `hash` is written as the chain of `identifier` writes its transaction hashes.
 * @param {string} identifier
 * @param {string} hash
 */
async function isHashOf(identifier, hash) {
  const format = hashFormatOf(identifier);
  if (format.pattern) return new RegExp(format.pattern).test(hash);
  const { getBase58Encoder } = await import('@solana/kit');
  try {
    return getBase58Encoder().encode(hash).length === format.base58Bytes;
  } catch {
    return false;
  }
}

/**
 * What the sandbox does when a family joins the chain: `forge` forges with that family before any
 * request of it is answered (the sandbox seeds the description's examples with it).
 * @typedef {(family: string, joined: { snapshot: FamilySnapshot, forge: SandboxChain['forge'] }) => void | Promise<void>} OnJoin
 */

/** @implements {SandboxContext} */
export class SandboxChain {
  /**
   * A chain in the state of a fresh snapshot, every family in it.
   * @param {{ now?: () => Date }} [options]
   */
  static async create({ now = () => new Date() } = {}) {
    const chain = new SandboxChain({ now });
    await chain.loadEveryFamily();
    return chain;
  }

  /**
   * A chain in the state of a fresh snapshot, each family joining on its first use. `now` gives
   * the current time; `onJoin` runs when a family joins, before anything else may use it.
   * @param {{ now?: () => Date, onJoin?: OnJoin }} [options]
   */
  constructor({ now = () => new Date(), onJoin } = {}) {
    this.now = now;
    this.onJoin = onJoin;
    /**
     * What the nodes hold besides the ledger, by family, as the snapshot starts it and transactions
     * change it.
     * @type {Record<string, any>}
     */
    this.state = {};
    this.ledger = new Ledger({
      decimalsOf,
      defaultBalance: DEFAULT_BALANCE,
      now,
      order: HOLDINGS_ORDER,
    });
    /** Hashes of the transactions the chains have taken, to refuse a second broadcast. */
    this.seenHashes = new Set();
    /** @type {Map<string, SandboxFamily>} the modules of the families in the chain */
    this.modules = new Map();
    /** @type {Map<string, Promise<SandboxFamily>>} each family as it joins, until it has joined */
    this.joining = new Map();
  }

  /**
   * The module of `family`, once its part of the snapshot is in the chain (imported and added on
   * the first call; every later call gets the same).
   * @param {string} family
   * @returns {Promise<SandboxFamily>}
   */
  family(family) {
    let joining = this.joining.get(family);
    if (!joining) {
      joining = this.#join(family);
      this.joining.set(family, joining);
    }
    return joining;
  }

  /** @param {string} family */
  async #join(family) {
    const simulation = await sandboxModule(family);
    const snapshot = await simulation.snapshot();
    this.state[family] = snapshot.state;
    this.ledger.add(snapshot.ledger);
    await this.onJoin?.(family, {
      snapshot,
      forge: (operationId, params, request) =>
        this.#forge(simulation, operationId, params, request),
    });
    this.modules.set(family, simulation);
    return simulation;
  }

  /** Brings every family into the chain, in the facts' order. */
  async loadEveryFamily() {
    for (const family of SANDBOX_FAMILIES) await this.family(family);
  }

  /**
   * The annual percentage rate of `identifier` in the sandbox, or null when it has none.
   * @param {string | undefined} identifier
   */
  async aprOf(identifier) {
    const family = familyOf(identifier);
    if (!family || identifier === undefined) return null;
    return (await this.family(family)).APR[identifier] ?? null;
  }

  /**
   * Every wallet's current stake: [{ identifier, wallet, amount (base units), since }], amounts > 0,
   * and the APR each earns. Every family is brought into the chain first.
   */
  async stakes() {
    await this.loadEveryFamily();
    /** @type {{ identifier: string, wallet: string, amount: bigint, since: string | null, apr: number | null }[]} */
    const found = [];
    for (const [identifier, wallets] of Object.entries(this.ledger.accounts)) {
      const simulation = this.modules.get(String(familyOf(identifier)));
      for (const [wallet, account] of Object.entries(wallets)) {
        const amount = simulation?.stakeOf
          ? simulation.stakeOf(this, identifier, wallet, account)
          : [...account.staked.values()].reduce((sum, staked) => sum + staked, 0n);
        if (amount > 0n)
          found.push({
            identifier,
            wallet,
            amount,
            since: account.since,
            apr: simulation?.APR[identifier] ?? null,
          });
      }
    }
    return found;
  }

  /**
   * Whether `wallet` is an address of one of the chains the sandbox simulates (every family is
   * brought into the chain to ask).
   * @param {string} wallet
   */
  async isWallet(wallet) {
    await this.loadEveryFamily();
    return [...this.modules.values()].some((module) => module.isWallet(wallet));
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
    return this.#forge(await this.family(operation.family), operationId, params, request);
  }

  /**
   * @param {SandboxFamily} module
   * @param {string} operationId
   * @param {{ stakingIdentifier?: string }} params
   * @param {ForgeRequest} request
   * @returns {Promise<{ transaction: ForgePlan['transaction'], plan: ForgePlan }>}
   */
  async #forge(module, operationId, params, request) {
    const operation = /** @type {ForgeOperation} */ (describeForge(operationId, params));
    const plan = await module.forge(this, operationId, operation, request);
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
      throw new Refused(
        'uuid',
        `uuid is a ${plan.identifier} transaction; broadcast it with the ${plan.identifier} broadcast call`,
      );
    }
    const family = familyOf(identifier);
    const check = family ? (await this.family(family)).checkBroadcast : undefined;
    if (!check) throw new Error(`${identifier} has no broadcast call`);
    const checked = await check(this, encoded, plan, identifier);
    if (this.seenHashes.has(checked.txHash)) {
      throw new Refused(
        'encodedTransaction',
        'Transaction rejected by the node: this transaction was already received',
      );
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
  async checkSubmittedHash(plan, txHash) {
    if (!(await isHashOf(plan.identifier, txHash)))
      throw new Refused(
        'txHash',
        `txHash is not a ${plan.identifier} transaction hash (${hashFormatOf(plan.identifier).text})`,
      );
  }
}
