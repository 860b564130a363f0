/**
 * The page of each API operation, on the exported site: complete against the
 * description, readable without JavaScript, reached from /api, guides and the old deep links,
 * Elements only on intent, usable from the keyboard. axe checks every operation page with the
 * suite's rules in tests/e2e/a11y.e2e.ts (they are in the sitemap); search in search.e2e.ts and
 * search-ranking.e2e.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { expectedPages, missingOnPage } from '../openapi/completeness';
import {
  DESCRIPTION,
  ELEMENTS_SHOWN_TIMEOUT_MS,
  elementsRequests,
  elementsTitle,
  layoutShift,
  MAX_LAYOUT_SHIFT,
  recordRequests,
  withPage,
} from './elements';
import { baseUrl, closeBrowser } from './harness';

afterAll(closeBrowser);

const OUT_DIR = 'out';
const description = JSON.parse(fs.readFileSync(path.join(OUT_DIR, 'openapi.json'), 'utf8'));
const expected = expectedPages(description);
const pageFile = (operationId: string) =>
  path.join(OUT_DIR, 'api', 'operations', operationId, 'index.html');

describe('operation pages against the description (out/openapi.json and the exported HTML)', () => {
  it('exist, one per operation', () => {
    expect(expected).toHaveLength(60);
    expect(
      expected
        .filter(({ operationId }) => !fs.existsSync(pageFile(operationId)))
        .map(({ operationId }) => operationId),
    ).toEqual([]);
  });

  it('show every parameter, request body field at every depth, response status, response field and example', () => {
    const missing = expected.flatMap((page) =>
      missingOnPage(fs.readFileSync(pageFile(page.operationId), 'utf8'), page),
    );
    expect(missing).toEqual([]);
    // The walk finds the deep fields: a Tendermint forge answer holds EIP-712 typed data four levels down.
    expect(expected.find((page) => page.operationId === 'forgeTendermintStake')!.ids).toContain(
      'response-200.transaction.signEIP712.typedData.types.*.[].name',
    );
  });
});

describe('an operation page in the browser', () => {
  it('opens from its row in /api with a tap, as a page of the site', async () => {
    await withPage('/api', { width: 412, height: 823 }, async ({ page, errors }) => {
      await page.waitForLoadState('networkidle');
      await page
        .getByRole('region', { name: 'Solana' })
        .getByRole('link', { name: 'Stake SOL with a validator' })
        .click();
      await page.waitForURL(/\/api\/operations\/forgeSolStake\/$/);
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
        'Stake SOL with a validator',
      );
      await expect(page.locator('[id="request-body.delegatorAddress"]').isVisible()).resolves.toBe(
        true,
      );
      expect(errors).toEqual([]);
    });
  });

  it(
    "opens another tag of its sidebar in place, from the page's one shared list of operations, " +
      'and goes to one of them',
    async () => {
      await withPage(
        '/api/operations/forgeTendermintStake',
        { width: 1280, height: 900 },
        async ({ page, errors }) => {
          const sidebar = page.getByRole('navigation', { name: 'API reference' });
          // The page holds its own tag's operations, not the others'.
          await expect(
            sidebar.getByRole('link', { name: /Stake SOL with a validator$/ }).count(),
          ).resolves.toBe(0);
          await expect(
            sidebar.getByRole('link', { name: 'Solana', exact: true }).getAttribute('href'),
          ).resolves.toBe('/api/#tag-solana');
          const loaded = page.waitForResponse(
            (response) => new URL(response.url()).pathname === '/api-sidebar.json',
          );
          await sidebar.getByRole('button', { name: 'Solana: show operations' }).click();
          expect((await loaded).status()).toBe(200);
          await sidebar.getByRole('link', { name: /Stake SOL with a validator$/ }).click();
          await page.waitForURL(/\/api\/operations\/forgeSolStake\/$/);
          await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
            'Stake SOL with a validator',
          );
          await expect(
            page
              .getByRole('navigation', { name: 'API reference' })
              .getByRole('link', { name: /Stake SOL with a validator$/ })
              .getAttribute('aria-current'),
          ).resolves.toBe('page');
          expect(errors).toEqual([]);
        },
      );
    },
  );

  it('reads without JavaScript: call, key, fields, nested fields behind <details>, every code sample', async () => {
    await withPage(
      '/api/operations/forgeTendermintStake',
      { javaScriptEnabled: false },
      async ({ page }) => {
        await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
          'Delegate to a validator',
        );
        const call = page.locator('main header').first();
        await expect(call.innerText()).resolves.toContain('POST');
        await expect(call.innerText()).resolves.toContain(
          '/v1/transactions/{stakingIdentifier}/forge/stake',
        );
        await expect(call.innerText()).resolves.toContain('API key: required');
        await expect(
          page.locator('[id="parameter-path-stakingIdentifier"]').innerText(),
        ).resolves.toContain('ATOM');
        await expect(page.locator('[id="request-body.amount"]').isVisible()).resolves.toBe(true);
        const nested = page.locator('[id="response-200.transaction.signDirect.bodyBytes"]');
        await expect(nested.isVisible()).resolves.toBe(false);
        await page.locator('[id="response-200.transaction"] > details > summary').click();
        await page
          .locator('[id="response-200.transaction.signDirect"] > details > summary')
          .click();
        await expect(nested.isVisible()).resolves.toBe(true);
        // Without JavaScript the tabs cannot switch: every sample shows under its label.
        const samples = page
          .locator('[data-code-tabs]')
          .getByRole('tabpanel', { includeHidden: true });
        await expect(samples.count()).resolves.toBe(4);
        await expect(
          page.locator('[data-code-tabs]').getByRole('tablist').isVisible(),
        ).resolves.toBe(false);
        for (const [index, language] of ['curl', 'JavaScript', 'Python', 'Go'].entries()) {
          const sample = samples.nth(index);
          await expect(sample.locator('p').first().innerText()).resolves.toBe(language);
          await expect(sample.locator('pre').isVisible()).resolves.toBe(true);
        }
      },
    );
  });

  it(
    "colours its examples with the code themes' colours, light and dark (tokens by class, " +
      'lib/highlight.ts)',
    async () => {
      // GitHub's light and dark themes: a JSON key, a string, and the punctuation in the block's own colour.
      const expected = {
        light: { key: 'rgb(0, 92, 197)', string: 'rgb(3, 47, 98)', punctuation: 'rgb(36, 41, 46)' },
        dark: {
          key: 'rgb(121, 184, 255)',
          string: 'rgb(158, 203, 255)',
          punctuation: 'rgb(225, 228, 232)',
        },
      };
      for (const mode of ['light', 'dark'] as const) {
        await withPage(
          '/api/operations/forgeTendermintStake',
          { localStorage: { [STORAGE_KEYS.colorMode]: mode } },
          async ({ page }) => {
            const example = page
              .locator('figure', { hasText: 'Response example: EVMOS' })
              .locator('pre code');
            const colorOf = (locator: ReturnType<typeof page.locator>) =>
              locator.evaluate((element) => getComputedStyle(element).color);
            await expect(
              colorOf(example.locator('span', { hasText: /^\s*"uuid"$/ })),
            ).resolves.toBe(expected[mode].key);
            await expect(
              colorOf(example.locator('span', { hasText: /^"evmos_9001-2"$/ }).first()),
            ).resolves.toBe(expected[mode].string);
            await expect(colorOf(example)).resolves.toBe(expected[mode].punctuation);
          },
        );
      }
    },
  );

  it('links a forge operation, and only a forge operation, to the transaction check opened at it', async () => {
    await withPage(
      '/api/operations/forgeSolStake',
      { javaScriptEnabled: false },
      async ({ page }) => {
        const check = page
          .locator('main header')
          .getByRole('link', { name: 'Check a forged transaction' });
        await expect(check.getAttribute('href')).resolves.toBe(
          '/docs/check-a-transaction/?operation=forgeSolStake',
        );
      },
    );
    await withPage(
      '/api/operations/getTransaction',
      { javaScriptEnabled: false },
      async ({ page }) => {
        await expect(
          page.getByRole('link', { name: 'Check a forged transaction' }).count(),
        ).resolves.toBe(0);
      },
    );
  });

  it('names in its header the release the operation appeared in, linked to the release post', async () => {
    await withPage(
      '/api/operations/getCurrentYield',
      { javaScriptEnabled: false },
      async ({ page }) => {
        const header = page.locator('main header').first();
        await expect(
          header.getByRole('heading', { level: 2, name: 'History' }).isVisible(),
        ).resolves.toBe(true);
        await expect(
          header.getByRole('listitem').filter({ hasText: 'Added in' }).innerText(),
        ).resolves.toBe('Added in 1.0.0');
        await expect(
          header.getByRole('link', { name: '1.0.0', exact: true }).getAttribute('href'),
        ).resolves.toBe('/changelog/api-1-0-0/');
      },
    );
  });

  it(
    'works from the keyboard: Tab reaches Try it, Enter unfolds a nested field, arrows switch ' +
      'the sample language',
    async () => {
      await withPage('/api/operations/forgeTendermintStake', {}, async ({ page }) => {
        await page.waitForLoadState('networkidle');
        /** Presses Tab until the focused element matches `selector`; fails after `limit` presses. */
        const tabTo = async (selector: string, limit = 400) => {
          for (let presses = 0; presses < limit; presses++) {
            await page.keyboard.press('Tab');
            if (
              await page.evaluate(
                (wanted) => document.activeElement?.matches(wanted) ?? false,
                selector,
              )
            )
              return;
          }
          throw new Error(`Tab never reached ${selector}`);
        };
        await tabTo('a[href="/api/?try#/operations/forgeTendermintStake"]');
        await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
          'Try it in the interactive reference',
        );
        const nested = page.locator('[id="response-200.transaction.signDirect"]');
        await expect(nested.isVisible()).resolves.toBe(false);
        await tabTo('[id="response-200.transaction"] > details > summary');
        await page.keyboard.press('Enter');
        await expect(nested.isVisible()).resolves.toBe(true);
        await tabTo('[role="tab"][aria-selected="true"]');
        await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
          'curl',
        );
        await page.keyboard.press('ArrowRight');
        await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
          'JavaScript',
        );
        await expect(
          page.getByRole('tab', { name: 'JavaScript' }).getAttribute('aria-selected'),
        ).resolves.toBe('true');
      });
    },
  );

  it('requests nothing of Elements before intent, and starts on hovering "Try it"', async () => {
    await withPage('about:blank', {}, async ({ page, errors }) => {
      const requested = recordRequests(page);
      await page.goto(`${baseUrl}/api/operations/forgeSolStake/`, { waitUntil: 'networkidle' });
      expect(elementsRequests(requested)).toEqual([]);
      await page.getByRole('link', { name: 'Try it in the interactive reference' }).hover();
      await expect.poll(() => requested.includes(DESCRIPTION), { timeout: 10_000 }).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it('"Try it" opens Elements on /api at this operation, with Try It against the sandbox', async () => {
    await withPage('/api/operations/forgeSolStake', {}, async ({ page, errors }) => {
      const missing: string[] = [];
      page.on(
        'response',
        (response) => response.status() === 404 && missing.push(new URL(response.url()).pathname),
      );
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: 'Try it in the interactive reference' }).click();
      await elementsTitle(page, 'Stake SOL with a validator').waitFor({
        timeout: ELEMENTS_SHOWN_TIMEOUT_MS,
      });
      expect(page.url()).toBe(`${baseUrl}/api/?try#/operations/forgeSolStake`);
      await page
        .locator('.sl-elements')
        .getByRole('button', { name: 'Send API Request' })
        .waitFor();
      await expect(page.locator('.sl-elements').innerText()).resolves.toContain(
        'http://127.0.0.1:4010/v1/transactions/SOL/forge/stake',
      );
      expect(missing).toEqual([]);
      expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    });
  });

  it('is where an old deep link to the operation lands: /api/#/operations/<id>', async () => {
    await withPage('/api/#/operations/forgeSolStake', {}, async ({ page, errors }) => {
      await page.waitForURL(/\/api\/operations\/forgeSolStake\/$/);
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
        'Stake SOL with a validator',
      );
      await expect(page.locator('.sl-elements').count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it('and an old deep link to a schema lands at its place on the schemas page: /api/#/schemas/<Name>', async () => {
    await withPage('/api/#/schemas/Transaction', {}, async ({ page }) => {
      await page.waitForURL(/\/api\/schemas\/#Transaction$/);
      const heading = page.getByRole('heading', { level: 2, name: 'Transaction', exact: true });
      await expect(heading.isVisible()).resolves.toBe(true);
      await expect(
        heading.evaluate((element) => element.getBoundingClientRect().top),
      ).resolves.toBeLessThan(200);
    });
  });

  it('is what a guide links to, and shifts nothing while it loads', async () => {
    await withPage('/docs/reporting', {}, async ({ page, errors }) => {
      const link = page.getByRole('link', {
        name: 'GET /v1/reporting/earnings/by-day',
        exact: true,
      });
      await expect(link.getAttribute('href')).resolves.toBe('/api/operations/getEarningsByDay/');
      await page.goto(`${baseUrl}/api/operations/getEarningsByDay/`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
        'Daily earnings per token',
      );
      const shift = await layoutShift(page);
      expect(shift.total, `moved: ${shift.moved.join(', ')}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      expect(errors).toEqual([]);
    });
  });
});
