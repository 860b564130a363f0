import { afterAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { EVERY_RULE, findings } from './axe';
import { baseUrl, closeBrowser, newPage, openPage, sitemapRoutes } from './harness';

afterAll(closeBrowser);

/**
 * The API operation pages: 60 pages of one template filled from the description.
 * What the width changes (the folded table of contents, the mobile menu, the tables' reflow,
 * target sizes) and what the color mode changes for the template's parts (method badges, field
 * rows, <details>, the samples' tabs) is the same on every one of them, so these four, which
 * hold every part the template has between them, go through all four combinations like the
 * other pages: the largest page (path parameter with an enum, nested request and answer fields
 * behind <details>, alternatives, EIP-712 typed data, four code samples), a GET with query
 * parameters and an answer header, a call without key or parameters, and the one DELETE.
 * What changes from page to page is the content, and the highlighted examples' colors with it:
 * every operation page goes through axe in light and in dark mode at 412 px, in one browser page.
 */
const OPERATION_PAGE = /^\/api\/operations\/[^/]+\/$/;
const OPERATIONS_IN_EVERY_COMBINATION = [
  '/api/operations/forgeTendermintStake/',
  '/api/operations/getEarningsByDay/',
  '/api/operations/getStatus/',
  '/api/operations/deleteApiKey/',
];
const ROUTES = sitemapRoutes();
const OPERATION_PAGES = ROUTES.filter((route) => OPERATION_PAGE.test(route));

describe('accessibility: every axe rule on every route, light and dark, at 412 px and 1280 px', () => {
  it('runs the experimental and best-practice rules too', () => {
    expect(EVERY_RULE).toContain('label-content-name-mismatch');
    expect(EVERY_RULE).toContain('focus-order-semantics');
    expect(EVERY_RULE).toContain('region');
    expect(EVERY_RULE.length).toBeGreaterThan(90);
  });

  const COMBINATIONS = [
    { mode: 'light', width: 1280 },
    { mode: 'light', width: 412 },
    { mode: 'dark', width: 1280 },
    { mode: 'dark', width: 412 },
  ] as const;
  it('has the operation pages in the sitemap, the four checked in every combination among them', () => {
    expect(OPERATION_PAGES).toHaveLength(60);
    expect(
      OPERATIONS_IN_EVERY_COMBINATION.filter((route) => !OPERATION_PAGES.includes(route)),
    ).toEqual([]);
  });

  // Every page of the sitemap (of the operation pages, the four above), and the not-found page.
  // Side by side (vitest.e2e.config.mts): while one page waits for the network to go idle, axe runs
  // on another.
  const routes = ROUTES.filter(
    (route) => !OPERATION_PAGE.test(route) || OPERATIONS_IN_EVERY_COMBINATION.includes(route),
  );
  for (const route of [...routes, '/no-such-page/']) {
    for (const { mode, width } of COMBINATIONS) {
      it.concurrent(
        `${route} has no finding in ${mode} mode at ${width} px`,
        async ({ expect, onTestFinished }) => {
          const { page } = await newPage(
            { width, localStorage: { [STORAGE_KEYS.colorMode]: mode } },
            { onTestFinished },
          );
          await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
          expect(await findings(page)).toEqual([]);
        },
      );
    }
  }

  for (const mode of ['light', 'dark'] as const) {
    it.concurrent(
      `every operation page has no finding in ${mode} mode at 412 px`,
      async ({ expect, onTestFinished }) => {
        const { page } = await newPage(
          { width: 412, localStorage: { [STORAGE_KEYS.colorMode]: mode } },
          { onTestFinished },
        );
        const found: string[] = [];
        for (const route of OPERATION_PAGES) {
          await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
          found.push(...(await findings(page)).map((finding) => `${route} ${finding}`));
        }
        expect(found).toEqual([]);
      },
    );
  }

  it('the open mobile menu has no finding', async () => {
    const { page } = await openPage('/docs/welcome', { width: 900 });
    await page.getByRole('button', { name: 'Navigation menu', exact: true }).click();
    expect(await findings(page)).toEqual([]);
  });
});
