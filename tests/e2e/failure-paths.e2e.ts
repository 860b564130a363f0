import type { Page, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, openPage, untilHydrated } from './harness';

afterAll(closeBrowser);

const CHUNKS = '**/_next/static/chunks/**';

/**
 * A real fault in a real page, without shipping a trigger: the browser receives the production
 * chunk of the docs pages' "Copy page as Markdown" button with one change: the key it looks its
 * label up by, when it renders, computed by a function that throws (an error with a cause) while
 * window.__plantedCrash is set. The page's own code then throws while React renders it, as a bug
 * in that component would.
 */
const LABEL_LOOKUP = '("theme.pageActions.copyMarkdown")';
async function plantCrash(page: Page) {
  let patched = 0;
  await page.route(CHUNKS, async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(LABEL_LOOKUP)) return route.fulfill({ response });
    patched += 1;
    const faulty = body.replace(
      LABEL_LOOKUP,
      '((()=>{if(window.__plantedCrash)throw new Error("Could not render the page",{cause:new ' +
        'Error("The Markdown copy is unreadable",{cause:new Error("Planted fault")})});return ' +
        '"theme.pageActions.copyMarkdown"})())',
    );
    return route.fulfill({ response, body: faulty });
  });
  return () => patched;
}

/** The chunks a page needs that /docs/welcome does not: they load only when the reader goes there. */
async function chunksOnlyOn(path: string): Promise<Set<string>> {
  const seen = async (route: string) => {
    const { page } = await openPage('about:blank');
    const chunks = new Set<string>();
    page.on(
      'request',
      (request) =>
        request.url().includes('/_next/static/chunks/') &&
        chunks.add(new URL(request.url()).pathname),
    );
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    return chunks;
  };
  const onDocs = await seen('/docs/welcome/');
  return new Set([...(await seen(path))].filter((chunk) => !onDocs.has(chunk)));
}

describe('failure paths in the browser', () => {
  it('a page that throws shows "This page crashed." with the cause chain, and "Try again" renders it', async () => {
    const { page } = await openPage('about:blank');
    const patched = await plantCrash(page);
    await page.goto(`${baseUrl}/docs/welcome/`, { waitUntil: 'networkidle' });
    expect(patched()).toBeGreaterThan(0);
    // Unarmed, the patched code renders the page as usual; armed only once React has hydrated it,
    // so that the crash comes from the navigation, not from hydrating the page it starts on.
    await page.getByRole('button', { name: 'Copy page as Markdown' }).waitFor();
    await untilHydrated(page);

    await page.evaluate(
      () => ((window as unknown as { __plantedCrash: boolean }).__plantedCrash = true),
    );
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Core concepts' })
      .click();
    const title = page.getByRole('heading', { level: 1, name: 'This page crashed.' });
    await title.waitFor();
    const main = await page.getByRole('main').innerText();
    expect(main).toContain('Error: Could not render the page');
    const causes = await page
      .getByRole('list', { name: 'Caused by' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(causes).toEqual([
      'Cause: Error: The Markdown copy is unreadable',
      'Cause: Error: Planted fault',
    ]);
    // The site around the page still works.
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);

    await page.evaluate(
      () => ((window as unknown as { __plantedCrash: boolean }).__plantedCrash = false),
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Core concepts' }).waitFor();
    await page.getByRole('button', { name: 'Copy page as Markdown' }).waitFor();
    await expect(title.count()).resolves.toBe(0);
  });

  it('a chunk that fails to load on navigation warns and reloads the page once, never twice', async () => {
    const apiChunks = await chunksOnlyOn('/api/');
    expect(apiChunks.size).toBeGreaterThan(0);
    const { page } = await openPage('about:blank');
    // A deployment replaced the chunks: every try to fetch /api's own code fails, also after the reload.
    await page.route(CHUNKS, (route) =>
      apiChunks.has(new URL(route.request().url()).pathname)
        ? route.abort('failed')
        : route.continue(),
    );
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    const documentLoads: string[] = [];
    page.on(
      'request',
      (request) =>
        request.resourceType() === 'document' &&
        documentLoads.push(new URL(request.url()).pathname),
    );

    // /api's chunks that failed after the reload: the reloaded page met the same failure.
    let failedAfterReload = 0;
    page.on('requestfailed', (request) => {
      if (documentLoads.length === 2 && apiChunks.has(new URL(request.url()).pathname))
        failedAfterReload += 1;
    });

    await page.goto(`${baseUrl}/docs/welcome/`, { waitUntil: 'networkidle' });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'API Reference', exact: true })
      .click();
    await expect
      .poll(() => documentLoads, { timeout: 15_000 })
      .toEqual(['/docs/welcome/', '/api/']);
    // The reloaded page fails to load the same chunks and settles (the guard holds for 10 s):
    // a second reload, were there one, would have started by now.
    await expect.poll(() => failedAfterReload, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(documentLoads).toEqual(['/docs/welcome/', '/api/']);
    expect(
      warnings.filter((text) => text.includes('Failed to preload the next page, reloading it.')),
    ).toHaveLength(1);
    // The reloaded page is /api's server-rendered reference, readable without the failed code.
    await expect(page.getByRole('heading', { level: 1 }).first().innerText()).resolves.toBe(
      'API Reference',
    );
  });

  it('an unknown path shows the 404 page with the navbar and a way home', async () => {
    const { page } = await openPage('/no/such/page/');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Page not found',
    );
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });
});
