import { afterAll, describe, expect, it } from 'vitest';
import { findings } from '../../scripts/support/axe.mjs';
import { baseUrl, closeBrowser, openPage } from './harness';

afterAll(closeBrowser);

describe('"Was this page helpful?" on a docs page', () => {
  it('answers from the keyboard, thanks the reader and sends nothing without analytics', async () => {
    const { page, errors } = await openPage('/docs/core-concepts');
    await page.waitForLoadState('networkidle');
    // The browser fetches the page's icon whenever it likes, on a busy machine after the page
    // is idle: that request is the browser's own, not the page's.
    const icons = await page.$$eval('link[rel~="icon"]', (links) =>
      links.map((link) => (link as HTMLLinkElement).href),
    );
    const requested: string[] = [];
    page.on('request', (request) => {
      if (!icons.includes(request.url())) requested.push(request.url());
    });
    const group = page.getByRole('group', { name: 'Was this page helpful?' });
    const yes = group.getByRole('button', { name: 'Yes' });
    await yes.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' }).count()).resolves.toBe(
      1,
    );
    await expect(yes.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(yes.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(requested).toEqual([]);
    const found = await findings(page, {
      include: '[role="group"]',
      tags: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'],
    });
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('social cards', () => {
  it.each([
    ['/docs/welcome/', '/social-cards/docs/welcome.png'],
    [
      '/docs/examples/sol-unstaking-example/',
      '/social-cards/docs/examples/sol-unstaking-example.png',
    ],
    ['/api/operations/forgeSolUnstake/', '/social-cards/api/operations/forgeSolUnstake.png'],
  ])('%s names its own card, a PNG of 1200 x 630 under 15,000 bytes', async (path, card) => {
    const { page } = await openPage(path);
    const og = await page.locator('meta[property="og:image"]').getAttribute('content');
    const twitter = await page.locator('meta[name="twitter:image"]').getAttribute('content');
    expect(og).toBe(`https://docs.staking-api.example${card}`);
    expect(twitter).toBe(og);
    const response = await page.request.get(`${baseUrl}${card}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.length).toBeLessThanOrEqual(15_000);
    // The PNG header: its width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
