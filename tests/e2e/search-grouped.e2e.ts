import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './harness';

afterAll(closeBrowser);

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Search the docs' });

/** The dialog's lines for a query: each entry's page, and the headings listed under it. */
async function resultsFor(page: Page, query: string) {
  const dialog = dialogOf(page);
  await dialog.getByRole('combobox', { name: 'Search terms' }).fill(query);
  await dialog.getByText(`results for "${query}"`, { exact: false }).first().waitFor();
  return dialog.getByRole('option').evaluateAll((options) =>
    options.map((option) => ({
      url: option.getAttribute('data-url') ?? '',
      section: option.hasAttribute('data-section'),
    })),
  );
}

describe('search: results grouped by page', () => {
  it.each([
    ['unstake SOL', '/api/operations/forgeSolUnstake/'],
    ['SOL unstake', '/api/operations/forgeSolUnstake/'],
    ['withdraw Solana', '/api/operations/forgeSolWithdraw/'],
    ['submit hash', '/api/operations/submitTransactionHash/'],
  ])('"%s": the operation first, and every page once', async (query, first) => {
    const { page } = await openPage('/docs/welcome');
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    const lines = await resultsFor(page, query);
    const entries = lines.filter((line) => !line.section).map((line) => line.url);
    expect(entries[0]).toBe(first);
    const pages = entries.map((url) => url.replace(/#.*$/, ''));
    expect(pages).toEqual([...new Set(pages)]);
    // A heading line follows its own page's entry, never another page's.
    let current = '';
    for (const line of lines) {
      if (!line.section) current = line.url.replace(/#.*$/, '');
      else expect(line.url.replace(/#.*$/, '')).toBe(current);
    }
  });
});
