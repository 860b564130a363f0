import { afterAll, describe, expect, it } from 'vitest';
import { readCommitDates } from '@/lib/git/last-updated';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { findings } from '../../scripts/support/axe.mjs';
import { baseUrl, closeBrowser, openPage } from './harness';

afterAll(closeBrowser);

const POST = '/changelog/api-1-0-0/';

describe('the changelog', () => {
  it('lists the posts, newest first, with the sidebar grouped by year and the feeds announced', async () => {
    const { page, context, errors } = await openPage('/changelog/');
    await expect(page.title()).resolves.toBe('Changelog | Staking API');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Changelog');
    const post = page.getByRole('main').getByRole('article').first();
    await expect(
      post.getByRole('link', { name: 'Staking API 1.0.0' }).getAttribute('href'),
    ).resolves.toBe(POST);
    await expect(post.innerText()).resolves.toContain('November 25, 2026');
    await expect(post.innerText()).resolves.toContain('API 1.0.0 · first release');
    const sidebar = page
      .getByRole('complementary')
      .getByRole('navigation', { name: 'Changelog posts' });
    await expect(sidebar.getByRole('heading', { level: 2 }).allInnerTexts()).resolves.toEqual([
      '2026',
    ]);
    await expect(
      sidebar.getByRole('link', { name: 'All posts' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expect(
      page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href'),
    ).resolves.toBe('https://docs.staking-api.example/changelog/rss.xml');
    await expect(
      page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href'),
    ).resolves.toBe('https://docs.staking-api.example/changelog/atom.xml');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is linked from the footer of every page', async () => {
    const { page, context } = await openPage('/docs/welcome');
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Changelog' }).click();
    await page.waitForURL(`${baseUrl}/changelog/`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Changelog');
    await context.close();
  });

  it(
    'shows a release post with its text, then the changes of its release generated from the ' +
      'descriptions',
    async () => {
      const { page, context, errors } = await openPage(POST);
      await expect(page.title()).resolves.toBe('Staking API 1.0.0 | Staking API');
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
        'Staking API 1.0.0',
      );
      await expect(page.locator('time').first().getAttribute('datetime')).resolves.toBe(
        '2026-11-25',
      );
      await expect(
        page.getByRole('heading', { level: 2, name: 'Changes in 1.0.0' }).isVisible(),
      ).resolves.toBe(true);
      await expect(
        page.getByText('1.0.0 is the first release: its 60 operations are all new.').isVisible(),
      ).resolves.toBe(true);
      await page.getByText('The 60 operations of 1.0.0').click();
      const yieldCall = page.getByRole('link', { name: 'GET /v1/yield/current' });
      await expect(yieldCall.getAttribute('href')).resolves.toBe(
        '/api/operations/getCurrentYield/',
      );
      await expect(
        page
          .getByRole('complementary')
          .getByRole('link', { name: 'Staking API 1.0.0' })
          .getAttribute('aria-current'),
      ).resolves.toBe('page');
      await expect(
        page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href'),
      ).resolves.toBe('https://docs.staking-api.example/changelog/api-1-0-0.md');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('answers a list page or a post that does not exist with the not-found page', async () => {
    for (const path of ['/changelog/page/2/', '/changelog/no-such-post/']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(404);
    }
  });

  it('serves RSS and Atom feeds with every post at its absolute URL', async () => {
    const rss = await fetch(`${baseUrl}/changelog/rss.xml`);
    expect(rss.status).toBe(200);
    const rssText = await rss.text();
    expect(rssText).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0"/);
    expect(rssText).toContain('<link>https://docs.staking-api.example/changelog/api-1-0-0/</link>');
    expect(rssText).toContain('<pubDate>Wed, 25 Nov 2026 00:00:00 GMT</pubDate>');
    const atom = await (await fetch(`${baseUrl}/changelog/atom.xml`)).text();
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(atom).toContain('<id>https://docs.staking-api.example/changelog/api-1-0-0/</id>');
  });

  it("is in the sitemap and in llms.txt, with a Markdown copy of each post holding its release's changes", async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://docs.staking-api.example/changelog/</loc>');
    expect(sitemap).toContain('<loc>https://docs.staking-api.example/changelog/api-1-0-0/</loc>');
    const llms = await (await fetch(`${baseUrl}/llms.txt`)).text();
    expect(llms).toContain(
      '## Changelog\n\n- [Staking API ' +
        '1.0.0](https://docs.staking-api.example/changelog/api-1-0-0.md): 2026-11-25. The ' +
        'first version of the staking API.',
    );
    const copy = await (await fetch(`${baseUrl}/changelog/api-1-0-0.md`)).text();
    expect(copy).toMatch(/^# Staking API 1\.0\.0\n/);
    expect(copy).toContain(
      '## Changes in 1.0.0\n\n1.0.0 is the first release: its 60 operations are all new.',
    );
    expect(copy).toContain(
      '- [GET /v1/yield/current](https://docs.staking-api.example/api/operations/getCurrentYield/): ',
    );
  });

  it('is found by search, labelled as the changelog', async () => {
    const { page, context } = await openPage('/docs/welcome');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await dialog.getByRole('combobox', { name: 'Search terms' }).fill('changelog');
    await dialog
      .getByText(/results? for "changelog"/)
      .first()
      .waitFor();
    const post = dialog.getByRole('option', { name: /Staking API 1\.0\.0/ }).first();
    await expect(post.innerText()).resolves.toMatch(/^Changelog\n/);
    await context.close();
  });

  it('puts the posts by year in the mobile menu, under "Back to main menu"', async () => {
    const { page, context } = await openPage(POST, { width: 412 });
    await page.getByRole('button', { name: 'Navigation menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(menu.getByRole('button', { name: /Back to main menu/ }).isVisible()).resolves.toBe(
      true,
    );
    await expect(menu.getByRole('heading', { level: 2, name: '2026' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(
      menu.getByRole('link', { name: 'Staking API 1.0.0' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await context.close();
  });
});

describe('freshness of the docs pages', () => {
  it("shows the date of the page's last commit and links to its source in the editor", async () => {
    const { page, context } = await openPage('/docs/welcome');
    const committed = readCommitDates().dates['content/docs/welcome.mdx'];
    const updated = page.getByText(/^Last updated on /);
    if (committed) {
      await expect(updated.locator('time').getAttribute('datetime')).resolves.toBe(committed);
      await expect(updated.innerText()).resolves.toMatch(
        /^Last updated on (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
      );
    } else {
      // A shallow clone whose oldest commit holds the page: no date rather than a wrong one.
      await expect(updated.count()).resolves.toBe(0);
    }
    const edit = page.getByRole('link', { name: /^Edit this page/ });
    await expect(edit.getAttribute('href')).resolves.toBe(
      'https://code.staking-api.example/staking-api-docs/edit/main/content/docs/welcome.mdx',
    );
    await context.close();
  });
});

describe('accessibility of the changelog: axe in light and dark at 412 and 1280 px', () => {
  for (const path of ['/changelog/', POST]) {
    for (const mode of ['light', 'dark'] as const) {
      for (const width of [412, 1280]) {
        it(`${path} has no finding in ${mode} mode at ${width} px`, async () => {
          const { page, context } = await openPage('about:blank', {
            width,
            localStorage: { [STORAGE_KEYS.colorMode]: mode },
          });
          await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
          // The generated list open, so its links and headings are checked too.
          if (path === POST) await page.getByText('The 60 operations of 1.0.0').click();
          expect(await findings(page)).toEqual([]);
          await context.close();
        });
      }
    }
  }

  it('the mobile menu with the posts by year has no finding', async () => {
    const { page, context } = await openPage(POST, { width: 412 });
    await page.getByRole('button', { name: 'Navigation menu', exact: true }).click();
    expect(await findings(page)).toEqual([]);
    await context.close();
  });
});
