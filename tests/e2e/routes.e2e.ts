import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, openPage, sitemapRoutes, SPEC_ROUTES } from './harness';

afterAll(closeBrowser);

const ROUTES = sitemapRoutes();

describe('every page of the sitemap', () => {
  it('lists every route the site must serve', () => {
    const listed = new Set(ROUTES);
    expect(
      SPEC_ROUTES.map((route) => route.path.replace(/\/?$/, '/')).filter(
        (path) => !listed.has(path),
      ),
    ).toEqual([]);
  });

  // Side by side (vitest.e2e.config.mts): while one page waits for the network to go idle, the
  // next one loads.
  for (const route of ROUTES) {
    it.concurrent(
      `${route} answers with a title of the form "Page | Staking API", one h1 and no console errors`,
      async ({ expect, onTestFinished }) => {
        const { page, errors } = await openPage(route, {}, { onTestFinished });
        expect(await page.title()).toMatch(/^\S.* \| Staking API$/);
        await expect(page.locator('main h1').count()).resolves.toBe(1);
        expect((await page.locator('main').innerText()).length).toBeGreaterThan(80);
        await page.waitForLoadState('networkidle');
        expect(errors).toEqual([]);
      },
    );
  }

  it('reaches every page with and without a trailing slash, with its title', async () => {
    const specTitles = new Map(
      SPEC_ROUTES.map((route) => [route.path.replace(/\/?$/, '/'), route.title]),
    );
    for (const route of ROUTES) {
      const bare = route.length > 1 ? route.replace(/\/$/, '') : route;
      const titles = new Set<string>();
      for (const path of new Set([bare, route])) {
        const response = await fetch(new URL(path, baseUrl));
        expect(response.status, path).toBe(200);
        titles.add(/<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? '');
      }
      expect(titles.size, route).toBe(1);
      const title = specTitles.get(route);
      if (title) expect([...titles][0], route).toBe(title.replace('&', '&amp;'));
    }
  });

  it('answers an unknown path with the not-found page, inside the site layout', async () => {
    const response = await fetch(new URL('/docs/does-not-exist', baseUrl));
    expect(response.status).toBe(404);
    const { page } = await openPage('/docs/does-not-exist');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Page not found',
    );
    expect(await page.title()).toBe('Page not found | Staking API');
    await expect(page.getByRole('banner').count()).resolves.toBe(1);
    await expect(page.getByRole('contentinfo').innerText()).resolves.toContain('2025');
    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });
});

describe('layout', () => {
  it('makes the skip link the first Tab stop, and it moves focus to the main content', async () => {
    const { page } = await openPage('/docs/welcome');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused.innerText()).resolves.toBe('Skip to main content');
    expect(await focused.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content');
  });

  it('shows the navbar links, the footer copyright and the tagline on the home page', async () => {
    const { page } = await openPage('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Guides', 'API Reference']) {
      await expect(nav.getByRole('link', { name, exact: true }).count()).resolves.toBeGreaterThan(
        0,
      );
    }
    for (const name of ['More infos', 'Contact']) {
      const link = nav.getByRole('link', { name: new RegExp(`^${name}`) }).first();
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toContain('noopener');
    }
    await expect(
      nav
        .getByRole('link', { name: /Staking API/ })
        .first()
        .getAttribute('href'),
    ).resolves.toBe('/docs/welcome/');
    await expect(
      page.getByText('A one-stop shop for all staking needs').count(),
    ).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('contentinfo').innerText()).resolves.toMatch(/Copyright © 2025/);
  });

  it('shows the docs sidebar with the current page marked, a TOC of levels 2-3 and prev/next links', async () => {
    const { page } = await openPage('/docs/core-concepts');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(
      sidebar.getByRole('link', { name: 'Core concepts' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expect(
      sidebar.getByRole('link', { name: 'Cosmos staking example' }).isVisible(),
    ).resolves.toBe(true);
    const toc = page.getByRole('navigation', { name: 'On this page' }).first();
    const tocLinks = await toc
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(tocLinks.length).toBeGreaterThan(2);
    for (const href of tocLinks) {
      const level = await page.locator(`[id="${href!.slice(1)}"]`).evaluate((el) => el.tagName);
      expect(['H2', 'H3']).toContain(level);
    }
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link', { name: /Previous/ }).getAttribute('href')).resolves.toBe(
      '/docs/welcome/',
    );
    await expect(pager.getByRole('link', { name: /Next/ }).getAttribute('href')).resolves.toBe(
      '/docs/register-account/',
    );
  });

  it('reads fully without JavaScript', async () => {
    const { page } = await openPage('/docs/welcome', { javaScriptEnabled: false });
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Welcome');
    await expect(
      page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link').count(),
    ).resolves.toBeGreaterThan(8);
  });
});
