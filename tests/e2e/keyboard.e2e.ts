import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, openPage } from './harness';

afterAll(closeBrowser);

/** The focused element as a reader hears it: its accessible name (or text), and where it is. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', within: '' };
    const name = (element.getAttribute('aria-label') ?? element.innerText ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    const region = element.closest('nav[aria-label], dialog[aria-label], header, main');
    return {
      name,
      within: region?.getAttribute('aria-label') ?? region?.tagName.toLowerCase() ?? '',
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element's name matches, at most `limit` times. */
async function tabTo(page: Page, name: RegExp, { back = false, limit = 40 } = {}) {
  const seen: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    seen.push(now.name);
    if (name.test(now.name)) return seen;
  }
  throw new Error(`Tab never reached ${name}; went through: ${seen.join(' | ')}`);
}

describe('keyboard only', () => {
  it('walks the navbar with Tab and Shift+Tab, opens search with Enter and closes it with Escape', async () => {
    const { page } = await openPage('/docs/core-concepts');
    await page.waitForLoadState('networkidle');
    const order = await tabTo(page, /^Search/);
    expect(order[0]).toBe('Skip to main content');
    // The navbar's items in reading order before the search button.
    const guides = order.indexOf('Guides');
    const api = order.indexOf('API Reference');
    expect(guides).toBeGreaterThan(0);
    expect(api).toBeGreaterThan(guides);
    // Shift+Tab goes back the same way.
    const back = await tabTo(page, /^API Reference$/, { back: true });
    expect(back.at(-1)).toBe('API Reference');
    await tabTo(page, /^Search/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page)).name).toBe('Search terms');
    await page.keyboard.type('unbondNonce');
    await dialog.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Search/);
  });

  it('follows a TOC entry with Enter to its heading', async () => {
    const { page } = await openPage('/docs/core-concepts/', { width: 1280 });
    await page.waitForLoadState('networkidle');
    const toc = page.getByRole('navigation', { name: 'On this page' }).first();
    const first = toc.getByRole('link').first();
    const target = (await first.getAttribute('href'))!;
    const name = (await first.innerText()).trim();
    await tabTo(page, new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), {
      limit: 160,
    });
    expect((await focused(page)).within).toBe('On this page');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${baseUrl}/docs/core-concepts/${target}`);
    const inView = await page.locator(target).evaluate((heading) => {
      const { top } = heading.getBoundingClientRect();
      return top >= 0 && top < window.innerHeight;
    });
    expect(inView).toBe(true);
  });

  it(
    'opens the mobile menu with Enter, moves through it with Tab, and Escape returns focus to ' +
      'its button',
    async () => {
      const { page } = await openPage('/docs/core-concepts', { width: 412, height: 800 });
      await tabTo(page, /^Navigation menu$/);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Navigation menu' });
      await menu.waitFor();
      // Focus is inside the menu and Tab keeps it there: the page behind is inert (a modal
      // <dialog>). Past its last entry the focus goes to the browser's own controls (no element
      // of the page), then back to its first.
      const inside: string[] = [];
      for (let i = 0; i < 25; i += 1) {
        await page.keyboard.press('Tab');
        inside.push((await focused(page)).within);
      }
      expect(
        inside.every(
          (within) => within === 'Navigation menu' || within === 'Docs sidebar' || within === '',
        ),
        inside.join(','),
      ).toBe(true);
      expect(inside.filter((within) => within !== '').length).toBeGreaterThan(20);
      await page.keyboard.press('Escape');
      await expect(menu.isVisible()).resolves.toBe(false);
      await expect.poll(async () => (await focused(page)).name).toBe('Navigation menu');
    },
  );
});
