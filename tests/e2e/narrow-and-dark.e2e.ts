/**
 * What a reader sees at 390 px (a phone) and 1280 px, in light and dark mode: inline code in a
 * table keeps its words whole, a code block's Copy button covers no code, the announcement bar
 * is as dark as the page in dark mode and readable (WCAG AA), and the page actions are one row of
 * one style.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, pageActions } from './harness';

afterAll(closeBrowser);

/** sRGB channels 0..255 of a computed colour: rgb(), rgba() or color(srgb …) (color-mix()). */
function channels(colour: string): [number, number, number] {
  const srgb = colour.match(/^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)/);
  if (srgb) return [1, 2, 3].map((i) => Number(srgb[i]) * 255) as [number, number, number];
  const rgb = colour.match(/^rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)/);
  if (!rgb) throw new Error(`Not a colour this test reads: ${colour}`);
  return [1, 2, 3].map((i) => Number(rgb[i])) as [number, number, number];
}

/** WCAG 2 relative luminance. */
function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Opens a page at a width in a mode, hydrated. */
async function open(path: string, width: number, colorScheme: 'light' | 'dark'): Promise<Page> {
  const { page, errors } = await openPage(path, { width, colorScheme });
  expect(errors).toEqual([]);
  return page;
}

const VIEWS = [390, 1280].flatMap((width) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ width, colorScheme })),
);

describe.each(VIEWS)('at $width px, $colorScheme', ({ width, colorScheme }) => {
  it('inline code in a table cell stays whole on one line ("PENDING", not "PENDIN" "G")', async () => {
    const page = await open('/docs/core-concepts/', width, colorScheme);
    const cells = await page
      .locator('main table code')
      .evaluateAll((codes) =>
        codes.map((code) => [code.textContent, code.getClientRects().length]),
      );
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.filter(([, lines]) => lines !== 1)).toEqual([]);
    expect(cells.map(([text]) => text)).toContain('PENDING');
    // The page itself never scrolls sideways: a wide table scrolls in its own box.
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).resolves.toBe(true);
  });

  it("a code block's Copy button covers none of its code, scrolled to the end", async () => {
    for (const path of ['/docs/core-concepts/', '/docs/examples/cosmos-staking-example/']) {
      const page = await open(path, width, colorScheme);
      const covered = await page.evaluate(() => {
        const found: string[] = [];
        for (const button of document.querySelectorAll('main pre + button, main pre ~ button')) {
          const pre = button.parentElement!.querySelector('pre')!;
          pre.scrollLeft = pre.scrollWidth;
          const box = button.getBoundingClientRect();
          const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            const last = text.trimEnd().length - 1;
            if (last < 0) continue;
            const range = document.createRange();
            range.setStart(node, last);
            range.setEnd(node, last + 1);
            const char = range.getBoundingClientRect();
            const overlaps =
              char.right > box.left &&
              char.left < box.right &&
              char.bottom > box.top &&
              char.top < box.bottom;
            if (overlaps) found.push(text.trim());
          }
        }
        return found;
      });
      expect(covered, path).toEqual([]);
    }
  });

  it('the announcement bar matches the mode, its text and link readable (AA, 4.5:1)', async () => {
    const page = await open('/docs/welcome/', width, colorScheme);
    const bar = page.getByRole('region', { name: 'Announcement' });
    const [background, text, link, pageBackground] = await bar.evaluate((section) => [
      getComputedStyle(section).backgroundColor,
      getComputedStyle(section).color,
      getComputedStyle(section.querySelector('a')!).color,
      getComputedStyle(document.body).backgroundColor,
    ]);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(link, background)).toBeGreaterThanOrEqual(4.5);
    if (colorScheme === 'dark') {
      // Dark like the page: no light band across the top of a dark page.
      expect(luminance(background)).toBeLessThan(0.1);
      expect(luminance(pageBackground)).toBeLessThan(0.1);
    } else {
      expect(luminance(background)).toBeGreaterThan(0.8);
    }
  });

  it('the page actions are one row of actions of one style', async () => {
    const page = await open('/docs/welcome/', width, colorScheme);
    const looks = await pageActions(page);
    expect(looks.length).toBe(4);
    expect(new Set(looks.map(({ look }) => look)).size).toBe(1);
    expect(looks[0]!.look).toMatch(/^solid 1px .* none /);
    // One line, inside the screen.
    expect(new Set(looks.map(({ top }) => top)).size).toBe(1);
    const viewport = page.viewportSize()!.width;
    expect(looks.every(({ right }) => right <= viewport)).toBe(true);
    // Their names stay whole when their labels are short.
    await expect(
      page.getByRole('button', { name: 'Copy page as Markdown' }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Open in ChatGPT' }).isVisible()).resolves.toBe(
      true,
    );
  });
});
