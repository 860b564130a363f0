// What the sandbox remembers besides the chains: accounts, API keys and transactions. In memory
// only: a restart starts again from the snapshot, with one account already active, holding its
// master key and one secondary key.
//
// A transaction is DRAFT when forged, PENDING once it is broadcast (or its hash submitted), and
// SUCCESS (or ERROR, when the chain state then does not allow it) `settleMs` later, when its
// effects on the chain are applied; `verified` turns true then. Nothing runs in the background:
// every request first settles what is due (advance()), so no state is lost and a test's clock
// decides.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Refused } from '../../lib/chains/base/errors';
/** @import { ForgePlan } from './chains/plan.mjs' */

/**
 * An account of the API: its keys by name, and the wallets whose stakes its reports cover
 * ("identifier:wallet").
 * @typedef {object} Account
 * @property {string} uuid
 * @property {string} name
 * @property {string} createdAt
 * @property {string} updatedAt
 * @property {Map<string, ApiKey>} keyNames
 * @property {Set<string>} wallets
 */

/**
 * An API key; only its sha256 is kept.
 * @typedef {object} ApiKey
 * @property {number} id
 * @property {string} name
 * @property {Account} account
 * @property {boolean} master
 * @property {string} createdAt
 * @property {string} updatedAt
 * @property {string} hash
 */

/** @typedef {'DRAFT' | 'PENDING' | 'SUCCESS' | 'ERROR'} TxStatus */

/**
 * A transaction as the sandbox keeps it: the description's Transaction fields, its account, the
 * plan of its forge (null for a broadcast without uuid), and when it settles once sent.
 * @typedef {object} TransactionRecord
 * @property {string} uuid
 * @property {number} apiKeyId
 * @property {Account} account
 * @property {Record<string, unknown>} requestBody
 * @property {string} stakingIdentifier
 * @property {string | null} action
 * @property {string | null} subAction
 * @property {string | null} txHash
 * @property {boolean} verified
 * @property {TxStatus} txStatus
 * @property {string | null} txTimestamp
 * @property {string} createdAt
 * @property {string} updatedAt
 * @property {ForgePlan | null} plan
 * @property {number} [settlesAt]
 */

/** The account the sandbox starts with, and its master key (public: the sandbox is local). */
export const SANDBOX_ACCOUNT_NAME = 'Sandbox';
export const SANDBOX_MASTER_KEY = 'mk_sandbox_0000000000000000000000000000000000000000';
/** The invitation code the description's activation example carries; each can be used once. */
export const INVITATION_CODES = Object.freeze(['INV-7QK2-M9XD-4R8P']);
/** The name the master key goes by; it cannot be deleted. */
export const MASTER_KEY_NAME = 'master';
/**
 * The secondary key the sandbox's account starts with (public too), so that deleting a key works
 * on a fresh start. Its name differs from the one the description's create example uses, which a
 * fresh start must leave free.
 */
export const SANDBOX_SECONDARY_KEY = Object.freeze({
  name: 'staging',
  apiKey: 'sk_sandbox_1111111111111111111111111111111111111111',
});

/** What the request names does not exist: answered with 404. */
export class NotFound extends Error {
  /** @param {string} field @param {string} message */
  constructor(field, message) {
    super(message);
    this.status = 404;
    this.field = field;
  }
}

const hashKey = (/** @type {string} */ key) => createHash('sha256').update(key).digest('hex');
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/**
 * A new key: `prefix` and 45 random base62 characters.
 * @param {string} prefix
 */
function newKey(prefix) {
  return prefix + [...randomBytes(45)].map((b) => BASE62[b % 62]).join('');
}
/**
 * An ISO 8601 time to the second, as the description's examples write them.
 * @param {Date} date
 */
export function isoSeconds(date) {
  return new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

export class Store {
  /**
   * @param {{ now: () => Date, settleMs: number, onSettle?: (record: TransactionRecord) => boolean }} options
   * `onSettle(record)` applies a settling transaction's effects and returns false when the
   * chain state at that moment does not allow them (the transaction then ends in ERROR).
   */
  constructor({ now, settleMs, onSettle = () => true }) {
    this.now = now;
    this.settleMs = settleMs;
    this.onSettle = onSettle;
    /** @type {Map<string, Account>} by uuid */
    this.accounts = new Map();
    /** @type {Map<string, ApiKey>} by the sha256 of the key */
    this.keys = new Map();
    /** @type {Set<string>} */
    this.usedCodes = new Set();
    this.nextKeyId = 1;
    /** @type {Map<string, TransactionRecord>} by uuid */
    this.transactions = new Map();
    /** @type {Map<string, TransactionRecord[]>} by txHash */
    this.byHash = new Map();
    /** @type {TransactionRecord[]} sent transactions, in the order they settle */
    this.pending = [];
    const account = this.addAccount(SANDBOX_ACCOUNT_NAME);
    this.addKey(account, MASTER_KEY_NAME, SANDBOX_MASTER_KEY, true);
    this.addKey(account, SANDBOX_SECONDARY_KEY.name, SANDBOX_SECONDARY_KEY.apiKey);
    this.sandboxAccount = account;
  }

  /**
   * @param {string} name
   * @returns {Account}
   */
  addAccount(name) {
    const at = isoSeconds(this.now());
    const account = {
      uuid: randomUUID(),
      name,
      createdAt: at,
      updatedAt: at,
      keyNames: new Map(),
      wallets: new Set(),
    };
    this.accounts.set(account.uuid, account);
    return account;
  }

  /**
   * @param {Account} account
   * @param {string} name
   * @param {string} value the key itself; only its hash is kept
   * @param {boolean} [master]
   * @returns {ApiKey}
   */
  addKey(account, name, value, master = false) {
    const at = isoSeconds(this.now());
    const key = {
      id: this.nextKeyId++,
      name,
      account,
      master,
      createdAt: at,
      updatedAt: at,
      hash: hashKey(value),
    };
    this.keys.set(key.hash, key);
    account.keyNames.set(name, key);
    return key;
  }

  /**
   * The key an `api-key` header value is, or null when it is unknown or deleted.
   * @param {unknown} value
   */
  authenticate(value) {
    return typeof value === 'string' && value ? (this.keys.get(hashKey(value)) ?? null) : null;
  }

  /**
   * A new account and its master key, for an invitation code not used yet.
   * @param {string} name
   * @param {string} invitationCode
   */
  activate(name, invitationCode) {
    if (!INVITATION_CODES.includes(invitationCode) || this.usedCodes.has(invitationCode)) {
      throw new Refused('invitationCode', 'Invitation code is invalid or already used');
    }
    this.usedCodes.add(invitationCode);
    const account = this.addAccount(name);
    const apiKey = newKey('mk_');
    this.addKey(account, MASTER_KEY_NAME, apiKey, true);
    return { apiKey, account: publicAccount(account) };
  }

  /**
   * @param {Account} account
   * @param {string} name
   */
  createKey(account, name) {
    if (account.keyNames.has(name))
      throw new Refused('name', `An API key named ${name} already exists`);
    const apiKey = newKey('sk_');
    const key = this.addKey(account, name, apiKey);
    return { apiKey, details: { name, createdAt: key.createdAt, updatedAt: key.updatedAt } };
  }

  /**
   * @param {Account} account
   * @param {string} name
   */
  deleteKey(account, name) {
    const key = account.keyNames.get(name);
    if (!key) throw new NotFound('name', `API key ${name} not found`);
    if (key.master) throw new Refused('name', 'The master key cannot be deleted');
    account.keyNames.delete(name);
    this.keys.delete(key.hash);
  }

  // ------------------------------------------------------------------ transactions

  /**
   * Records a forged transaction (DRAFT), forged now or at `at`.
   * @param {ApiKey} key
   * @param {{ requestBody: Record<string, unknown>, stakingIdentifier: string, action: string | null, subAction: string | null, plan: ForgePlan | null, uuid?: string, at?: Date }} forged
   * @returns {TransactionRecord}
   */
  addForged(
    key,
    {
      requestBody,
      stakingIdentifier,
      action,
      subAction,
      plan,
      uuid = randomUUID(),
      at: forgedAt = this.now(),
    },
  ) {
    const at = isoSeconds(forgedAt);
    /** @type {TransactionRecord} */
    const record = {
      uuid,
      apiKeyId: key.id,
      account: key.account,
      requestBody,
      stakingIdentifier,
      action,
      subAction,
      txHash: null,
      verified: false,
      txStatus: 'DRAFT',
      txTimestamp: null,
      createdAt: at,
      updatedAt: at,
      plan,
    };
    this.transactions.set(record.uuid, record);
    return record;
  }

  /**
   * A transaction of `account` by uuid, or NotFound.
   * @param {Account} account
   * @param {string} uuid
   */
  get(account, uuid) {
    const record = this.transactions.get(uuid);
    if (!record || record.account !== account)
      throw new NotFound('uuid', `Transaction ${uuid} not found`);
    return record;
  }

  /**
   * The transactions of `account` with this hash.
   * @param {Account} account
   * @param {string} txHash
   */
  withHash(account, txHash) {
    return (this.byHash.get(txHash) ?? []).filter((record) => record.account === account);
  }

  /**
   * Moves a record to PENDING with its hash; it settles settleMs later.
   * @param {TransactionRecord} record
   * @param {string} txHash
   */
  send(record, txHash) {
    const at = this.now();
    record.txHash = txHash;
    record.txStatus = 'PENDING';
    record.updatedAt = isoSeconds(at);
    record.settlesAt = at.getTime() + this.settleMs;
    this.byHash.set(txHash, [...(this.byHash.get(txHash) ?? []), record]);
    this.pending.push(record);
  }

  /**
   * A transaction broadcast without a uuid: recorded as sent, with action null.
   * @param {ApiKey} key
   * @param {string} stakingIdentifier
   * @param {string} txHash
   */
  addUnbound(key, stakingIdentifier, txHash) {
    const record = this.addForged(key, {
      requestBody: {},
      stakingIdentifier,
      action: null,
      subAction: null,
      plan: null,
    });
    this.send(record, txHash);
    return record;
  }

  /** Settles every pending transaction whose time has come, in order. */
  advance() {
    const now = this.now().getTime();
    while (this.pending.length > 0 && Number(this.pending[0].settlesAt) <= now) {
      const record = /** @type {TransactionRecord} */ (this.pending.shift());
      const settled = this.onSettle(record);
      const settledAt = new Date(Number(record.settlesAt));
      record.txStatus = settled ? 'SUCCESS' : 'ERROR';
      record.verified = true;
      record.txTimestamp = settled ? isoSeconds(settledAt) : null;
      record.updatedAt = isoSeconds(settledAt);
      if (settled && record.plan?.signer)
        record.account.wallets.add(`${record.stakingIdentifier}:${record.plan.signer}`);
    }
  }
}

/**
 * An account as the activation call answers it.
 * @param {Account} account
 */
export function publicAccount(account) {
  return {
    name: account.name,
    uuid: account.uuid,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
  };
}

/**
 * A record as GET /v1/transaction answers it.
 * @param {TransactionRecord} record
 */
export function publicTransaction(record) {
  const {
    uuid,
    apiKeyId,
    requestBody,
    stakingIdentifier,
    action,
    subAction,
    txHash,
    verified,
    txStatus,
    txTimestamp,
    createdAt,
    updatedAt,
  } = record;
  return {
    uuid,
    apiKeyId,
    requestBody,
    stakingIdentifier,
    action,
    subAction,
    txHash,
    verified,
    txStatus,
    txTimestamp,
    createdAt,
    updatedAt,
  };
}
