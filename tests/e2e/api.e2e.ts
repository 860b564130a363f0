/**
 * /api: the list of every operation (each linking to its page, tests/e2e/operation-pages.e2e.ts)
 * and Stoplight Elements over it on intent: "Open the interactive reference", an operation's
 * "Try it" (/api/?try#/operations/<id>), or a reload inside Elements.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import {
  DESCRIPTION,
  ELEMENTS_SHOWN_TIMEOUT_MS,
  ELEMENTS_STYLESHEET,
  elementsChunks,
  elementsRequests,
  elementsTitle,
  layoutShift,
  MAX_LAYOUT_SHIFT,
  recordRequests,
  withPage,
} from './elements';
import { axeOn } from './axe';
import { baseUrl, closeBrowser } from './harness';

afterAll(closeBrowser);

const OPEN_LINK = 'Open the interactive reference';

async function waitForElements(page: Page) {
  await page.locator('.sl-elements').waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
}

/** Fails with the elements that moved when the page shifted more than a reader could see. */
async function expectNoLayoutShift(page: Page) {
  const shift = await layoutShift(page);
  expect(
    shift.total,
    `layout shift ${shift.total}; moved: ${shift.moved.join(', ') || 'none named'}`,
  ).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
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
    const headers = [...upstream.headers].filter(
      ([name]) =>
        !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name),
    );
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
  it(
    'paints the server-rendered reference and requests nothing of Elements, its stylesheet or ' +
      'the description',
    async () => {
      await withPage('about:blank', {}, async ({ page, errors }) => {
        const requested = recordRequests(page);
        const response = await page.goto(`${baseUrl}/api`, { waitUntil: 'networkidle' });
        expect(elementsChunks().length).toBeGreaterThan(0);
        expect(elementsRequests(requested)).toEqual([]);
        // The description is fetched when Elements opens, not inlined into the page.
        const html = await response!.text();
        expect(html).not.toContain('"components"');
        expect(html.length).toBeLessThan(200_000);
        await expect(page.locator('main table tbody tr').count()).resolves.toBe(60);
        await expect(page.locator('.sl-elements').count()).resolves.toBe(0);
        await expectNoLayoutShift(page);
        expect(errors).toEqual([]);
      });
    },
  );

  it('moves nothing already painted when the rest of its HTML arrives late (a slow network)', async () => {
    const slow = await slowHtmlServer();
    try {
      await withPage(`${slow.url}/api`, {}, async ({ page, errors }) => {
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main table tbody tr').count()).resolves.toBe(60);
        await expectNoLayoutShift(page);
        expect(errors).toEqual([]);
      });
    } finally {
      slow.close();
    }
  });

  it('lists every call with method, path, summary and key without JavaScript, each linking to its page', async () => {
    await withPage('/api', { javaScriptEnabled: false }, async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
        'API Reference',
      );
      await expect(page.locator('main table tbody tr').count()).resolves.toBe(60);
      const status = page.getByRole('region', { name: 'Status' }).locator('tbody tr');
      await expect(status.locator('td').allInnerTexts()).resolves.toEqual([
        'GET',
        '/status',
        'Check that the API is up',
        'Not needed',
      ]);
      await expect(status.getByRole('link').getAttribute('href')).resolves.toBe(
        '/api/operations/getStatus/',
      );
      await expect(
        page.getByRole('link', { name: 'openapi.json' }).getAttribute('href'),
      ).resolves.toBe('/openapi.json');
    });
  });
});

describe('/api on intent', () => {
  it(
    'prefetches on hover of "Open the interactive reference"; a click opens it with focus in ' +
      'it; Back returns to the link',
    async () => {
      await withPage('/api', {}, async ({ page, errors }) => {
        await page.waitForLoadState('networkidle');
        const requested = recordRequests(page);
        const link = page.getByRole('link', { name: OPEN_LINK });
        await link.hover();
        await expect
          .poll(() => requested.filter((pathname) => elementsChunks().includes(pathname)).length, {
            timeout: 10_000,
          })
          .toBeGreaterThan(0);
        // The chunk and the description are requested together; either may be seen first.
        await expect.poll(() => requested.includes(DESCRIPTION), { timeout: 10_000 }).toBe(true);
        await link.click();
        await page.locator('.sl-elements h1').waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
        expect(new URL(page.url()).hash).toBe('#/');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.closest('.sl-elements') !== null))
          .toBe(true);
        await expect(page.locator('main table').first().isVisible()).resolves.toBe(false);
        await expectNoLayoutShift(page);

        await page.goBack();
        await page.locator('main table').first().waitFor();
        await expect(page.locator('.sl-elements').count()).resolves.toBe(0);
        await expect
          .poll(() => link.evaluate((element) => element === document.activeElement))
          .toBe(true);
        await expect(
          page.locator(`link[rel="stylesheet"][href="${ELEMENTS_STYLESHEET}"]`).count(),
        ).resolves.toBe(0);
        expect(errors).toEqual([]);
      });
    },
  );

  it(
    'shifts nothing on a slow device either, where Elements appears long after the click (CPU ' +
      '4x slower)',
    async () => {
      await withPage('/api', {}, async ({ page, context, errors }) => {
        await page.waitForLoadState('networkidle');
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const description = page.waitForRequest(
          (request) => new URL(request.url()).pathname === DESCRIPTION,
        );
        const link = page.getByRole('link', { name: OPEN_LINK });
        await link.hover();
        await description;
        await link.click();
        // Seconds after the click: past the half second in which a shift counts as caused by it.
        await page.locator('.sl-elements h1').waitFor({ timeout: 4 * ELEMENTS_SHOWN_TIMEOUT_MS });
        await expectNoLayoutShift(page);
        expect(errors).toEqual([]);
      });
    },
  );

  it('opens from the keyboard: focusing the link prefetches, Enter opens it', async () => {
    await withPage('/api', {}, async ({ page }) => {
      await page.waitForLoadState('networkidle');
      const requested = recordRequests(page);
      await page.getByRole('link', { name: OPEN_LINK }).focus();
      await expect.poll(() => requested.includes(DESCRIPTION), { timeout: 10_000 }).toBe(true);
      await page.keyboard.press('Enter');
      await page.locator('.sl-elements h1').waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      await expect(
        page
          .locator('.sl-elements')
          .getByText('Tendermint chains', { exact: true })
          .first()
          .isVisible(),
      ).resolves.toBe(true);
    });
  });

  it('opens Try it (?try) at the operation at once, also after a reload, without shifting the layout', async () => {
    await withPage('/api/?try#/operations/forgeSolStake', {}, async ({ page, errors }) => {
      const title = elementsTitle(page, 'Stake SOL with a validator');
      await title.waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
      await expectNoLayoutShift(page);
      await page.reload({ waitUntil: 'load' });
      await title.waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
      expect(page.url()).toBe(`${baseUrl}/api/?try#/operations/forgeSolStake`);
      await expectNoLayoutShift(page);
      expect(errors).toEqual([]);
    });
  });

  it(
    'keeps a reader inside Elements on reload, where a fresh visit to the same URL lands on ' +
      'the static page',
    async () => {
      await withPage('/api', {}, async ({ page }) => {
        await page.getByRole('link', { name: OPEN_LINK }).click();
        await waitForElements(page);
        await page.evaluate(() => (window.location.hash = '#/operations/getCurrentYield'));
        await elementsTitle(page, 'Current yield (APR)').waitFor({
          timeout: ELEMENTS_SHOWN_TIMEOUT_MS,
        });
        await page.reload({ waitUntil: 'load' });
        await elementsTitle(page, 'Current yield (APR)').waitFor({
          timeout: ELEMENTS_SHOWN_TIMEOUT_MS,
        });
        // Still /api (as it was opened, without the trailing slash here), not the operation's page.
        expect(new URL(page.url()).pathname).toMatch(/^\/api\/?$/);
      });
    },
  );

  it('opens on a hash-only history.pushState, as a router link to /api/#/… on /api makes it', async () => {
    await withPage('/api', {}, async ({ page }) => {
      // Only a hydrated page has a router that could push this (and Next's own first
      // replaceState would otherwise drop the hash): a hover that prefetches proves hydration.
      const description = page.waitForRequest(
        (request) => new URL(request.url()).pathname === DESCRIPTION,
      );
      await page.getByRole('link', { name: OPEN_LINK }).hover();
      await description;
      await page.evaluate(() => window.history.pushState(null, '', '#/operations/getCurrentYield'));
      await elementsTitle(page, 'Current yield (APR)').waitFor({
        timeout: ELEMENTS_SHOWN_TIMEOUT_MS,
      });
    });
  });

  it('sends Try It to the local sandbox only, never to the production server', async () => {
    await withPage('/api/?try#/operations/forgeSolStake', {}, async ({ page }) => {
      await elementsTitle(page, 'Stake SOL with a validator').waitFor({
        timeout: ELEMENTS_SHOWN_TIMEOUT_MS,
      });
      const send = page.locator('.sl-elements').getByRole('button', { name: 'Send API Request' });
      await send.waitFor();
      // The Try It panel offers no other server (the code samples beside it show the production URL,
      // as a reader's program would use it).
      await expect(page.locator('.sl-elements .TryItPanel').innerText()).resolves.not.toContain(
        'api.staking-api.example',
      );
      // And the request it sends goes to the sandbox: answered here, so no sandbox needs to run.
      const sent: string[] = [];
      await page.route(/\/v1\/transactions\//, (route) => {
        sent.push(route.request().url());
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: '{}',
        });
      });
      await send.click();
      await expect
        .poll(() => sent, { timeout: 10_000 })
        .toEqual(['http://127.0.0.1:4010/v1/transactions/SOL/forge/stake']);
    });
  });

  it("shows the operation page's code samples as its request samples (x-codeSamples)", async () => {
    await withPage('/api/?try#/operations/forgeSolStake', {}, async ({ page }) => {
      await elementsTitle(page, 'Stake SOL with a validator').waitFor({
        timeout: ELEMENTS_SHOWN_TIMEOUT_MS,
      });
      const sample = page
        .locator('.sl-elements .sl-code-viewer')
        .filter({ hasText: 'curl --request POST' });
      await sample.first().waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
      const text = await sample.first().innerText();
      expect(text).toContain("--header 'api-key: YOUR_API_KEY'");
      expect(text).toContain('"amount": "10"');
    });
  });

  it('shows an error box when the Elements chunk fails, and Retry loads it', async () => {
    await withPage('about:blank', {}, async ({ page }) => {
      const chunks = new Set(elementsChunks());
      const blockElements = (route: Route) =>
        chunks.has(new URL(route.request().url()).pathname)
          ? route.abort('failed')
          : route.continue();
      await page.route('**/_next/static/chunks/**', blockElements);
      await page.goto(`${baseUrl}/api/?try#/operations/forgeSolStake`, { waitUntil: 'load' });
      const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
      await alert.waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
      // The server-rendered list stays usable meanwhile.
      await expect(page.locator('main table').first().isVisible()).resolves.toBe(true);
      await page.unroute('**/_next/static/chunks/**', blockElements);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await elementsTitle(page, 'Stake SOL with a validator').waitFor({
        timeout: ELEMENTS_SHOWN_TIMEOUT_MS,
      });
      await expect(alert.count()).resolves.toBe(0);
    });
  });

  it('follows the dark color mode', async () => {
    await withPage(
      '/api#/',
      { localStorage: { [STORAGE_KEYS.colorMode]: 'dark' } },
      async ({ page }) => {
        await waitForElements(page);
        await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(
          'dark',
        );
        const background = await page
          .locator('.sl-elements')
          .evaluate((element) => getComputedStyle(element).backgroundColor);
        const [red, green, blue] = background.match(/\d+/g)!.map(Number);
        expect(red + green + blue).toBeLessThan(3 * 64);
      },
    );
  });
});

describe('Elements stays on /api', () => {
  it('removes its stylesheet after a client-side navigation away', async () => {
    await withPage('/api#/', {}, async ({ page }) => {
      await waitForElements(page);
      await expect(
        page.locator(`link[rel="stylesheet"][href="${ELEMENTS_STYLESHEET}"]`).count(),
      ).resolves.toBe(1);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Guides', exact: true })
        .click();
      await page.waitForURL(/\/docs\/welcome\/?$/);
      await expect(
        page.locator(`link[rel="stylesheet"][href="${ELEMENTS_STYLESHEET}"]`).count(),
      ).resolves.toBe(0);
      const stillApplied = await page.evaluate(
        (href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href)),
        ELEMENTS_STYLESHEET,
      );
      expect(stillApplied).toBe(false);
    });
  });

  it('is not downloaded by the home page, the docs pages or an operation page', async () => {
    for (const route of [
      '/',
      '/docs/welcome',
      '/docs/examples/sol-staking-example',
      '/api/operations/forgeSolStake/',
    ]) {
      await withPage('about:blank', {}, async ({ page }) => {
        const requested = recordRequests(page);
        await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
        expect(elementsRequests(requested), route).toEqual([]);
      });
    }
  });
});

describe('/api accessibility (axe: WCAG 2.0, 2.1, 2.2 A and AA, and best practices)', () => {
  const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
  const summary = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

  for (const mode of ['light', 'dark'] as const) {
    it(`has no violations in the server-rendered reference in ${mode} mode`, async () => {
      await withPage(
        '/api',
        { localStorage: { [STORAGE_KEYS.colorMode]: mode } },
        async ({ page }) => {
          const results = await axeOn(page).withTags(TAGS).analyze();
          expect(summary(results.violations)).toEqual([]);
        },
      );
    });

    for (const width of [412, 1280]) {
      it(`has no violations with Elements open on operations at ${width} px in ${mode} mode`, async () => {
        await withPage(
          '/api/?try#/operations/forgeTendermintStake',
          { width, localStorage: { [STORAGE_KEYS.colorMode]: mode } },
          async ({ page }) => {
            await elementsTitle(page, 'Delegate to a validator').waitFor({
              timeout: ELEMENTS_SHOWN_TIMEOUT_MS,
            });
            await page.waitForLoadState('networkidle');
            const operation = await axeOn(page).withTags(TAGS).analyze();
            expect(summary(operation.violations)).toEqual([]);
            // A GET with query parameters: Try It shows a form of its own.
            await page.evaluate(() => (window.location.hash = '#/operations/getEarningsByDay'));
            await elementsTitle(page, 'Daily earnings per token').waitFor({
              timeout: ELEMENTS_SHOWN_TIMEOUT_MS,
            });
            await page
              .locator('.sl-elements')
              .getByRole('button', { name: 'Send API Request' })
              .waitFor();
            await page.waitForLoadState('networkidle');
            const withForm = await axeOn(page).withTags(TAGS).analyze();
            expect(summary(withForm.violations)).toEqual([]);
          },
        );
      });
    }
  }
});
