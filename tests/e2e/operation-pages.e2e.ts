/**
 * The page of each API operation (issue 20), on the exported site: complete against the
 * description, readable without JavaScript, reached from /api, search and the old deep links,
 * Elements only on intent, and no axe finding at 412 and 1280 px in both color modes.
 */
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { expectedPages, missingOnPage } from '../openapi/completeness';
import { DESCRIPTION, ELEMENTS_SHOWN_TIMEOUT_MS, elementsRequests, elementsTitle, layoutShift, MAX_LAYOUT_SHIFT, recordRequests, withPage } from './elements';
import { baseUrl, closeBrowser, startBrowser } from './harness';

afterAll(closeBrowser);

const OUT_DIR = 'out';
const description = JSON.parse(fs.readFileSync(path.join(OUT_DIR, 'openapi.json'), 'utf8'));
const expected = expectedPages(description);
const pageFile = (operationId: string) => path.join(OUT_DIR, 'api', 'operations', operationId, 'index.html');

describe('operation pages against the description (out/openapi.json and the exported HTML)', () => {
  it('exist, one per operation', () => {
    expect(expected).toHaveLength(60);
    expect(expected.filter(({ operationId }) => !fs.existsSync(pageFile(operationId))).map(({ operationId }) => operationId)).toEqual([]);
  });

  it('show every parameter, request body field at every depth, response status, response field and example', () => {
    const missing = expected.flatMap((page) => missingOnPage(fs.readFileSync(pageFile(page.operationId), 'utf8'), page));
    expect(missing).toEqual([]);
    // The walk finds the deep fields: a Tendermint forge answer holds EIP-712 typed data four levels down.
    expect(expected.find((page) => page.operationId === 'forgeTendermintStake')!.ids).toContain('response-200.transaction.signEIP712.typedData.types.*.[].name');
  });
});

describe('an operation page in the browser', () => {
  it('opens from its row in /api with a tap, as a page of the site', async () => {
    await withPage('/api', { width: 412, height: 823 }, async ({ page, errors }) => {
      await page.waitForLoadState('networkidle');
      await page.getByRole('region', { name: 'Solana' }).getByRole('link', { name: 'Stake SOL with a validator' }).click();
      await page.waitForURL(/\/api\/operations\/forgeSolStake\/$/);
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Stake SOL with a validator');
      await expect(page.locator('[id="request-body.delegatorAddress"]').isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it('reads without JavaScript: call, key, fields, nested fields behind <details>, every code sample', async () => {
    await withPage('/api/operations/forgeTendermintStake', { javaScriptEnabled: false }, async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Delegate to a validator');
      const call = page.locator('main header').first();
      await expect(call.innerText()).resolves.toContain('POST');
      await expect(call.innerText()).resolves.toContain('/v1/transactions/{stakingIdentifier}/forge/stake');
      await expect(call.innerText()).resolves.toContain('API key: required');
      await expect(page.locator('[id="parameter-path-stakingIdentifier"]').innerText()).resolves.toContain('ATOM');
      await expect(page.locator('[id="request-body.amount"]').isVisible()).resolves.toBe(true);
      const nested = page.locator('[id="response-200.transaction.signDirect.bodyBytes"]');
      await expect(nested.isVisible()).resolves.toBe(false);
      await page.locator('[id="response-200.transaction"] > details > summary').click();
      await page.locator('[id="response-200.transaction.signDirect"] > details > summary').click();
      await expect(nested.isVisible()).resolves.toBe(true);
      // Without JavaScript the tabs cannot switch: every sample shows under its label.
      const samples = page.locator('[data-code-tabs] [role="tabpanel"]');
      await expect(samples.locator('[data-code-tab-label]').allInnerTexts()).resolves.toEqual(['curl', 'JavaScript', 'Python', 'Go']);
      for (const sample of await samples.all()) await expect(sample.locator('pre').isVisible()).resolves.toBe(true);
    });
  });

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
      page.on('response', (response) => response.status() === 404 && missing.push(new URL(response.url()).pathname));
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: 'Try it in the interactive reference' }).click();
      await elementsTitle(page, 'Stake SOL with a validator').waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
      expect(page.url()).toBe(`${baseUrl}/api/?try#/operations/forgeSolStake`);
      await page.locator('.sl-elements').getByRole('button', { name: 'Send API Request' }).waitFor();
      await expect(page.locator('.sl-elements').innerText()).resolves.toContain('http://127.0.0.1:4010/v1/transactions/SOL/forge/stake');
      // Chromium sometimes asks for /favicon.ico while the client-side navigation swaps the head's
      // icon link (the site's icon is /icon.svg); that 404 is the browser's, not the page's.
      expect(missing.filter((pathname) => pathname !== '/favicon.ico')).toEqual([]);
      expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    });
  });

  it('is where an old deep link to the operation lands: /api/#/operations/<id>', async () => {
    await withPage('/api/#/operations/forgeSolStake', {}, async ({ page, errors }) => {
      await page.waitForURL(/\/api\/operations\/forgeSolStake\/$/);
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Stake SOL with a validator');
      await expect(page.locator('.sl-elements').count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it('and an old deep link to a schema lands at its place on the schemas page: /api/#/schemas/<Name>', async () => {
    await withPage('/api/#/schemas/Transaction', {}, async ({ page }) => {
      await page.waitForURL(/\/api\/schemas\/#Transaction$/);
      const heading = page.getByRole('heading', { level: 2, name: 'Transaction', exact: true });
      await expect(heading.isVisible()).resolves.toBe(true);
      await expect(heading.evaluate((element) => element.getBoundingClientRect().top)).resolves.toBeLessThan(200);
    });
  });

  it('is what a guide links to, and shifts nothing while it loads', async () => {
    await withPage('/docs/reporting', {}, async ({ page, errors }) => {
      const link = page.getByRole('link', { name: 'GET /v1/reporting/earnings/by-day', exact: true });
      await expect(link.getAttribute('href')).resolves.toBe('/api/operations/getEarningsByDay/');
      await page.goto(`${baseUrl}/api/operations/getEarningsByDay/`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Daily earnings per token');
      const shift = await layoutShift(page);
      expect(shift.total, `moved: ${shift.moved.join(', ')}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      expect(errors).toEqual([]);
    });
  });
});

describe('operation pages and the schemas page under axe (WCAG 2.0, 2.1, 2.2 A and AA, and best practices)', () => {
  const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
  const routes = [...expected.map(({ operationId }) => `/api/operations/${operationId}/`), '/api/schemas/'];
  /** Pages checked at once: axe is CPU-bound, and the machines have two cores. */
  const AT_ONCE = 2;

  for (const mode of ['light', 'dark'] as const) {
    it(`finds nothing on any of the ${routes.length} pages at 412 and 1280 px in ${mode} mode`, async () => {
      const browser = await startBrowser();
      const tasks = [412, 1280].flatMap((width) => routes.map((route) => ({ width, route })));
      const findings: string[] = [];
      const worker = async () => {
        const contexts = new Map<number, Awaited<ReturnType<typeof browser.newContext>>>();
        try {
          for (let task = tasks.shift(); task; task = tasks.shift()) {
            if (!contexts.has(task.width)) {
              const context = await browser.newContext({ viewport: { width: task.width, height: 900 } });
              await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.colorMode, mode]);
              contexts.set(task.width, context);
            }
            const page = await contexts.get(task.width)!.newPage();
            await page.goto(`${baseUrl}${task.route}`, { waitUntil: 'load' });
            const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
            for (const violation of violations) findings.push(`${task.route} at ${task.width} px: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
            await page.close();
          }
        } finally {
          for (const context of contexts.values()) await context.close();
        }
      };
      await Promise.all(Array.from({ length: AT_ONCE }, worker));
      expect(findings).toEqual([]);
    }, 600_000);
  }
});
