// Reporting and yield: the window rule of the spec (at most 3 months, longer ranges shortened to
// the 3 months that end at endDate, 3 months by default) and answers computed from the chains'
// stakes: each stake earns its identifier's APR (snapshot.mjs) from the day it was made.
import { InvalidRequest, Refused } from '../../lib/chains/errors.mjs';
import { fromBaseUnits } from '../../lib/chains/units.mjs';
import { APR, STAKED_SINCE } from './snapshot.mjs';
import { decimalsOf } from './chain.mjs';

/** The longest reporting range, and the default one, in calendar months (spec sections 5 and 9). */
export const REPORTING_WINDOW_MONTHS = 3;
const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Ticker of the token each identifier stakes and earns, where it is not the identifier itself. */
export const TOKENS = Object.freeze({ CHILIZ: 'CHZ', STAKEWISE: 'ETH' });
export const tokenOf = (identifier) => TOKENS[identifier] ?? identifier;

function parseDate(value, field, endOfDay) {
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime()) || (DATE_ONLY.test(value) && date.toISOString().slice(0, 10) !== value)) {
    throw new InvalidRequest(field, `${field} must be a date (YYYY-MM-DD) or an ISO 8601 date-time`);
  }
  return DATE_ONLY.test(value) && endOfDay ? new Date(date.getTime() + DAY_MS - 1) : date;
}

/** `date` minus `months` calendar months, the day clamped to the target month's last day. */
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
export const windowHeader = ({ begin, end }) => `${begin.toISOString()}/${end.toISOString()}`;

function days(begin, end) {
  const out = [];
  for (let t = Date.UTC(begin.getUTCFullYear(), begin.getUTCMonth(), begin.getUTCDate()); t <= end.getTime(); t += DAY_MS) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** The reward of `amount` (base units) staked for one day at `apr` percent a year, in base units. */
function dailyReward(amount, apr) {
  return (amount * BigInt(Math.round(apr * 10_000))) / (100n * 10_000n * 365n);
}

/**
 * Rewards per stake and day over the window: [{ identifier, wallet, byDay: [[date, bigint]] }] for
 * the `stakes` (from the chain) of the wallets in `wallets` (Set of "identifier:wallet"), optionally
 * only `wallet`. A stake earns from its `since` day until today.
 */
export function rewards(stakes, wallets, window, now, wallet) {
  const today = now.toISOString().slice(0, 10);
  const range = days(window.begin, window.end);
  return stakes
    .filter((s) => wallets.has(`${s.identifier}:${s.wallet}`) && (wallet === undefined || s.wallet === wallet) && APR[s.identifier])
    .map((s) => {
      const since = s.since === 'snapshot' ? STAKED_SINCE : s.since;
      const perDay = dailyReward(s.amount, APR[s.identifier]);
      return { identifier: s.identifier, wallet: s.wallet, byDay: range.map((d) => [d, d >= since && d <= today ? perDay : 0n]) };
    });
}

const format = (identifier, base) => fromBaseUnits(base, decimalsOf(identifier));
const sum = (pairs) => pairs.reduce((a, [, v]) => a + v, 0n);

function groupBy(list, key) {
  const out = new Map();
  for (const item of list) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

/** The answer of each reporting operation from the per-stake rewards (or stakes). */
export const REPORTS = {
  getTotalEarnings: (r) =>
    [...groupBy(r, (x) => x.identifier)].map(([identifier, list]) => ({
      token: tokenOf(identifier),
      totalRewards: format(identifier, list.reduce((a, x) => a + sum(x.byDay), 0n)),
    })),
  getTotalEarningsByWallet: (r) =>
    [...groupBy(r, (x) => x.wallet)].map(([wallet, list]) => ({
      wallet,
      earnings: list.map((x) => ({ stakingIdentifier: x.identifier, totalRewards: format(x.identifier, sum(x.byDay)) })),
    })),
  getEarningsByDay: (r) =>
    [...groupBy(r, (x) => x.identifier)].map(([identifier, list]) => ({
      token: tokenOf(identifier),
      rewardsByDay: list[0].byDay.map(([date], i) => ({ date, rewards: format(identifier, list.reduce((a, x) => a + x.byDay[i][1], 0n)) })),
    })),
  getEarningsByDayByWallet: (r) =>
    [...groupBy(r, (x) => x.wallet)].map(([wallet, list]) => ({
      wallet,
      earnings: list.map((x) => ({ stakingIdentifier: x.identifier, rewardsByDay: x.byDay.map(([date, v]) => ({ date, rewards: format(x.identifier, v) })) })),
    })),
};

/** What is staked now, per identifier (getTotalStakingAmount) or per wallet (getStakingAmountByWallet). */
export function stakedAmounts(stakes, wallets, wallet, byWallet) {
  const mine = stakes.filter((s) => wallets.has(`${s.identifier}:${s.wallet}`) && (wallet === undefined || s.wallet === wallet));
  const amount = (s) => ({ stakingIdentifier: s.identifier, token: tokenOf(s.identifier), amount: format(s.identifier, s.amount) });
  if (byWallet) return [...groupBy(mine, (s) => s.wallet)].map(([w, list]) => ({ wallet: w, amounts: list.map(amount) }));
  return {
    totals: [...groupBy(mine, (s) => s.identifier)].map(([identifier, list]) =>
      amount({ identifier, amount: list.reduce((a, s) => a + s.amount, 0n) }),
    ),
  };
}

/** The yield answer: the APR, or the spec's 404 message for an identifier without one. */
export function currentYield(stakingIdentifier) {
  const apr = stakingIdentifier === undefined ? null : APR[stakingIdentifier];
  if (apr === null || apr === undefined) {
    const error = new Error(`Yield for ${stakingIdentifier ?? ':stakingIdentifier'} not found, or is null`);
    error.status = 404;
    error.field = 'stakingIdentifier';
    throw error;
  }
  return apr;
}
