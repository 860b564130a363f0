// The sandbox's ledger: per staking identifier and wallet, the balance, the stake with each
// validator (or pool, vault, provider), the rewards waiting to be claimed where the snapshot lists
// them, the undelegations still unbonding or ready to withdraw, all in base units. Forging reads it
// to refuse what the chain would refuse; a settling transaction changes it through the effects
// below.
import { Refused } from '../../lib/chains/base/errors';
import { toBaseUnits } from '../../lib/chains/base/units';

/**
 * An undelegation: what it unbonds from whom, and whether its unbonding has ended. `id` names it
 * where the chain does (CXT's unstakeID, Polygon's unbondNonce); `txHash` is the StakeWise or CXT
 * unstake that created it. `era` (Polkadot) is the era from which it can be withdrawn, `epoch` (MultiversX)
 * the epoch it was undelegated in, as those chains record them.
 * @typedef {object} Unbonding
 * @property {string} validator
 * @property {bigint} amount
 * @property {boolean} claimable
 * @property {number} [id]
 * @property {string} [txHash]
 * @property {number} [era]
 * @property {number} [epoch]
 */

/**
 * One wallet's holdings of one identifier's token. `since` is the day its first stake was made
 * ('snapshot' for the snapshot's own stakes), from which reporting accrues rewards.
 * @typedef {object} LedgerAccount
 * @property {bigint} balance
 * @property {Map<string, bigint>} staked
 * @property {Map<string, bigint>} rewards rewards waiting to be claimed, per validator (pool, provider)
 * @property {Unbonding[]} unbonding
 * @property {number} unbondNonce Polygon: the delegator's last unbond nonce.
 * @property {string | null} since
 */

/**
 * What a settling transaction does to the ledger: true when applied, false when the state no
 * longer allows it (the transaction then ends in ERROR). StakeWise's unstake reads the hash it
 * was sent with.
 * @typedef {(txHash?: string | null) => boolean} Effect
 */

/**
 * The ledger as the snapshot writes it: amounts as decimal strings in the token's main unit.
 * @typedef {object} SnapshotAccount
 * @property {string} balance
 * @property {Record<string, string>} staked
 * @property {Record<string, string>} [rewards]
 * @property {(Omit<Unbonding, 'amount'> & { amount: string })[]} unbonding
 * @property {number} [unbondNonce]
 */

/** The refusal of an amount larger than what is staked with that validator. */
export const STAKED_MESSAGE =
  'amount exceeds the staked balance of delegatorAddress with this validator';
/** The refusal of an amount larger than the wallet holds. */
export const BALANCE_MESSAGE = 'amount exceeds the available balance of delegatorAddress';

export class Ledger {
  /**
   * An empty ledger; add() puts each family's part of the snapshot in.
   * @param {{ decimalsOf: (identifier: string) => number, defaultBalance: string, now: () => Date, order?: readonly string[] }} options
   *   `defaultBalance`: what a wallet the snapshot does not list holds, in the main unit. `order`:
   *   the identifiers in the order `accounts` lists them, whichever is added first; others follow.
   */
  constructor({ decimalsOf, defaultBalance, now, order = [] }) {
    this.decimalsOf = decimalsOf;
    this.defaultBalance = defaultBalance;
    this.now = now;
    /** @type {Record<string, Record<string, LedgerAccount>>} identifier → wallet → account */
    this.accounts = Object.fromEntries(order.map((identifier) => [identifier, {}]));
  }

  /**
   * Adds the snapshot's holdings of some identifiers (one family's part of it).
   * @param {Record<string, Record<string, SnapshotAccount>>} snapshotLedger
   */
  add(snapshotLedger) {
    for (const [identifier, wallets] of Object.entries(snapshotLedger)) {
      const decimals = this.decimalsOf(identifier);
      for (const [wallet, listed] of Object.entries(wallets)) {
        const account = this.account(identifier, wallet);
        account.balance = toBaseUnits(listed.balance, decimals);
        for (const [validator, amount] of Object.entries(listed.staked))
          account.staked.set(validator, toBaseUnits(amount, decimals));
        for (const [validator, amount] of Object.entries(listed.rewards ?? {}))
          account.rewards.set(validator, toBaseUnits(amount, decimals));
        account.unbonding = listed.unbonding.map((unbonding) => ({
          ...unbonding,
          amount: toBaseUnits(unbonding.amount, decimals),
        }));
        if (listed.unbondNonce !== undefined) account.unbondNonce = listed.unbondNonce;
        account.since = 'snapshot';
      }
    }
  }

  /**
   * The account of a wallet, opened with the default balance on first sight.
   * @param {string} identifier
   * @param {string} wallet
   * @returns {LedgerAccount}
   */
  account(identifier, wallet) {
    this.accounts[identifier] ??= {};
    return (this.accounts[identifier][wallet] ??= {
      balance: toBaseUnits(this.defaultBalance, this.decimalsOf(identifier)),
      staked: new Map(),
      rewards: new Map(),
      unbonding: [],
      unbondNonce: 0,
      since: null,
    });
  }

  /**
   * What a wallet has staked with one validator, in base units.
   * @param {string} identifier
   * @param {string} wallet
   * @param {string} validator
   */
  staked(identifier, wallet, validator) {
    return this.accounts[identifier]?.[wallet]?.staked.get(validator) ?? 0n;
  }

  /**
   * The rewards a wallet's stake with one validator has earned and not claimed, in base units.
   * @param {string} identifier
   * @param {string} wallet
   * @param {string} validator
   */
  rewards(identifier, wallet, validator) {
    return this.accounts[identifier]?.[wallet]?.rewards.get(validator) ?? 0n;
  }

  /**
   * The undelegations of a wallet whose unbonding has ended and that pass `test`.
   * @param {string} identifier
   * @param {string} wallet
   * @param {(unbonding: Unbonding) => boolean} test
   */
  claimable(identifier, wallet, test) {
    return (this.accounts[identifier]?.[wallet]?.unbonding ?? []).filter(
      (unbonding) => unbonding.claimable && test(unbonding),
    );
  }

  /**
   * `request[field]` in base units, refused (422) when it exceeds `available`.
   * @param {string} identifier
   * @param {Record<string, unknown>} request
   * @param {bigint} available
   * @param {string} message
   * @param {string} [field]
   */
  amountWithin(identifier, request, available, message, field = 'amount') {
    const amount = toBaseUnits(request[field], this.decimalsOf(identifier), {
      field,
      unit: identifier,
    });
    if (amount > available) throw new Refused(field, message);
    return amount;
  }

  /**
   * Refuses (422) a wallet without stake with `validator`.
   * @param {string} identifier
   * @param {string} wallet
   * @param {string} validator
   * @param {string} [field]
   */
  requireStake(identifier, wallet, validator, field = 'validatorAddress') {
    if (this.staked(identifier, wallet, validator) <= 0n)
      throw new Refused(field, 'delegatorAddress has no stake with this validator');
  }

  /**
   * The effects a wallet's transactions have on its account, each checked again when it settles.
   * @param {string} identifier
   * @param {string} wallet
   */
  effects(identifier, wallet) {
    const account = () => this.account(identifier, wallet);
    const staked = (/** @type {string} */ validator) => this.staked(identifier, wallet, validator);
    return {
      /** @param {string} validator @param {bigint} amount @returns {Effect} */
      stake: (validator, amount) => () => {
        if (account().balance < amount) return false;
        account().balance -= amount;
        account().staked.set(validator, staked(validator) + amount);
        account().since ??= this.now().toISOString().slice(0, 10);
        return true;
      },
      /**
       * @param {string} validator @param {bigint} amount
       * @param {Partial<Omit<Unbonding, 'validator' | 'amount'>>} [details]
       * @returns {Effect}
       */
      unstake:
        (validator, amount, details = {}) =>
        () => {
          if (staked(validator) < amount) return false;
          account().staked.set(validator, staked(validator) - amount);
          account().unbonding.push({ validator, amount, claimable: false, ...details });
          return true;
        },
      /** @param {Unbonding[]} entries @returns {Effect} */
      withdraw: (entries) => () => {
        if (entries.some((entry) => !account().unbonding.includes(entry))) return false;
        account().unbonding = account().unbonding.filter((entry) => !entries.includes(entry));
        account().balance += entries.reduce((sum, entry) => sum + entry.amount, 0n);
        return true;
      },
      /** @param {string} from @param {string} to @param {bigint} amount @returns {Effect} */
      move: (from, to, amount) => () => {
        if (staked(from) < amount) return false;
        account().staked.set(from, staked(from) - amount);
        account().staked.set(to, staked(to) + amount);
        return true;
      },
      /** Pays the rewards earned with `validator` into the balance. @param {string} validator @returns {Effect} */
      claim: (validator) => () => {
        account().balance += this.rewards(identifier, wallet, validator);
        account().rewards.delete(validator);
        return true;
      },
      /** Stakes the rewards earned with `validator` with it. @param {string} validator @returns {Effect} */
      restake: (validator) => () => {
        account().staked.set(
          validator,
          staked(validator) + this.rewards(identifier, wallet, validator),
        );
        account().rewards.delete(validator);
        return true;
      },
      /** @returns {Effect} */
      none: () => () => true,
    };
  }
}

/** The effects of one wallet's transactions (Ledger#effects). @typedef {ReturnType<Ledger['effects']>} LedgerEffects */
