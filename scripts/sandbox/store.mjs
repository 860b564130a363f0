// What the sandbox remembers besides the chains: accounts, API keys and transactions. In memory
// only: a restart starts again from the snapshot, with one account already active.
//
// A transaction is DRAFT when forged, PENDING once it is broadcast (or its hash submitted), and
// SUCCESS (or ERROR, when the chain state no longer allows it) `settleMs` later, when its
// effects on the chain are applied; `verified` turns true then. Nothing runs in the background:
// every request first settles what is due (advance()), so no state is lost and a test's clock
// decides.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Refused } from '../../lib/chains/errors.mjs';

/** The account the sandbox starts with, and its master key (public: the sandbox is local). */
export const SANDBOX_ACCOUNT_NAME = 'Sandbox';
export const SANDBOX_MASTER_KEY = 'mk_sandbox_0000000000000000000000000000000000000000';
/** The invitation code the description's activation example carries; each can be used once. */
export const INVITATION_CODES = Object.freeze(['INV-7QK2-M9XD-4R8P']);
/** The name the master key goes by; it cannot be deleted. */
export const MASTER_KEY_NAME = 'master';

export class NotFound extends Error {
  constructor(field, message) {
    super(message);
    this.status = 404;
    this.field = field;
  }
}

const hashKey = (key) => createHash('sha256').update(key).digest('hex');
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
function newKey(prefix) {
  return prefix + [...randomBytes(45)].map((b) => BASE62[b % 62]).join('');
}
/** An ISO 8601 time to the second, as the description's examples write them. */
export function isoSeconds(date) {
  return new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

export class Store {
  /**
   * @param {{ now: () => Date, settleMs: number, onSettle?: (record) => void }} options
   * `onSettle(record)` applies a settling transaction's effects and returns false when the
   * chain state no longer allows them (the transaction then ends in ERROR).
   */
  constructor({ now, settleMs, onSettle = () => true }) {
    this.now = now;
    this.settleMs = settleMs;
    this.onSettle = onSettle;
    this.accounts = new Map();
    this.keys = new Map(); // sha256 of the key → { id, name, account, master, createdAt, updatedAt }
    this.usedCodes = new Set();
    this.nextKeyId = 1;
    this.transactions = new Map();
    this.byHash = new Map();
    this.pending = []; // records in the order they settle
    const account = this.addAccount(SANDBOX_ACCOUNT_NAME);
    this.addKey(account, MASTER_KEY_NAME, SANDBOX_MASTER_KEY, true);
    this.sandboxAccount = account;
  }

  addAccount(name) {
    const at = isoSeconds(this.now());
    const account = { uuid: randomUUID(), name, createdAt: at, updatedAt: at, keyNames: new Map(), wallets: new Set() };
    this.accounts.set(account.uuid, account);
    return account;
  }

  addKey(account, name, value, master = false) {
    const at = isoSeconds(this.now());
    const key = { id: this.nextKeyId++, name, account, master, createdAt: at, updatedAt: at, hash: hashKey(value) };
    this.keys.set(key.hash, key);
    account.keyNames.set(name, key);
    return key;
  }

  /** The key an `api-key` header value is, or null when it is unknown or deleted. */
  authenticate(value) {
    return typeof value === 'string' && value ? this.keys.get(hashKey(value)) ?? null : null;
  }

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

  createKey(account, name) {
    if (account.keyNames.has(name)) throw new Refused('name', `An API key named ${name} already exists`);
    const apiKey = newKey('sk_');
    const key = this.addKey(account, name, apiKey);
    return { apiKey, details: { name, createdAt: key.createdAt, updatedAt: key.updatedAt } };
  }

  deleteKey(account, name) {
    const key = account.keyNames.get(name);
    if (!key) throw new NotFound('name', `API key ${name} not found`);
    if (key.master) throw new Refused('name', 'The master key cannot be deleted');
    account.keyNames.delete(name);
    this.keys.delete(key.hash);
  }

  // ------------------------------------------------------------------ transactions

  /** Records a forged transaction (DRAFT). */
  addForged(key, { requestBody, stakingIdentifier, action, subAction, plan, uuid = randomUUID() }) {
    const at = isoSeconds(this.now());
    const record = {
      uuid, apiKeyId: key.id, account: key.account, requestBody, stakingIdentifier, action, subAction,
      txHash: null, verified: false, txStatus: 'DRAFT', txTimestamp: null, createdAt: at, updatedAt: at, plan,
    };
    this.transactions.set(record.uuid, record);
    return record;
  }

  /** A transaction of `account` by uuid, or NotFound. */
  get(account, uuid) {
    const record = this.transactions.get(uuid);
    if (!record || record.account !== account) throw new NotFound('uuid', `Transaction ${uuid} not found`);
    return record;
  }

  /** The transactions of `account` with this hash. */
  withHash(account, txHash) {
    return (this.byHash.get(txHash) ?? []).filter((record) => record.account === account);
  }

  /** Moves a record to PENDING with its hash; it settles settleMs from now. */
  send(record, txHash) {
    const at = this.now();
    record.txHash = txHash;
    record.txStatus = 'PENDING';
    record.updatedAt = isoSeconds(at);
    record.settlesAt = at.getTime() + this.settleMs;
    this.byHash.set(txHash, [...(this.byHash.get(txHash) ?? []), record]);
    this.pending.push(record);
  }

  /** A transaction broadcast without a uuid: recorded as sent, with action null. */
  addUnbound(key, stakingIdentifier, txHash) {
    const record = this.addForged(key, { requestBody: {}, stakingIdentifier, action: null, subAction: null, plan: null });
    this.send(record, txHash);
    return record;
  }

  /** Settles every pending transaction whose time has come, in order. */
  advance() {
    const now = this.now().getTime();
    while (this.pending.length > 0 && this.pending[0].settlesAt <= now) {
      const record = this.pending.shift();
      const ok = this.onSettle(record);
      record.txStatus = ok ? 'SUCCESS' : 'ERROR';
      record.verified = true;
      record.txTimestamp = ok ? isoSeconds(new Date(record.settlesAt)) : null;
      record.updatedAt = isoSeconds(new Date(record.settlesAt));
      if (ok && record.plan?.signer) record.account.wallets.add(`${record.stakingIdentifier}:${record.plan.signer}`);
    }
  }
}

export function publicAccount(account) {
  return { name: account.name, uuid: account.uuid, createdAt: account.createdAt, updatedAt: account.updatedAt };
}

/** A record as GET /v1/transaction answers it. */
export function publicTransaction(record) {
  const { uuid, apiKeyId, requestBody, stakingIdentifier, action, subAction, txHash, verified, txStatus, txTimestamp, createdAt, updatedAt } = record;
  return { uuid, apiKeyId, requestBody, stakingIdentifier, action, subAction, txHash, verified, txStatus, txTimestamp, createdAt, updatedAt };
}
