import { afterAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { deferred } from '../deferred';
import { baseUrl, closeBrowser, openPage, untilHydrated } from './harness';

afterAll(closeBrowser);

const MOBILE = 900;

describe('mobile menu below 996 px', () => {
  it('opens on the docs menu, goes back to the main menu, and closes on Escape', async () => {
    const { page, errors } = await openPage('/docs/core-concepts', { width: MOBILE });
    const toggle = page.getByRole('button', { name: 'Navigation menu', exact: true });
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).count()).resolves.toBe(0);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(menu.getAttribute('id')).resolves.toBe(await toggle.getAttribute('aria-controls'));
    const current = menu.getByRole('link', { name: 'Core concepts' });
    await expect(current.getAttribute('aria-current')).resolves.toBe('page');
    // The page behind stays put: a wheel over the backdrop scrolls nothing.
    await page.mouse.move(880, 400);
    await page.mouse.wheel(0, 600);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await menu.getByRole('button', { name: /Back to main menu/ }).click();
    await expect(menu.getByRole('link', { name: 'API Reference' }).isVisible()).resolves.toBe(true);
    await expect(menu.getByRole('link', { name: 'Core concepts' }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    // The browser closes the <dialog> at once and tells the page with its close event.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    ).resolves.toBe('Navigation menu');
    await expect(
      page.evaluate(() => getComputedStyle(document.documentElement).overflow),
    ).resolves.not.toBe('hidden');
    expect(errors).toEqual([]);
  });

  it('follows a docs link from the menu and closes it', async () => {
    const { page } = await openPage('/docs/welcome', { width: MOBILE });
    // A tap before the page is hydrated reaches no handler.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Navigation menu', exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Reporting', exact: true }).click();
    await page.waitForURL(`${baseUrl}/docs/reporting/`);
    await page.waitForFunction(
      () => (document.getElementById('mobile-sidebar') as HTMLDialogElement | null)?.open === false,
    );
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Reporting');
  });

  it('has no toggle and no items hidden at 996 px', async () => {
    const { page } = await openPage('/', { width: 996 });
    await expect(
      page.getByRole('button', { name: 'Navigation menu', exact: true }).isVisible(),
    ).resolves.toBe(false);
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Guides' })
        .isVisible(),
    ).resolves.toBe(true);
    await page.setViewportSize({ width: 995, height: 800 });
    await expect(
      page.getByRole('button', { name: 'Navigation menu', exact: true }).isVisible(),
    ).resolves.toBe(true);
  });
});

describe('navbar on scroll: hidden going down, back going up', () => {
  it('hides on scroll down, comes back on scroll up, without moving the page', async () => {
    const { page } = await openPage('/docs/core-concepts');
    const header = page.getByRole('banner');
    const headingTop = () =>
      page
        .getByRole('heading', { level: 1 })
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await headingTop();
    await page.mouse.wheel(0, 30);
    await page.waitForFunction(() => window.scrollY >= 30);
    // The scroll event is handled and rendered within the next two frames.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(header.getAttribute('data-hidden')).resolves.toBeNull();
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector('header')?.hasAttribute('data-hidden'));
    // Its slide out ends above the viewport.
    await expect
      .poll(async () => {
        const box = await header.boundingBox();
        return box!.y + box!.height;
      })
      .toBeLessThanOrEqual(0);
    expect(await headingTop()).toBe(before);
    await page.mouse.wheel(0, -100);
    await page.waitForFunction(
      () => !document.querySelector('header')?.hasAttribute('data-hidden'),
    );
  });
});

describe('color mode: system first, then the chosen mode, kept', () => {
  it('starts from the system preference, persists the choice across a reload, with no flash', async () => {
    // respectPrefersColorScheme is on: a first visit follows the system (light here, dark in color-scheme.e2e.ts).
    const { page, context, errors } = await openPage('/docs/welcome', { colorScheme: 'light' });
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(
      'light',
    );
    await page
      .getByRole('button', { name: /^Switch to light mode \(currently system mode\)$/ })
      .click();
    const toggle = page.getByRole('button', {
      name: /^Switch to dark mode \(currently light mode\)$/,
    });
    await toggle.click();
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    await expect(
      page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.colorMode),
    ).resolves.toBe('dark');
    // The theme must be on <html> before any paint: record it from the first script that runs.
    await context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { firstTheme?: string }).firstTheme =
            document.documentElement.dataset.theme;
      });
    });
    await page.reload();
    await expect(
      page.evaluate(() => (window as unknown as { firstTheme?: string }).firstTheme),
    ).resolves.toBe('dark');
    // The button names the stored mode once the page has hydrated.
    await page
      .getByRole('button', { name: 'Switch to system mode (currently dark mode)' })
      .waitFor();
    await expect(
      page.getByRole('button', { name: 'Switch to system mode (currently dark mode)' }).count(),
    ).resolves.toBe(1);
    expect(errors).toEqual([]);
  });

  it('ignores an unexpected stored color mode with a warning, never a broken page', async () => {
    const { page, errors } = await openPage('/', {
      localStorage: { [STORAGE_KEYS.colorMode]: 'sepia' },
    });
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.reload();
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(
      'light',
    );
    expect(warnings.join('\n')).toContain('Ignoring the stored color mode "sepia"');
    expect(errors).toEqual([]);
  });
});

describe('announcement bar: closed for good', () => {
  it('stays closed across a reload once closed', async () => {
    const { page } = await openPage('/');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar.isVisible()).resolves.toBe(true);
    await bar.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar.isVisible()).resolves.toBe(false);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcement' }).isVisible()).resolves.toBe(
      false,
    );
  });

  it('shows again for a new announcement id', async () => {
    const { page } = await openPage('/', {
      localStorage: { [STORAGE_KEYS.announcementDismissedId]: 'an-older-announcement' },
    });
    await expect(page.getByRole('region', { name: 'Announcement' }).isVisible()).resolves.toBe(
      true,
    );
  });
});

describe('search (navbar item "search")', () => {
  it('loads the dialog on first use only, finds a page and links to it', async () => {
    const { page, errors } = await openPage('/docs/welcome');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => url.includes('/pagefind/'))).toEqual([]);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await dialog.waitFor();
    await page.keyboard.type('broadcast');
    const result = dialog.getByRole('option').first();
    await result.waitFor();
    expect(await result.getAttribute('href')).toMatch(/^\/(docs|api\/operations)\//);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The browser hides the dialog at once and fires its close event in a later task, whose
    // handler gives the focus back to the button: wait for that task, not only for the hiding.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain('Search');
    expect(errors).toEqual([]);
  });

  it("shows an error box with 'Retry' when its chunk fails, and Retry recovers", async () => {
    const { page } = await openPage('/docs/welcome');
    await page.waitForLoadState('networkidle');
    // Every script fetched from now on is the lazily loaded dialog (or its parts).
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.getByRole('button', { name: /Search/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('The search could not be loaded.');
    await page.unroute('**/_next/static/chunks/**');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('dialog', { name: 'Search the docs' }).waitFor();
  });
});

describe('progress bar: only for slow navigations, no spinner', () => {
  it('shows no bar before 200 ms, none for a page there by then, and no spinner', async () => {
    const { page } = await openPage('/docs/welcome');
    await page.waitForLoadState('networkidle');
    // Measured in the page's own clock from the click: when the bar first shows, when the next
    // page's heading does, and whether a spinner ever does. How fast the navigation is depends on
    // the machine; the rule holds either way: no bar before 200 ms, and none at all for a page that
    // is there by then.
    await page.evaluate(() => {
      const seen = window as unknown as Record<string, number | boolean | undefined>;
      document.addEventListener('click', () => (seen.clickedAt ??= performance.now()), {
        capture: true,
      });
      new MutationObserver(() => {
        if (seen.barAt === undefined && document.querySelector('#nprogress'))
          seen.barAt = performance.now();
        if (document.querySelector('#nprogress .spinner')) seen.spinner = true;
        const heading = document.querySelector('h1');
        if (seen.pageAt === undefined && heading?.textContent?.includes('Core concepts'))
          seen.pageAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // The next page's payload answers at once (served by the test from the export).
    const payload = await (await fetch(`${baseUrl}/docs/core-concepts/index.txt`)).text();
    await page.route(/\/docs\/core-concepts\/index\.txt\?/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: payload }),
    );
    await untilHydrated(page);
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Core concepts' })
      .click();
    await page.waitForURL(`${baseUrl}/docs/core-concepts/`);
    await page.getByRole('heading', { level: 1, name: 'Core concepts' }).waitFor();
    // Long enough after the click for a start that was not cancelled to have shown the bar.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const { clickedAt } = window as unknown as { clickedAt: number };
          setTimeout(resolve, Math.max(0, clickedAt + 500 - performance.now()));
        }),
    );
    const { clickedAt, barAt, pageAt, spinner } = await page.evaluate(() => {
      const w = window as unknown as Record<string, number | boolean | undefined>;
      return { clickedAt: w.clickedAt, barAt: w.barAt, pageAt: w.pageAt, spinner: w.spinner };
    });
    expect(typeof clickedAt).toBe('number');
    expect(typeof pageAt).toBe('number');
    if (barAt !== undefined) expect(Number(barAt) - Number(clickedAt)).toBeGreaterThanOrEqual(199);
    if (Number(pageAt) - Number(clickedAt) < 200) expect(barAt).toBeUndefined();
    expect(spinner).toBeUndefined();
  });

  it(
    'shows a bar without a spinner while the next page takes longer than 200 ms, and removes ' +
      'it when the page is there',
    async () => {
      const { page } = await openPage('/docs/welcome');
      // The payloads of navigations are held until the test lets them through (the page's own, which
      // its HTML loads, comes at once): the next page cannot arrive before the bar shows, however fast
      // or slow the machine is.
      const payloads = deferred<void>();
      await page.route(/index\.txt\?_rsc=/, async (route) => {
        await payloads.promise;
        await route.continue().catch(() => {});
      });
      await page.reload({ waitUntil: 'load' });
      // A click before the page is hydrated is a page load, which shows no bar.
      await page.waitForLoadState('networkidle');
      await page
        .getByRole('navigation', { name: 'Docs sidebar' })
        .getByRole('link', { name: 'Support', exact: true })
        .click();
      await page.waitForSelector('#nprogress .bar', { timeout: 10_000 });
      // The bar shows while the reader still sees the page they left.
      expect(new URL(page.url()).pathname).toMatch(/^\/docs\/welcome\/?$/);
      await expect(page.locator('#nprogress .spinner').count()).resolves.toBe(0);
      payloads.resolve();
      await page.waitForURL(`${baseUrl}/docs/support/`);
      await page.waitForSelector('#nprogress', { state: 'detached', timeout: 5000 });
    },
  );
});

describe('privacy: no request to another host', () => {
  it('sends no request to a host other than the site itself', async () => {
    const { page } = await openPage('/docs/welcome');
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Reporting', exact: true })
      .click();
    await page.waitForURL(`${baseUrl}/docs/reporting/`);
    await page.waitForLoadState('networkidle');
    expect([...hosts].filter((host) => host !== '127.0.0.1' && host !== 'localhost')).toEqual([]);
  });
});
