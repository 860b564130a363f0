/**
 * Client-side navigation on an export whose pages carry their payload once: in index.txt, which
 * the page's HTML loads (scripts/build/html-payload.mjs) and a navigation fetches, with no
 * per-segment prefetch files (scripts/build/prune-export.mjs). A reader clicks through pages of
 * every template with the network watched.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, newPage, untilHydrated } from './harness';

afterAll(closeBrowser);

/** Every request of the page from now on, as site paths with their query, and every failed response. */
function watchNetwork(page: Page) {
  const requests: { path: string; type: string }[] = [];
  const failures: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    requests.push({ path: url.pathname + url.search, type: request.resourceType() });
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failures.push(`failed ${request.url()}`));
  return { requests, failures };
}

describe('client-side navigation with the payload sent once', () => {
  it(
    'loads a page with its payload fetched once beside its HTML, then moves between docs, API ' +
      'and list pages without reloading',
    async () => {
      const { page, errors } = await newPage();
      const network = watchNetwork(page);
      const response = await page.goto(`${baseUrl}/docs/welcome/`, { waitUntil: 'load' });
      // The HTML holds what a reader sees and not the payload again.
      const html = await response!.text();
      expect(html).toContain('Welcome</h1>');
      expect(html).not.toContain('self.__next_f.push');
      await untilHydrated(page);
      // Once: the head's preload, which the loader's fetch takes.
      expect(
        network.requests
          .filter(({ path }) => path.startsWith('/docs/welcome/index.txt'))
          .map(({ path }) => path),
      ).toEqual(['/docs/welcome/index.txt']);
      // The logo of the color mode shown (light here), never the other one's. Both are lazy, so the
      // browser fetches the shown one once the page is laid out: wait until it is there.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('img[src^="/logo"]')].some(
          (img) => img.complete && img.naturalWidth > 0 && img.checkVisibility(),
        ),
      );
      expect([
        ...new Set(
          network.requests.filter(({ path }) => path.startsWith('/logo')).map(({ path }) => path),
        ),
      ]).toEqual(['/logo.svg']);
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

      const steps: { click: () => Promise<void>; url: string; heading: RegExp }[] = [
        {
          click: () =>
            page
              .getByRole('navigation', { name: 'Docs sidebar' })
              .getByRole('link', { name: 'Core concepts' })
              .click(),
          url: '/docs/core-concepts/',
          heading: /^Core concepts$/,
        },
        {
          click: () =>
            page
              .getByRole('navigation', { name: 'Main' })
              .getByRole('link', { name: 'API Reference' })
              .click(),
          url: '/api/',
          heading: /^API Reference$/,
        },
        {
          click: () =>
            page
              .getByRole('link', { name: 'Check that the API is up', exact: true })
              .first()
              .click(),
          url: '/api/operations/getStatus/',
          heading: /Check that the API is up/,
        },
        {
          click: () =>
            page
              .getByRole('link', { name: /^All \d+ guides and examples that use this operation$/ })
              .click(),
          url: '/api/guides/getStatus/',
          heading: /^Guides that use/,
        },
        {
          click: () =>
            page.getByRole('main').getByRole('link', { name: 'Welcome' }).first().click(),
          url: '/docs/welcome/',
          heading: /^Welcome$/,
        },
      ];
      for (const step of steps) {
        const before = network.requests.length;
        await step.click();
        await page.waitForURL(`${baseUrl}${step.url}`);
        await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toMatch(
          step.heading,
        );
        const made = network.requests.slice(before);
        // One payload, the next page's, and no page load.
        expect(
          made.filter(({ type }) => type === 'document'),
          step.url,
        ).toEqual([]);
        expect(
          made.filter(({ path }) => path.startsWith(`${step.url}index.txt?_rsc=`)),
          step.url,
        ).toHaveLength(1);
      }
      await page.goBack();
      await page.waitForURL(`${baseUrl}/api/guides/getStatus/`);
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toMatch(
        /^Guides that use/,
      );
      await expect(
        page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
      ).resolves.toBe(true);
      expect(network.requests.filter(({ path }) => /\/__next\.[^/]*\.txt/.test(path))).toEqual([]);
      expect(network.failures).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it(
    'reads a docs page fully without JavaScript: its text, tables, code, warnings, sidebar, ' +
      'contents and paginator',
    async () => {
      const { page } = await newPage({ javaScriptEnabled: false });
      await page.goto(`${baseUrl}/docs/core-concepts/`, { waitUntil: 'load' });
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
        'Core concepts',
      );
      for (const heading of [
        'Staking identifiers',
        'Transaction states',
        'Chain-specific rules',
        'Sources',
      ]) {
        await expect(
          main.getByRole('heading', { level: 2, name: heading }).isVisible(),
          heading,
        ).resolves.toBe(true);
      }
      await expect(
        main
          .getByRole('heading', { level: 3, name: 'Solana: withdraw only after deactivation' })
          .isVisible(),
      ).resolves.toBe(true);
      await expect(main.getByRole('table').count()).resolves.toBeGreaterThanOrEqual(1);
      await expect(main.getByRole('table').first().isVisible()).resolves.toBe(true);
      await expect(main.locator('pre code').first().isVisible()).resolves.toBe(true);
      await expect(
        page
          .getByRole('note', { name: 'Ethereum-style keys' })
          .or(page.getByLabel('Ethereum-style keys'))
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await expect(
        page
          .getByRole('navigation', { name: 'Docs sidebar' })
          .getByRole('link', { name: 'Welcome' })
          .getAttribute('href'),
      ).resolves.toBe('/docs/welcome/');
      await expect(
        page
          .getByRole('navigation', { name: 'On this page' })
          .getByRole('link', { name: 'Transaction states' })
          .getAttribute('href'),
      ).resolves.toBe('#transaction-states');
      const next = page
        .getByRole('navigation', { name: 'Docs pages' })
        .getByRole('link', { name: /Register an account/ });
      await next.click();
      await page.waitForURL(`${baseUrl}/docs/register-account/`);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1 }).innerText(),
      ).resolves.toBe('Register an account');
    },
  );

  it('reads fully without JavaScript: the page, its sidebar and its links to the rest', async () => {
    const { page } = await newPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/api/operations/getStatus/`, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Check that the API is up',
    );
    await expect(
      page
        .getByRole('navigation', { name: 'API reference' })
        .getByRole('link', { name: 'All operations' })
        .getAttribute('href'),
    ).resolves.toBe('/api/');
    const all = page.getByRole('link', {
      name: /^All \d+ guides and examples that use this operation$/,
    });
    await expect(all.getAttribute('href')).resolves.toBe('/api/guides/getStatus/');
    await all.click();
    await page.waitForURL(`${baseUrl}/api/guides/getStatus/`);
    await expect(page.getByRole('main').getByRole('listitem').count()).resolves.toBeGreaterThan(8);
  });
});
