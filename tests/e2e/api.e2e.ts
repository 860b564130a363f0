import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page, Request, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, openPage } from './harness';
import { STORAGE_KEYS } from '@/lib/storage-keys';

afterAll(closeBrowser);

/** Long enough for a two-core machine; the reference shows in about two seconds. */
const ELEMENTS_SHOWN_TIMEOUT_MS = 15_000;
const ELEMENTS_STYLESHEET = '/vendor/elements.css';
const DESCRIPTION = '/openapi.json';
const OUT_DIR = 'out';

async function waitForElements(page: Page) {
  await page.locator('.sl-elements').waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
}

/** The operation's title as Elements shows it (its h1). */
function elementsTitle(page: Page, name: string) {
  return page.locator('.sl-elements').getByRole('heading', { level: 1, name });
}

/** The JS files of out/ that hold Stoplight Elements (found by its own code, not by name). */
function elementsChunks(): string[] {
  const chunksDir = path.join(OUT_DIR, '_next', 'static', 'chunks');
  return fs
    .readdirSync(chunksDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .filter((file) => /withMosaicProvider|sl-elements/.test(fs.readFileSync(path.join(chunksDir, file), 'utf8')))
    .map((file) => `/_next/static/chunks/${file.split(path.sep).join('/')}`);
}

/** Every request path the page makes from now on. */
function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request: Request) => requested.push(new URL(request.url()).pathname));
  return requested;
}

/** Sum of the layout shifts the page saw that no recent input explains (what CLS counts). */
function unexpectedLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

/**
 * A proxy to the site that sends /api's HTML in two parts a second apart, cut after the second
 * row of its first table, as a slow network delivers a page: the browser paints what it has.
 */
async function slowHtmlServer(): Promise<{ url: string; close(): void }> {
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url!, baseUrl);
    const upstream = await fetch(url);
    // fetch has decoded the body; its length and encoding are the proxy's to set.
    const headers = [...upstream.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name));
    response.writeHead(upstream.status, Object.fromEntries(headers));
    if (url.pathname !== '/api') return response.end(Buffer.from(await upstream.arrayBuffer()));
    const html = await upstream.text();
    let cut = html.indexOf('<tbody');
    for (let row = 0; row < 2; row++) cut = html.indexOf('</tr>', cut) + '</tr>'.length;
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), 1000);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

describe('/api before intent', () => {
  it('paints the server-rendered reference and requests nothing of Elements, its stylesheet or the description', async () => {
    const { page, context, errors } = await openPage('about:blank');
    const requested = recordRequests(page);
    const response = await page.goto(`${baseUrl}/api`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const chunks = elementsChunks();
    expect(chunks.length).toBeGreaterThan(0);
    expect(requested.filter((pathname) => chunks.includes(pathname) || pathname === ELEMENTS_STYLESHEET || pathname === DESCRIPTION)).toEqual([]);
    // The description is fetched when Elements opens, not inlined into the page.
    const html = await response!.text();
    expect(html).not.toContain('"components"');
    expect(html.length).toBeLessThan(200_000);
    await expect(page.locator('main table tbody tr').count()).resolves.toBe(60);
    await expect(page.locator('.sl-elements').count()).resolves.toBe(0);
    await expect(unexpectedLayoutShift(page)).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves nothing already painted when the rest of its HTML arrives late (a slow network)', async () => {
    const slow = await slowHtmlServer();
    const { page, context, errors } = await openPage(`${slow.url}/api`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main table tbody tr').count()).resolves.toBe(60);
    await expect(unexpectedLayoutShift(page)).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
    slow.close();
  });

  it('lists every call with method, path, summary and key without JavaScript', async () => {
    const { page, context } = await openPage('/api', { javaScriptEnabled: false });
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('API Reference');
    await expect(page.locator('main table tbody tr').count()).resolves.toBe(60);
    const status = page.getByRole('region', { name: 'Status' }).locator('tbody tr');
    await expect(status.locator('td').allInnerTexts()).resolves.toEqual(['GET', '/status', 'Check that the API is up', 'Not needed']);
    await expect(page.getByRole('link', { name: 'openapi.json' }).getAttribute('href')).resolves.toBe('/openapi.json');
    await context.close();
  });
});

describe('/api on intent', () => {
  it('prefetches on hover; a click opens Elements at that operation with focus in it; Back returns to the link', async () => {
    const { page, context, errors } = await openPage('/api');
    await page.waitForLoadState('networkidle');
    const requested = recordRequests(page);
    const link = page.getByRole('region', { name: 'Solana' }).getByRole('link', { name: 'Stake SOL with a validator' });
    await link.hover();
    await expect.poll(() => requested.filter((pathname) => elementsChunks().includes(pathname)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    // The chunk and the description are requested together; either may be seen first.
    await expect.poll(() => requested.includes(DESCRIPTION), { timeout: 10_000 }).toBe(true);
    await link.click();
    await elementsTitle(page, 'Stake SOL with a validator').waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
    expect(new URL(page.url()).hash).toBe('#/operations/forgeSolStake');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Stake SOL with a validator');
    await expect(page.evaluate(() => document.activeElement?.closest('.sl-elements') !== null)).resolves.toBe(true);
    await expect(page.locator('main table').first().isVisible()).resolves.toBe(false);
    await expect(unexpectedLayoutShift(page)).resolves.toBe(0);

    await page.goBack();
    await page.locator('main table').first().waitFor();
    await expect(page.locator('.sl-elements').count()).resolves.toBe(0);
    await expect(link.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(page.locator(`link[rel="stylesheet"][href="${ELEMENTS_STYLESHEET}"]`).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shifts nothing on a slow device either, where Elements appears long after the click (CPU 4x slower)', async () => {
    const { page, context, errors } = await openPage('/api');
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const description = page.waitForRequest((request) => new URL(request.url()).pathname === DESCRIPTION);
    const link = page.getByRole('region', { name: 'Solana' }).getByRole('link', { name: 'Stake SOL with a validator' });
    await link.hover();
    await description;
    await link.click();
    // Seconds after the click: past the half second in which a shift counts as caused by it.
    await elementsTitle(page, 'Stake SOL with a validator').waitFor({ timeout: 4 * ELEMENTS_SHOWN_TIMEOUT_MS });
    await expect(unexpectedLayoutShift(page)).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('opens from the keyboard: focusing a link prefetches, Enter opens it', async () => {
    const { page, context } = await openPage('/api');
    await page.waitForLoadState('networkidle');
    const requested = recordRequests(page);
    const link = page.getByRole('link', { name: 'Check that the API is up' });
    await link.focus();
    await expect.poll(() => requested.includes(DESCRIPTION), { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('Enter');
    await elementsTitle(page, 'Check that the API is up').waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('H1');
    await context.close();
  });

  it('opens the overview from "Open the interactive reference"', async () => {
    const { page, context } = await openPage('/api');
    await page.getByRole('link', { name: 'Open the interactive reference' }).click();
    await waitForElements(page);
    await expect(page.locator('.sl-elements').getByText('Tendermint chains', { exact: true }).first().isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).hash).toBe('#/');
    await context.close();
  });

  it('opens the operation of a deep link at once, also after a reload, without shifting the layout', async () => {
    const { page, context, errors } = await openPage('/api#/operations/forgeSolStake');
    const title = elementsTitle(page, 'Stake SOL with a validator');
    await title.waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
    await expect(unexpectedLayoutShift(page)).resolves.toBe(0);
    await page.reload({ waitUntil: 'load' });
    await title.waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
    expect(page.url()).toBe(`${baseUrl}/api#/operations/forgeSolStake`);
    await expect(unexpectedLayoutShift(page)).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the operation a guide links to (decision D1: /api/#/operations/<operationId>)', async () => {
    const { page, context, errors } = await openPage('/docs/reporting');
    const link = page.getByRole('link', { name: 'GET /v1/reporting/earnings/by-day', exact: true });
    await expect(link.getAttribute('href')).resolves.toBe('/api/#/operations/getEarningsByDay');
    await link.click();
    await elementsTitle(page, 'Daily earnings per token').waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
    expect(new URL(page.url()).hash).toBe('#/operations/getEarningsByDay');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens on a hash-only history.pushState, as a router link to /api/#/… on /api makes it', async () => {
    const { page, context } = await openPage('/api');
    // Only a hydrated page has a router that could push this (and Next's own first
    // replaceState would otherwise drop the hash): a hover that prefetches proves hydration.
    const description = page.waitForRequest((request) => new URL(request.url()).pathname === DESCRIPTION);
    await page.getByRole('link', { name: 'Check that the API is up' }).hover();
    await description;
    await page.evaluate(() => window.history.pushState(null, '', '#/operations/getCurrentYield'));
    await elementsTitle(page, 'Current yield (APR)').waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
    await context.close();
  });

  it('shows Try It against the local sandbox only, never the production server', async () => {
    const { page, context } = await openPage('/api#/operations/forgeSolStake');
    await elementsTitle(page, 'Stake SOL with a validator').waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
    const elements = page.locator('.sl-elements');
    await elements.getByRole('button', { name: 'Send API Request' }).waitFor();
    const text = await elements.innerText();
    expect(text).toContain('http://127.0.0.1:4010/v1/transactions/SOL/forge/stake');
    expect(text).not.toContain('api.staking-api.example');
    await context.close();
  });

  it('shows an error box when the Elements chunk fails, and Retry loads it', async () => {
    const { page, context } = await openPage('about:blank');
    const chunks = new Set(elementsChunks());
    const blockElements = (route: Route) => (chunks.has(new URL(route.request().url()).pathname) ? route.abort('failed') : route.continue());
    await page.route('**/_next/static/chunks/**', blockElements);
    await page.goto(`${baseUrl}/api#/operations/forgeSolStake`, { waitUntil: 'load' });
    const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await alert.waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
    // The server-rendered list stays usable meanwhile.
    await expect(page.locator('main table').first().isVisible()).resolves.toBe(true);
    await page.unroute('**/_next/static/chunks/**', blockElements);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await elementsTitle(page, 'Stake SOL with a validator').waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
    await expect(alert.count()).resolves.toBe(0);
    await context.close();
  });

  it('follows the dark color mode', async () => {
    const { page, context } = await openPage('/api#/', { localStorage: { [STORAGE_KEYS.colorMode]: 'dark' } });
    await waitForElements(page);
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    const background = await page.locator('.sl-elements').evaluate((element) => getComputedStyle(element).backgroundColor);
    const [red, green, blue] = background.match(/\d+/g)!.map(Number);
    expect(red + green + blue).toBeLessThan(3 * 64);
    await context.close();
  });
});

describe('Elements stays on /api', () => {
  it('removes its stylesheet after a client-side navigation away', async () => {
    const { page, context } = await openPage('/api#/');
    await waitForElements(page);
    await expect(page.locator(`link[rel="stylesheet"][href="${ELEMENTS_STYLESHEET}"]`).count()).resolves.toBe(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides', exact: true }).click();
    await page.waitForURL(/\/docs\/welcome\/?$/);
    await expect(page.locator(`link[rel="stylesheet"][href="${ELEMENTS_STYLESHEET}"]`).count()).resolves.toBe(0);
    const stillApplied = await page.evaluate(
      (href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href)),
      ELEMENTS_STYLESHEET,
    );
    expect(stillApplied).toBe(false);
    await context.close();
  });

  it('is not downloaded by the home page or the docs pages', async () => {
    const chunks = elementsChunks();
    for (const route of ['/', '/docs/welcome', '/docs/examples/sol-staking-example']) {
      const { page, context } = await openPage('about:blank');
      const requested = recordRequests(page);
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      expect(requested.filter((pathname) => chunks.includes(pathname) || pathname === ELEMENTS_STYLESHEET), route).toEqual([]);
      await context.close();
    }
  });
});

describe('/api accessibility (axe: WCAG 2.0, 2.1, 2.2 A and AA, and best practices)', () => {
  const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
  const summary = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

  for (const mode of ['light', 'dark'] as const) {
    it(`has no violations in the server-rendered reference in ${mode} mode`, async () => {
      const { page, context } = await openPage('/api', { localStorage: { [STORAGE_KEYS.colorMode]: mode } });
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(summary(results.violations)).toEqual([]);
      await context.close();
    });

    for (const width of [412, 1280]) {
      it(`has no violations with Elements open on operations at ${width} px in ${mode} mode`, async () => {
        const { page, context } = await openPage('/api#/operations/forgeTendermintStake', { width, localStorage: { [STORAGE_KEYS.colorMode]: mode } });
        await elementsTitle(page, 'Delegate to a validator').waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
        await page.waitForLoadState('networkidle');
        const operation = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        expect(summary(operation.violations)).toEqual([]);
        // A GET with query parameters: Try It shows a form of its own.
        await page.evaluate(() => (window.location.hash = '#/operations/getEarningsByDay'));
        await page.locator('.sl-elements h1').filter({ hasNotText: 'Delegate to a validator' }).waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
        await page.waitForTimeout(500);
        const withForm = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        expect(summary(withForm.violations)).toEqual([]);
        await context.close();
      });
    }
  }
});
