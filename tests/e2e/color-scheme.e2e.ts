import { afterAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { closeBrowser, openPage } from './harness';

afterAll(closeBrowser);

// content/site.config.ts sets respectPrefersColorScheme: true.
describe('color mode follows the system until the reader chooses', () => {
  it('a first visit from a browser preferring dark shows dark', async () => {
    const { page, errors } = await openPage('/docs/welcome/', { colorScheme: 'dark' });
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    // What the reader sees: a dark page background, not white.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r + g + b).toBeLessThan(3 * 64);
    expect(errors).toEqual([]);
  });

  it('a first visit from a browser preferring light shows light', async () => {
    const { page } = await openPage('/docs/welcome/', { colorScheme: 'light' });
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(
      'light',
    );
  });

  it("the reader's choice wins over the system preference", async () => {
    const { page } = await openPage('/docs/welcome/', {
      colorScheme: 'dark',
      localStorage: { [STORAGE_KEYS.colorMode]: 'light' },
    });
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(
      'light',
    );
  });
});
