import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { baseUrl, closeBrowser, openPage, SPEC_ROUTES } from './harness';

afterAll(closeBrowser);

/**
 * Every rule axe has, not only the WCAG tags: its best-practice and experimental rules too
 * (label-content-name-mismatch, focus-order-semantics, hidden-content, p-as-heading, …).
 * Naming the rules makes axe run the experimental ones, which it leaves out by default.
 */
const ALL_RULES = axe.getRules().map((rule) => rule.ruleId);

async function findings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(ALL_RULES).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility: every axe rule on every route, light at 1280 px and dark at 412 px', () => {
  it('runs the experimental and best-practice rules too', () => {
    expect(ALL_RULES).toContain('label-content-name-mismatch');
    expect(ALL_RULES).toContain('region');
    expect(ALL_RULES.length).toBeGreaterThan(90);
  });

  // Both modes and both widths, each route in two of the four combinations: a full axe run takes
  // 5-20 s a page on the CI machine, and all four would cost CI about twice as long.
  const COMBINATIONS = [
    { mode: 'light', width: 1280 },
    { mode: 'dark', width: 412 },
  ] as const;
  for (const route of [...SPEC_ROUTES.map((r) => r.path), '/no-such-page/']) {
    for (const { mode, width } of COMBINATIONS) {
      it(`${route} has no finding in ${mode} mode at ${width} px`, async () => {
        const { page, context } = await openPage('about:blank', { width, localStorage: { [STORAGE_KEYS.colorMode]: mode } });
        await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
        expect(await findings(page)).toEqual([]);
        await context.close();
      }, 120_000);
    }
  }

  it('the open mobile menu has no finding', async () => {
    const { page, context } = await openPage('/docs/welcome', { width: 900 });
    await page.getByRole('button', { name: 'Navigation menu', exact: true }).click();
    expect(await findings(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
