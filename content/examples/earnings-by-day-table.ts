/**
 * Tabulate daily staking rewards: one row per day, one column per token, and a
 * total per token, from GET /v1/reporting/earnings/by-day.
 *
 * Save `staking-api.ts`, the small client every example shares, next to it.
 *
 *   STAKING_API_KEY=...  [BEG_DATE=2025-12-01]  [END_DATE=2025-12-14]  [WALLET=cosmos1...] \
 *   npx tsx earnings-by-day-table.ts
 */
import type { components, paths } from './api-types';
import { request } from './staking-api';

type EarningsByDay = paths['/v1/reporting/earnings/by-day']['get'];
type EarningsByDayQuery = NonNullable<EarningsByDay['parameters']['query']>;
type EarningsByDayByToken = components['schemas']['EarningsByDayByToken'];

// #region fetch
/** Daily rewards per token. Dates are YYYY-MM-DD (UTC); the range may span at most 3 months. */
async function earningsByDay(query: EarningsByDayQuery): Promise<EarningsByDayByToken[]> {
  const given = Object.entries(query).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  const params = new URLSearchParams(given);
  // The shared client sends the api-key header and turns an error answer into an ApiError.
  return request<EarningsByDayByToken[]>(`/v1/reporting/earnings/by-day?${params}`, {
    method: 'GET',
  });
}
// #endregion fetch

// #region decimals
/** Adds two non-negative decimal strings exactly: "0.1" + "0.2" = "0.3", no floating point. */
function addDecimals(a: string, b: string): string {
  const [aWhole = '0', aFraction = ''] = a.split('.');
  const [bWhole = '0', bFraction = ''] = b.split('.');
  const places = Math.max(aFraction.length, bFraction.length);
  const scaled = (whole: string, fraction: string) => BigInt(whole + fraction.padEnd(places, '0'));
  const sum = scaled(aWhole, aFraction) + scaled(bWhole, bFraction);
  if (places === 0) return sum.toString();
  const digits = sum.toString().padStart(places + 1, '0');
  const fraction = digits.slice(-places).replace(/0+$/, '');
  return fraction ? `${digits.slice(0, -places)}.${fraction}` : digits.slice(0, -places);
}
// #endregion decimals

// #region table
/** Rows of [date, rewards per token...] plus a final total row. */
function tabulate(earnings: EarningsByDayByToken[]): string[][] {
  const tokens = earnings.map((entry) => entry.token);
  const byDate = new Map<string, string[]>();
  earnings.forEach((entry, column) => {
    for (const point of entry.rewardsByDay) {
      const row = byDate.get(point.date) ?? tokens.map(() => '0');
      row[column] = addDecimals(row[column] ?? '0', point.rewards);
      byDate.set(point.date, row);
    }
  });
  const dates = [...byDate.keys()].sort();
  const totals = tokens.map((_, column) =>
    dates.reduce((sum, date) => addDecimals(sum, byDate.get(date)?.[column] ?? '0'), '0'),
  );
  const rows = dates.map((date) => [date, ...(byDate.get(date) ?? [])]);
  return [['Date', ...tokens], ...rows, ['Total', ...totals]];
}
// #endregion table

function print(rows: string[][]): void {
  const width = (column: number) => Math.max(...rows.map((row) => (row[column] ?? '').length));
  for (const row of rows) {
    // Dates left-aligned, amounts right-aligned.
    const cells = row.map((cell, column) =>
      column === 0 ? cell.padEnd(width(column)) : cell.padStart(width(column)),
    );
    console.log(cells.join('  '));
  }
}

async function main(): Promise<void> {
  const earnings = await earningsByDay({
    begDate: process.env.BEG_DATE,
    endDate: process.env.END_DATE,
    wallet: process.env.WALLET,
  });
  if (earnings.length === 0) {
    console.log('No rewards in this range.');
    return;
  }
  print(tabulate(earnings));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
