import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serveFolder, type ServedFolder } from '../../scripts/support/local.mjs';
import { closeBrowser, newPage, sitemapRoutes } from './harness';

/**
 * The export of `npm run build:subpath` (BASE_PATH=/staking-docs) served under /staking-docs/
 * by the same static server as `npm start`: a folder whose only entry is staking-docs/ (a link
 * to the export), with the export's 404 page at the host's root, as a host would set it up.
 */
const EXPORT = path.resolve('out-staking-docs');
const PREFIX = '/staking-docs';

let server: ServedFolder | undefined;
let origin = '';
let root = '';

beforeAll(async () => {
  if (!fs.existsSync(path.join(EXPORT, 'index.html'))) {
    throw new Error(
      'out-staking-docs/ has no export: run `npm run build:subpath` (after `npm run build`) first.',
    );
  }
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'subpath-'));
  fs.symlinkSync(EXPORT, path.join(root, 'staking-docs'), 'dir');
  fs.copyFileSync(path.join(EXPORT, '404.html'), path.join(root, '404.html'));
  // The export's own serve config (written by scripts/build/csp.mjs), its files now one folder down.
  const config = JSON.parse(fs.readFileSync(path.join(EXPORT, 'serve.json'), 'utf8'));
  config.symlinks = true;
  config.headers = config.headers.map((rule: { source: string }) => ({
    ...rule,
    source: rule.source === '**' ? '**' : `staking-docs/${rule.source}`,
  }));
  fs.writeFileSync(path.join(root, 'serve.json'), JSON.stringify(config));
  server = await serveFolder(root, { config: 'serve.json', probe: `${PREFIX}/` });
  origin = server.origin;
});

afterAll(async () => {
  await closeBrowser();
  server?.stop();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/**
 * The requests of a page that failed: an answer of 400 or more, or no answer. ERR_ABORTED is the
 * browser dropping a prefetch (/api warms an operation page once idle) or a navigation the next one
 * replaced, not a failure.
 */
function recordFailures(page: Page): string[] {
  const failed: string[] = [];
  page.on(
    'requestfailed',
    (request) =>
      request.failure()?.errorText !== 'net::ERR_ABORTED' &&
      failed.push(`${request.url()} ${request.failure()?.errorText}`),
  );
  page.on(
    'response',
    (response) => response.status() >= 400 && failed.push(`${response.url()} ${response.status()}`),
  );
  return failed;
}

describe('hosted under /staking-docs/', () => {
  it('serves every route with no failed request, no request outside the sub-path and no console error', async () => {
    const { page, errors } = await newPage();
    const failed = recordFailures(page);
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && !url.pathname.startsWith(`${PREFIX}/`))
        outside.push(url.pathname);
    });
    for (const route of sitemapRoutes(EXPORT, PREFIX)) {
      await page.goto(`${origin}${PREFIX}${route}`, { waitUntil: 'networkidle' });
      expect(await page.title(), route).toMatch(/ \| Staking API$/);
      // The logo, every image and stylesheet of the page loaded.
      const brokenImages = await page.$$eval('img', (images) =>
        images
          .filter(
            (image) =>
              image.complete &&
              image.naturalWidth === 0 &&
              getComputedStyle(image).display !== 'none',
          )
          .map((image) => image.src),
      );
      expect(brokenImages, route).toEqual([]);
      // Every same-site link of the page stays under the sub-path.
      const links = await page.$$eval('a[href]', (anchors) =>
        anchors.map((a) => (a as HTMLAnchorElement).href),
      );
      const strays = links.filter(
        (href) => href.startsWith(origin) && !new URL(href).pathname.startsWith(`${PREFIX}/`),
      );
      expect(strays, route).toEqual([]);
      // Outbound links give the other site neither this window nor the page's address.
      const outbound = await page.$$eval('a[href^="http"]', (anchors) =>
        anchors
          .filter((a) => new URL((a as HTMLAnchorElement).href).origin !== location.origin)
          .map((a) => `${a.getAttribute('href')} rel=${a.getAttribute('rel')}`),
      );
      expect(
        outbound.filter((entry) => !/rel=(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/.test(entry)),
        route,
      ).toEqual([]);
    }
    expect(failed).toEqual([]);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    // Every route of the sitemap (about a hundred, 60 of them operation pages), each until the
    // network is idle (half a second at least): 15 s on a quiet machine, 55–60 s in CI.
  });

  it('navigates client-side, searches and opens the interactive reference under the sub-path', async () => {
    const { page } = await newPage();
    const failed = recordFailures(page);
    await page.goto(`${origin}${PREFIX}/docs/welcome/`, { waitUntil: 'networkidle' });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'API Reference', exact: true })
      .click();
    await page.waitForURL(`${origin}${PREFIX}/api/`);
    // The downloads.
    const yaml = await page.getByRole('link', { name: 'openapi.yaml' }).getAttribute('href');
    expect(yaml).toBe(`${PREFIX}/openapi.yaml`);
    expect((await fetch(`${origin}${yaml}`)).status).toBe(200);
    // Search: Pagefind's script and index from the sub-path; a result opens under it.
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    // Whichever guide ranks first (the ranking has tests of its own), it opens under the sub-path.
    await dialog.getByRole('combobox', { name: 'Search terms' }).fill('states of a transaction');
    const first = dialog.getByRole('option').first();
    await first.waitFor();
    await first.click();
    await page.waitForURL(new RegExp(`^${origin}${PREFIX}/docs/`));
    // An operation's result (the index is given its page with the metadata put in) shows its call
    // and opens its page under the sub-path.
    await page.keyboard.press('Control+k');
    await dialog.getByRole('combobox', { name: 'Search terms' }).fill('forgeSolStake');
    await dialog
      .getByText(/results? for "forgeSolStake"/)
      .first()
      .waitFor();
    const operation = dialog.getByRole('option').first();
    await expect(operation.innerText()).resolves.toContain('POST');
    await expect(operation.innerText()).resolves.toContain('/v1/transactions/SOL/forge/stake');
    await operation.click();
    await page.waitForURL(`${origin}${PREFIX}/api/operations/forgeSolStake/`);
    // Elements on /api: the description from the sub-path's /openapi.json and its stylesheet.
    await page.goto(`${origin}${PREFIX}/api/?try#/operations/forgeSolStake`, { waitUntil: 'load' });
    await page
      .locator('.sl-elements')
      .getByRole('heading', { level: 1, name: 'Stake SOL with a validator' })
      .waitFor({ timeout: 20_000 });
    await expect(
      page.locator(`link[rel="stylesheet"][href="${PREFIX}/vendor/elements.css"]`).count(),
    ).resolves.toBe(1);
    // An old deep link lands on the operation's page under the sub-path.
    await page.goto(`${origin}${PREFIX}/api/#/operations/getStatus`, { waitUntil: 'load' });
    await page.waitForURL(`${origin}${PREFIX}/api/operations/getStatus/`);
    expect(failed).toEqual([]);
  });

  it('the progress bar stays off for a table-of-contents link, and ends after a route change', async () => {
    const { page } = await newPage();
    await page.clock.install();
    await page.goto(`${origin}${PREFIX}/docs/core-concepts/`, { waitUntil: 'networkidle' });
    // The page's clock stands still: the bar's 200 ms delay passes only when the test says so.
    await page.clock.pauseAt(Date.now() + 1_000);
    const toc = page.getByRole('navigation', { name: 'On this page' }).first();
    const entry = toc.getByRole('link').first();
    const hash = (await entry.getAttribute('href'))!;
    await entry.click();
    await page.waitForURL(`${origin}${PREFIX}/docs/core-concepts/${hash}`);
    await page.clock.runFor(1_000);
    await expect(page.locator('#nprogress').count()).resolves.toBe(0);

    await page.clock.resume();
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Reporting', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Reporting', exact: true }).waitFor();
    await page.waitForSelector('#nprogress', { state: 'detached' });
  });

  it('shows the 404 page, with the navbar and a way home, for an unknown path', async () => {
    const { page } = await newPage();
    const response = await page.goto(`${origin}${PREFIX}/no-such-page/`, {
      waitUntil: 'networkidle',
    });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Page not found',
    );
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${origin}${PREFIX}/`);
  });

  it('writes the sub-path into the sitemap, robots.txt and the headers file', async () => {
    const sitemap = await (await fetch(`${origin}${PREFIX}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.filter((p) => !p.startsWith(`${PREFIX}/`))).toEqual([]);
    const robots = await (await fetch(`${origin}${PREFIX}/robots.txt`)).text();
    expect(robots).toMatch(new RegExp(`Sitemap: https?://[^/]+${PREFIX}/sitemap.xml`));
    const headers = fs.readFileSync(path.join(EXPORT, '_headers'), 'utf8');
    expect(
      headers
        .split('\n')
        .filter((line) => line.startsWith('/'))
        .every((line) => line.startsWith(`${PREFIX}/`)),
    ).toBe(true);
  });
});
