// Reporting and yield: the reporting window (at most 3 months, longer ranges shortened to the 3
// months that end at endDate, 3 months by default) and answers computed from the chains' stakes:
// each stake earns its identifier's APR (its family's module, chains/<family>.mjs) from the day it
// was made.
import { InvalidRequest, Refused } from '../../lib/chains/base/errors';
import { fromBaseUnits } from '../../lib/chains/base/units';
import { STAKED_SINCE } from './snapshot.mjs';
import { decimalsOf, tokenOf } from '../../lib/chains/facts';
import { NotFound } from './store.mjs';

/**
 * A reporting window: from `begin` to `end`; `coerced` when begDate was moved to fit 3 months.
 * @typedef {{ begin: Date, end: Date, coerced: boolean }} ReportingWindow
 */

/**
 * A stake as the chain reports it: base units, the day it started earning, and the APR it earns.
 * @typedef {{ identifier: string, wallet: string, amount: bigint, since: string | null, apr: number | null }} Stake
 */

/**
 * The rewards of one stake per day of the window, in base units. @typedef {{ identifier: string,
 * wallet: string, byDay: [string, bigint][] }} StakeRewards
 */

/** The longest reporting range, and the default one, in calendar months. */
export const REPORTING_WINDOW_MONTHS = 3;
const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * @param {string} value
 * @param {string} field
 * @param {boolean} endOfDay a date-only value stands for the last millisecond of its day
 */
function parseDate(value, field, endOfDay) {
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (
    Number.isNaN(date.getTime()) ||
    (DATE_ONLY.test(value) && date.toISOString().slice(0, 10) !== value)
  ) {
    throw new InvalidRequest(
      field,
      `${field} must be a date (YYYY-MM-DD) or an ISO 8601 date-time`,
    );
  }
  return DATE_ONLY.test(value) && endOfDay ? new Date(date.getTime() + DAY_MS - 1) : date;
}

/**
 * `date` minus `months` calendar months, the day clamped to the target month's last day.
 * @param {Date} date
 * @param {number} months
 */
export function minusMonths(date, months) {
  const out = new Date(date.getTime());
  const day = out.getUTCDate();
  out.setUTCDate(1);
  out.setUTCMonth(out.getUTCMonth() - months);
  const last = new Date(Date.UTC(out.getUTCFullYear(), out.getUTCMonth() + 1, 0)).getUTCDate();
  out.setUTCDate(Math.min(day, last));
  return out;
}

/**
 * The window a reporting call uses: { begin, end, coerced }. endDate defaults to now; begDate to
 * 3 months before endDate; a begDate further back is moved to 3 months before endDate.
 * @param {{ begDate?: string, endDate?: string }} query
 * @param {Date} now
 * @returns {ReportingWindow}
 */
export function reportingWindow({ begDate, endDate }, now) {
  const end = endDate === undefined ? now : parseDate(endDate, 'endDate', true);
  // The 3 months that end at `end`: from the instant after `end` minus 3 months (a date-only
  // endDate of 2025-12-31 gives 2025-10-01T00:00:00Z).
  const earliest = new Date(minusMonths(end, REPORTING_WINDOW_MONTHS).getTime() + 1);
  let begin = begDate === undefined ? earliest : parseDate(begDate, 'begDate', false);
  if (begin > end) throw new Refused('begDate', 'begDate must not be after endDate');
  const coerced = begin < earliest;
  if (coerced) begin = earliest;
  return { begin, end, coerced };
}

/** The answer header that names the window used: ISO 8601 interval "start/end". */
export const WINDOW_HEADER = 'Reporting-Window';
export const windowHeader = (/** @type {ReportingWindow} */ { begin, end }) =>
  `${begin.toISOString()}/${end.toISOString()}`;

/**
 * The days (YYYY-MM-DD) from `begin`'s to `end`.
 * @param {Date} begin
 * @param {Date} end
 */
function days(begin, end) {
  const out = [];
  for (
    let t = Date.UTC(begin.getUTCFullYear(), begin.getUTCMonth(), begin.getUTCDate());
    t <= end.getTime();
    t += DAY_MS
  ) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/**
 * The reward of `amount` (base units) staked for one day at `apr` percent a year, in base units.
 * @param {bigint} amount
 * @param {number} apr
 */
function dailyReward(amount, apr) {
  return (amount * BigInt(Math.round(apr * 10_000))) / (100n * 10_000n * 365n);
}

/**
 * Rewards per stake and day over the window: [{ identifier, wallet, byDay: [[date, bigint]] }] for
 * the `stakes` (from the chain) of the wallets in `wallets` (Set of "identifier:wallet"), optionally
 * only `wallet`. A stake earns from its `since` day until today.
 * @param {Stake[]} stakes
 * @param {Set<string>} wallets
 * @param {ReportingWindow} window
 * @param {Date} now
 * @param {string} [wallet]
 * @returns {StakeRewards[]}
 */
export function rewards(stakes, wallets, window, now, wallet) {
  const today = now.toISOString().slice(0, 10);
  const range = days(window.begin, window.end);
  return stakes
    .filter(
      (stake) =>
        wallets.has(`${stake.identifier}:${stake.wallet}`) &&
        (wallet === undefined || stake.wallet === wallet) &&
        stake.apr,
    )
    .map((stake) => {
      // A stake whose start is unknown earns nothing.
      const since = stake.since === 'snapshot' ? STAKED_SINCE : stake.since;
      const perDay = dailyReward(stake.amount, Number(stake.apr));
      const earns = (/** @type {string} */ day) => since !== null && day >= since && day <= today;
      return {
        identifier: stake.identifier,
        wallet: stake.wallet,
        byDay: range.map(
          (day) => /** @type {[string, bigint]} */ ([day, earns(day) ? perDay : 0n]),
        ),
      };
    });
}

const format = (/** @type {string} */ identifier, /** @type {bigint} */ base) =>
  fromBaseUnits(base, decimalsOf(identifier));
const sum = (/** @type {[string, bigint][]} */ pairs) =>
  pairs.reduce((total, [, value]) => total + value, 0n);

/**
 * @template T
 * @param {T[]} list
 * @param {(item: T) => string} key
 * @returns {Map<string, T[]>}
 */
function groupBy(list, key) {
  /** @type {Map<string, T[]>} */
  const out = new Map();
  for (const item of list) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

/**
 * The answer of each reporting operation from the per-stake rewards.
 * @type {Record<'getTotalEarnings' | 'getTotalEarningsByWallet' | 'getEarningsByDay' | 'getEarningsByDayByWallet', (perStake: StakeRewards[]) => unknown>}
 */
export const REPORTS = {
  getTotalEarnings: (perStake) =>
    [...groupBy(perStake, (stake) => stake.identifier)].map(([identifier, list]) => ({
      token: tokenOf(identifier),
      totalRewards: format(
        identifier,
        list.reduce((total, stake) => total + sum(stake.byDay), 0n),
      ),
    })),
  getTotalEarningsByWallet: (perStake) =>
    [...groupBy(perStake, (stake) => stake.wallet)].map(([wallet, list]) => ({
      wallet,
      earnings: list.map((stake) => ({
        stakingIdentifier: stake.identifier,
        totalRewards: format(stake.identifier, sum(stake.byDay)),
      })),
    })),
  getEarningsByDay: (perStake) =>
    [...groupBy(perStake, (stake) => stake.identifier)].map(([identifier, list]) => ({
      token: tokenOf(identifier),
      rewardsByDay: list[0].byDay.map(([date], day) => ({
        date,
        rewards: format(
          identifier,
          list.reduce((total, stake) => total + stake.byDay[day][1], 0n),
        ),
      })),
    })),
  getEarningsByDayByWallet: (perStake) =>
    [...groupBy(perStake, (stake) => stake.wallet)].map(([wallet, list]) => ({
      wallet,
      earnings: list.map((stake) => ({
        stakingIdentifier: stake.identifier,
        rewardsByDay: stake.byDay.map(([date, reward]) => ({
          date,
          rewards: format(stake.identifier, reward),
        })),
      })),
    })),
};

/**
 * What is staked, per identifier (getTotalStakingAmount) or per wallet (getStakingAmountByWallet).
 * @param {Stake[]} stakes
 * @param {Set<string>} wallets the account's wallets ("identifier:wallet")
 * @param {string | undefined} wallet the query's filter
 * @param {boolean} byWallet
 */
export function stakedAmounts(stakes, wallets, wallet, byWallet) {
  const mine = stakes.filter(
    (stake) =>
      wallets.has(`${stake.identifier}:${stake.wallet}`) &&
      (wallet === undefined || stake.wallet === wallet),
  );
  const amount = (/** @type {{ identifier: string, amount: bigint }} */ stake) => ({
    stakingIdentifier: stake.identifier,
    token: tokenOf(stake.identifier),
    amount: format(stake.identifier, stake.amount),
  });
  if (byWallet)
    return [...groupBy(mine, (stake) => stake.wallet)].map(([owner, list]) => ({
      wallet: owner,
      amounts: list.map(amount),
    }));
  return {
    totals: [...groupBy(mine, (stake) => stake.identifier)].map(([identifier, list]) =>
      amount({ identifier, amount: list.reduce((total, stake) => total + stake.amount, 0n) }),
    ),
  };
}

/**
 * The yield answer: the APR, or the API's 404 message for an identifier without one.
 * @param {string | undefined} stakingIdentifier
 * @param {number | null} apr the identifier's APR in the sandbox
 */
export function currentYield(stakingIdentifier, apr) {
  if (apr === null) {
    throw new NotFound(
      'stakingIdentifier',
      `Yield for ${stakingIdentifier ?? ':stakingIdentifier'} not found, or is null`,
    );
  }
  return apr;
}
