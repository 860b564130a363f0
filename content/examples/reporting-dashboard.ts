/**
 * A staking dashboard in the terminal: what your wallets have staked now and
 * what they earned over a date range, per token and per wallet, with each
 * wallet's rewards on the last day of the range. Five reporting calls, read-only.
 *
 * Save `staking-api.ts`, the small client every example shares, next to it.
 *
 *   STAKING_API_KEY=...  [BEG_DATE=2025-12-01]  [END_DATE=2025-12-14]  [WALLET=cosmos1...] \
 *   npx tsx reporting-dashboard.ts
 */
import type { components } from './api-types';
import { request } from './staking-api';

type StakedSummary = components['schemas']['TotalStakedSummary'];
type StakedByWallet = components['schemas']['StakedAmountsByWallet'];
type EarningsByToken = components['schemas']['TotalEarningsByToken'];
type EarningsByWallet = components['schemas']['TotalEarningsByWallet'];
type DailyByWallet = components['schemas']['EarningsByDayByWallet'];

// #region fetch
/** GETs a reporting path with the query parameters that are set (all of them are optional). */
function report<T>(path: string, query: Record<string, string | undefined>): Promise<T> {
  const given = Object.entries(query).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  return request<T>(`${path}?${new URLSearchParams(given)}`, { method: 'GET' });
}

/** The five reports of the dashboard, fetched together. The amounts are decimal strings. */
async function fetchDashboard(range: { begDate?: string; endDate?: string }, wallet?: string) {
  const [stakedTotals, stakedByWallet, earned, earnedByWallet, dailyByWallet] = await Promise.all([
    report<StakedSummary>('/v1/reporting/staking-amount/total', { wallet }),
    report<StakedByWallet[]>('/v1/reporting/staking-amount/total/by-wallet', { wallet }),
    report<EarningsByToken[]>('/v1/reporting/earnings/total', { ...range, wallet }),
    report<EarningsByWallet[]>('/v1/reporting/earnings/total/by-wallet', { ...range, wallet }),
    report<DailyByWallet[]>('/v1/reporting/earnings/by-day/by-wallet', { ...range, wallet }),
  ]);
  return { stakedTotals, stakedByWallet, earned, earnedByWallet, dailyByWallet };
}
// #endregion fetch

// #region rows
/** One row per wallet and staking identifier: staked now, rewards over the range, rewards on its last day. */
function walletRows(dashboard: Awaited<ReturnType<typeof fetchDashboard>>): string[][] {
  const rows = new Map<
    string,
    { wallet: string; identifier: string; staked: string; rewards: string; lastDay: string }
  >();
  const row = (wallet: string, identifier: string) => {
    const key = `${wallet} ${identifier}`;
    const found = rows.get(key) ?? { wallet, identifier, staked: '0', rewards: '0', lastDay: '0' };
    rows.set(key, found);
    return found;
  };
  for (const { wallet, amounts } of dashboard.stakedByWallet) {
    for (const amount of amounts) row(wallet, amount.stakingIdentifier).staked = amount.amount;
  }
  for (const { wallet, earnings } of dashboard.earnedByWallet) {
    for (const earning of earnings)
      row(wallet, earning.stakingIdentifier).rewards = earning.totalRewards;
  }
  for (const { wallet, earnings } of dashboard.dailyByWallet) {
    for (const earning of earnings)
      row(wallet, earning.stakingIdentifier).lastDay = earning.rewardsByDay.at(-1)?.rewards ?? '0';
  }
  const sorted = [...rows.values()].sort(
    (a, b) => a.identifier.localeCompare(b.identifier) || a.wallet.localeCompare(b.wallet),
  );
  return [
    ['Wallet', 'Chain', 'Staked now', 'Rewards', 'Last day'],
    ...sorted.map((r) => [shorten(r.wallet), r.identifier, r.staked, r.rewards, r.lastDay]),
  ];
}

/** A long address as its start and end: enough to recognise it in a table. */
function shorten(address: string): string {
  return address.length > 20 ? `${address.slice(0, 10)}…${address.slice(-6)}` : address;
}
// #endregion rows

/** Prints rows as columns: text left-aligned, amounts (every column after the second) right-aligned. */
function print(rows: string[][]): void {
  const width = (column: number) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length));
  for (const row of rows) {
    const cells = row.map((cell, column) =>
      column < 2 ? cell.padEnd(width(column)) : cell.padStart(width(column)),
    );
    console.log(cells.join('  ').trimEnd());
  }
}

async function main(): Promise<void> {
  const range = { begDate: process.env.BEG_DATE, endDate: process.env.END_DATE };
  const dashboard = await fetchDashboard(range, process.env.WALLET);

  console.log('Staked now');
  print(
    dashboard.stakedTotals.totals.map((total) => [
      total.stakingIdentifier,
      `${total.amount} ${total.token}`,
    ]),
  );
  console.log(`\nRewards ${range.begDate ?? '(3 months ago)'} to ${range.endDate ?? '(now)'}`);
  print(dashboard.earned.map((entry) => [entry.token, entry.totalRewards]));
  console.log('\nPer wallet');
  print(walletRows(dashboard));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
