import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './harness';

afterAll(closeBrowser);

type RankingQuery = {
  query: string;
  /** A known miss, with its reason: reported in the table, and a failure once the query passes (remove the marker). */
  notYet?: string;
} & (
  | {
      /** Results that must show within `within`: a page (its URL) or a page at a heading (URL#id). */
      expect: string[];
      within: number;
    }
  | {
      /** The first result must be one of these pages (a chain's operation or its example). */
      firstOf: string[];
    }
);

const { queries } = JSON.parse(
  fs.readFileSync(path.join('tests', 'search', 'ranking-queries.json'), 'utf8'),
) as { queries: RankingQuery[] };

/** Where `expected` shows in the dialog's list of entries (1-based), or 0 when it does not. */
function rankOf(expected: string, urls: string[]): number {
  const atHeading = /#(?!\/)/.test(expected);
  const page = (url: string) => url.replace(/#(?!\/).*$/, '');
  return urls.findIndex((url) => (atHeading ? url === expected : page(url) === expected)) + 1;
}

describe('search ranking (tests/search/ranking-queries.json, against the built index)', () => {
  it('has at least 20 queries, among them chains named by name, ticker and family with an action', () => {
    expect(queries.length).toBeGreaterThanOrEqual(20);
    const chainQueries = queries.filter((entry) => 'firstOf' in entry).map((entry) => entry.query);
    for (const query of [
      'Solana stake',
      'SOL stake',
      'Cosmos delegate',
      'Polygon unstake',
      'POL withdraw',
    ])
      expect(chainQueries).toContain(query);
  });

  it('shows each expected result within its rank, typed into the real dialog', async () => {
    const { page } = await openPage('/docs/welcome');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await dialog.waitFor();
    const input = dialog.getByRole('combobox', { name: 'Search terms' });
    const rows: string[] = [
      '| query | expected | within | rank found |',
      '| --- | --- | --- | --- |',
    ];
    const misses: string[] = [];
    const knownMisses: string[] = [];
    /** The misses of one query (and its rows of the table). */
    const check = async (entry: RankingQuery): Promise<string[]> => {
      const { query } = entry;
      await input.fill(query);
      const shown = await dialog
        .getByText(new RegExp(`results? for "${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`))
        .waitFor({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      if (!shown) return [`"${query}": the dialog showed no results within 10 s`];
      // Entries only: a page's extra sections are not ranks of their own.
      const urls = await dialog
        .locator('[role="option"]:not([data-section])')
        .evaluateAll((options) => options.map((option) => option.getAttribute('data-url') ?? ''));
      if ('firstOf' in entry) {
        const first = entry.firstOf.find((url) => rankOf(url, urls) === 1);
        rows.push(
          `| \`${query}\` | one of ${entry.firstOf.join(', ')} | 1 | ` +
            `${first ? `1 (${first})` : `not first: ${urls[0] ?? 'nothing'}`} |`,
        );
        return first
          ? []
          : [
              `"${query}": first is ${urls[0] ?? 'nothing'}, not one of ` +
                `${entry.firstOf.join(', ')}; list: ${urls.slice(0, 5).join(', ')}`,
            ];
      }
      const found: string[] = [];
      for (const url of entry.expect) {
        const rank = rankOf(url, urls);
        rows.push(`| \`${query}\` | ${url} | ${entry.within} | ${rank || 'not listed'} |`);
        if (rank === 0 || rank > entry.within)
          found.push(
            `"${query}": ${url} at ${rank || 'no rank'} (needs ${entry.within}); list: ${urls.slice(0, 5).join(', ')}`,
          );
      }
      return found;
    };
    for (const entry of queries) {
      const found = await check(entry);
      if (!entry.notYet) misses.push(...found);
      else if (found.length === 0)
        misses.push(`"${entry.query}" passes: remove its notYet marker (${entry.notYet})`);
      else knownMisses.push(...found.map((miss) => `${miss} [notYet: ${entry.notYet}]`));
    }
    if (knownMisses.length) console.log(`Known misses (notYet):\n${knownMisses.join('\n')}`);
    console.log(rows.join('\n'));
    // The table for the report (bench-results/ is not committed).
    fs.mkdirSync('bench-results', { recursive: true });
    fs.writeFileSync(path.join('bench-results', 'search-ranking.md'), `${rows.join('\n')}\n`);
    expect(misses).toEqual([]);
  });
});
