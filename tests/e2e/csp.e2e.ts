import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, openPage, SPEC_ROUTES, untilHydrated } from './harness';

afterAll(closeBrowser);

/**
 * Records every Content Security Policy violation of the page: the DOM event (a blocked
 * script, style, image, connection or WebAssembly compile) and Chromium's console report.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.context().addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

describe('Content Security Policy', () => {
  it('is sent with each page with the security headers, and allows no inline script by "unsafe-inline"', async () => {
    const response = await fetch(`${baseUrl}/docs/welcome/`);
    // npm start sends the part of the policy every page shares (serve takes at most 50 header
    // rules); the page's <meta> carries its own script hashes, and the browser enforces both.
    expect(response.headers.get('content-security-policy')).toBe(
      "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/
      .exec(await response.text())![1]
      .replace(/&#x27;|&apos;/g, "'");
    expect(csp).toMatch(/(^|; )default-src 'self'(;|$)/);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'wasm-unsafe-eval'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    // Static hosts get the page's whole policy as a header (out/_headers, no limit on rules).
    const headers = fs.readFileSync(path.join('out', '_headers'), 'utf8');
    expect(headers).toMatch(
      /\n\/docs\/welcome\/\n {2}Content-Security-Policy: default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'wasm-unsafe-eval'[^\n]*frame-ancestors 'none'\n/,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    // Files get the security headers too.
    const file = await fetch(`${baseUrl}/openapi.json`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('is also in each page as a <meta> tag before any script, with no third-party origin', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
    expect(meta).not.toBeNull();
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      html.indexOf('<script'),
    );
    // Without an analytics id: the site, the local sandbox Try It calls, data: images. Nothing else.
    const origins = meta![1].match(/https?:\/\/[^\s;]+/g) ?? [];
    expect(origins).toEqual(['http://127.0.0.1:4010']);
  });

  it('blocks an inline script it does not know (the policy is really enforced)', async () => {
    const { page } = await openPage('/docs/welcome');
    const violations = await watchViolations(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await expect(
      page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).resolves.toBeUndefined();
    await expect.poll(violations).not.toEqual([]);
  });

  it('lets every route, the 404 page, search and the interactive reference work with no violation', async () => {
    const { page } = await openPage('about:blank');
    const violations = await watchViolations(page);
    for (const route of [...SPEC_ROUTES.map((r) => r.path), '/no-such-page/']) {
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      expect(await violations(), route).toEqual([]);
    }
    // Search: the dialog's chunk, Pagefind's script, its WebAssembly and index.
    await page.goto(`${baseUrl}/docs/welcome/`, { waitUntil: 'networkidle' });
    await untilHydrated(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await dialog.getByRole('combobox', { name: 'Search terms' }).fill('submitHash');
    await dialog.getByRole('option').first().waitFor();
    expect(await violations(), 'search').toEqual([]);
    // The interactive reference: Elements, its stylesheet, the description from /openapi.json.
    await page.goto(`${baseUrl}/api/?try#/operations/forgeSolStake`, { waitUntil: 'load' });
    await page
      .locator('.sl-elements')
      .getByRole('heading', { level: 1, name: 'Stake SOL with a validator' })
      .waitFor({ timeout: 20_000 });
    await page.locator('.sl-elements').getByRole('button', { name: 'Send API Request' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations(), 'Elements').toEqual([]);
  });
});
