import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { findings } from '../../scripts/support/axe.mjs';
import { baseUrl, closeBrowser, openPage, untilHydrated } from './harness';

afterAll(closeBrowser);

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Search the docs' });

/** Types a query into the open dialog and waits until the results for exactly that query show. */
async function search(page: Page, query: string) {
  const input = dialogOf(page).getByRole('combobox', { name: 'Search terms' });
  await input.fill(query);
  await dialogOf(page)
    .getByText(
      new RegExp(`(results? for|No results for) "${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`),
    )
    .first()
    .waitFor();
  return dialogOf(page).getByRole('option');
}

describe('search: loading', () => {
  it('loads nothing of search (dialog code, pagefind.js, index) before the reader opens it', async () => {
    const { page, errors } = await openPage('/docs/welcome');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.reload({ waitUntil: 'networkidle' });
    // Keys pressed before the page is hydrated reach no handler; the network's quiet does not say
    // it has, on a busy machine.
    await untilHydrated(page);
    const atLoad = new Set(requested);
    expect([...atLoad].filter((url) => url.includes('/pagefind/'))).toEqual([]);

    await page.keyboard.press('Control+k');
    await dialogOf(page).waitFor();
    await search(page, 'broadcast');
    const afterOpen = requested.filter((url) => !atLoad.has(url));
    // The dialog's own chunk came only now, then Pagefind's script, its WebAssembly and index.
    expect(afterOpen.some((url) => /\/_next\/static\/chunks\/.+\.js/.test(url))).toBe(true);
    expect(afterOpen.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
    expect(afterOpen.some((url) => /\/pagefind\/(index|fragment)\//.test(url))).toBe(true);
    // Static files of the site only: no search server, no other host.
    expect(requested.filter((url) => !url.startsWith(baseUrl))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('search: the dialog', () => {
  it("finds an operation by its call name and opens the operation's page with Enter", async () => {
    const { page, errors } = await openPage('/docs/welcome');
    await page.getByRole('button', { name: /Search/ }).click();
    // The call as the guides name it: its path's last word, one of the operation's search keywords.
    const options = await search(page, 'submitHash');
    await expect(options.first().innerText()).resolves.toContain('POST');
    await expect(options.first().innerText()).resolves.toContain('/v1/transaction/submitHash');
    await expect(options.first().locator('mark').count()).resolves.toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    await expect(options.first().getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/api/operations/submitTransactionHash/`);
    expect(errors).toEqual([]);
  });

  it('opens a guide result at the matched heading', async () => {
    const { page } = await openPage('/docs/welcome');
    await page.keyboard.press('/');
    const options = await search(page, 'transaction states');
    const first = options.first();
    await expect(first.innerText()).resolves.toMatch(/Core concepts\s*›\s*Transaction states/);
    await first.click();
    await page.waitForURL(`${baseUrl}/docs/core-concepts/#transaction-states`);
    await expect(dialogOf(page).count()).resolves.toBe(0);
    const heading = page.getByRole('heading', { name: 'Transaction states', level: 2 });
    await expect(heading.isVisible()).resolves.toBe(true);
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThan(800);
  });

  it('moves with the arrow keys, closes with Escape and gives the focus back to the button', async () => {
    const { page } = await openPage('/docs/core-concepts');
    const button = page.getByRole('button', { name: /Search/ });
    await button.click();
    const options = await search(page, 'SOL unstake');
    expect(await options.count()).toBeGreaterThan(2);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(0).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await dialogOf(page).waitFor({ state: 'detached' });
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
  });

  it('says when nothing matches and suggests the API reference', async () => {
    const { page } = await openPage('/docs/welcome', { width: 390, colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Search' }).click();
    await search(page, 'mortgage');
    await expect(dialogOf(page).getByText('No results for "mortgage".').isVisible()).resolves.toBe(
      true,
    );
    const link = dialogOf(page).getByRole('link', { name: 'API reference' });
    await link.click();
    await page.waitForURL(`${baseUrl}/api/`);
  });
});

describe('search: accessibility', () => {
  for (const [width, mode] of [
    [1280, 'light'],
    [390, 'dark'],
  ] as const) {
    it(
      `the dialog with results has no axe finding (WCAG and best practices) at ${width} px in ` +
        `${mode} mode`,
      async () => {
        const { page } = await openPage('/docs/welcome', {
          width,
          localStorage: { [STORAGE_KEYS.colorMode]: mode },
        });
        await page.getByRole('button', { name: /Search/ }).click();
        await search(page, 'SOL unstake');
        await page.keyboard.press('ArrowDown');
        const found = await findings(page, {
          include: 'dialog',
          tags: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'],
        });
        expect(found).toEqual([]);
      },
    );
  }

  it("the search button's name contains its visible text (label-content-name-mismatch)", async () => {
    const { page } = await openPage('/docs/welcome');
    const found = await findings(page, {
      include: 'header',
      rules: ['label-content-name-mismatch'],
    });
    expect(found).toEqual([]);
    await expect(page.getByRole('button', { name: 'Search Ctrl K' }).count()).resolves.toBe(1);
  });
});
