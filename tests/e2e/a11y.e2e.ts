import AxeBuilder from '@axe-core/playwright';
import { afterAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { closeBrowser, openPage, SPEC_ROUTES } from './harness';

afterAll(closeBrowser);

/** WCAG 2.0/2.1/2.2 A and AA, as the issue asks; /api is Stoplight Elements' markup and is checked in its own file. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

describe('accessibility (axe) on every route, light and dark', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const route of SPEC_ROUTES.filter((r) => r.path !== '/api')) {
      it(`${route.path} in ${mode} mode has no violations`, async () => {
        const { page, context } = await openPage(route.path, { localStorage: { [STORAGE_KEYS.colorMode]: mode } });
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
        await context.close();
      });
    }
  }

  it('the open mobile menu has no violations', async () => {
    const { page, context } = await openPage('/docs/welcome', { width: 900 });
    await page.getByRole('button', { name: 'Navigation menu', exact: true }).click();
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
