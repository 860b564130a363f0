import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { EVERY_RULE, findings } from '../../scripts/support/axe.mjs';
import {
  baseUrl,
  closeBrowser,
  newPage,
  openPage,
  sitemapRoutes,
  switchLightToDark,
} from './harness';

afterAll(closeBrowser);

/**
 * The API operation pages: 60 pages of one template filled from the description.
 * What the width changes (the folded table of contents, the mobile menu, the tables' reflow,
 * target sizes) is the same on every one of them, so these four, which hold every part the
 * template has between them, go through both widths like the other pages: the largest page
 * (path parameter with an enum, nested request and answer fields behind <details>,
 * alternatives, EIP-712 typed data, four code samples), a GET with query parameters and an
 * answer header, a call without key or parameters, and the one DELETE.
 * What changes from page to page is the content, and the highlighted examples' colors with it:
 * every operation page goes through axe in light and in dark mode at 412 px.
 */
const OPERATION_PAGE = /^\/api\/operations\/[^/]+\/$/;
const OPERATIONS_AT_EVERY_WIDTH = [
  '/api/operations/forgeTendermintStake/',
  '/api/operations/getEarningsByDay/',
  '/api/operations/getStatus/',
  '/api/operations/deleteApiKey/',
];
const ROUTES = sitemapRoutes();
const OPERATION_PAGES = ROUTES.filter((route) => OPERATION_PAGE.test(route));
/** Operation pages per test: the tests run side by side, a few pages each. */
const OPERATIONS_PER_TEST = 10;

/**
 * What axe finds on `route`, loaded in light mode, then in dark mode after a press on the color
 * mode switch: each mode's findings under its name.
 */
async function findingsInBothModes(
  page: Page,
  route: string,
): Promise<{ light: string[]; dark: string[] }> {
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  const light = await findings(page);
  await switchLightToDark(page);
  return { light, dark: await findings(page) };
}

describe('accessibility: every axe rule on every route, light and dark, at 412 px and 1280 px', () => {
  it('runs the experimental and best-practice rules too', () => {
    expect(EVERY_RULE).toContain('label-content-name-mismatch');
    expect(EVERY_RULE).toContain('focus-order-semantics');
    expect(EVERY_RULE).toContain('region');
    expect(EVERY_RULE.length).toBeGreaterThan(90);
  });

  it('has the operation pages in the sitemap, the four checked at both widths among them', () => {
    expect(OPERATION_PAGES).toHaveLength(60);
    expect(OPERATIONS_AT_EVERY_WIDTH.filter((route) => !OPERATION_PAGES.includes(route))).toEqual(
      [],
    );
  });

  // Side by side (vitest.e2e.config.mts): while one page waits for the network to go idle, axe runs
  // on another. The longest tests, the operation pages, are declared first so that they start first.
  for (let first = 0; first < OPERATION_PAGES.length; first += OPERATIONS_PER_TEST) {
    const pages = OPERATION_PAGES.slice(first, first + OPERATIONS_PER_TEST);
    it.concurrent(
      `operation pages ${first + 1} to ${first + pages.length} have no finding in light or dark ` +
        'mode at 412 px',
      async ({ expect, onTestFinished }) => {
        const { page } = await newPage(
          { width: 412, localStorage: { [STORAGE_KEYS.colorMode]: 'light' } },
          { onTestFinished },
        );
        const found: string[] = [];
        for (const route of pages) {
          for (const [mode, lines] of Object.entries(await findingsInBothModes(page, route)))
            found.push(...lines.map((line) => `${route} ${mode}: ${line}`));
        }
        expect(found).toEqual([]);
      },
    );
  }

  // Every page of the sitemap (of the operation pages, the four above), and the not-found page.
  const routes = ROUTES.filter(
    (route) => !OPERATION_PAGE.test(route) || OPERATIONS_AT_EVERY_WIDTH.includes(route),
  );
  for (const route of [...routes, '/no-such-page/']) {
    for (const width of [1280, 412]) {
      it.concurrent(
        `${route} has no finding in light or dark mode at ${width} px`,
        async ({ expect, onTestFinished }) => {
          const { page } = await newPage(
            { width, localStorage: { [STORAGE_KEYS.colorMode]: 'light' } },
            { onTestFinished },
          );
          expect(await findingsInBothModes(page, route)).toEqual({ light: [], dark: [] });
        },
      );
    }
  }

  it('the open mobile menu has no finding', async () => {
    const { page } = await openPage('/docs/welcome', { width: 900 });
    await page.getByRole('button', { name: 'Navigation menu', exact: true }).click();
    expect(await findings(page)).toEqual([]);
  });
});
