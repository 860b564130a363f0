import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { closeBrowser, openPage } from './harness';

afterAll(closeBrowser);

const EXAMPLES = [
  { page: '/docs/examples/cosmos-staking-example/', file: 'cosmos-staking-example.ts' },
  { page: '/docs/examples/polygon-staking-example/', file: 'polygon-staking-example.ts' },
  { page: '/docs/examples/sol-staking-example/', file: 'sol-staking-example.ts' },
  { page: '/docs/examples/sol-unstaking-example/', file: 'sol-unstaking-example.ts' },
  { page: '/docs/examples/sol-withdraw-example/', file: 'sol-withdraw-example.ts' },
  { page: '/docs/examples/dot-pool-example/', file: 'dot-pool-example.ts' },
  { page: '/docs/examples/egld-delegation-example/', file: 'egld-delegation-example.ts' },
  { page: '/docs/examples/sol-redelegate-example/', file: 'sol-redelegate-example.ts' },
  { page: '/docs/examples/cosmos-lifecycle-example/', file: 'cosmos-lifecycle-example.ts' },
  { page: '/docs/examples/cosmos-auto-restake-example/', file: 'cosmos-auto-restake-example.ts' },
  { page: '/docs/examples/evmos-eip712-example/', file: 'evmos-eip712-example.ts' },
  { page: '/docs/examples/polygon-lifecycle-example/', file: 'polygon-lifecycle-example.ts' },
  { page: '/docs/examples/reporting-dashboard-example/', file: 'reporting-dashboard.ts' },
  { page: '/docs/examples/near-staking-example/', file: 'near-staking-example.ts' },
  { page: '/docs/examples/stakewise-staking-example/', file: 'stakewise-staking-example.ts' },
  { page: '/docs/examples/chiliz-staking-example/', file: 'chiliz-staking-example.ts' },
  { page: '/docs/examples/cxt-staking-example/', file: 'cxt-staking-example.ts' },
];

/** The program as the page must show it: the file without its excerpt markers. */
function programOf(file: string): string {
  return readFileSync(path.join(process.cwd(), 'content', 'examples', file), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*\/\/\s*#(end)?region\b/.test(line))
    .join('\n')
    .trim();
}

describe('example pages', () => {
  for (const example of EXAMPLES) {
    it(`${example.page} shows the whole of ${example.file}, with the API key read from the environment`, async () => {
      const { page, errors } = await openPage(example.page);
      const figure = page.locator(
        `figure[data-example-source="${example.file}"][data-example-excerpt="full"]`,
      );
      await expect(figure.count()).resolves.toBe(1);
      await expect(figure.locator('figcaption').innerText()).resolves.toBe(example.file);
      const shown = (await figure.locator('pre').textContent()) ?? '';
      expect(shown.trim()).toBe(programOf(example.file));
      // The program imports its calls from the shared client, shown whole on the same page.
      expect(shown).toContain("from './staking-api'");
      const client = page.locator(
        'figure[data-example-source="staking-api.ts"][data-example-excerpt="full"]',
      );
      const clientShown = (await client.locator('pre').textContent()) ?? '';
      expect(clientShown.trim()).toBe(programOf('staking-api.ts'));
      expect(clientShown).toContain("requireEnv('STAKING_API_KEY')");
      // Highlighted at build time, both themes in the HTML (lib/highlight.ts: a class per token colour).
      await expect(figure.locator('pre code span[class^="t"]').count()).resolves.toBeGreaterThan(
        50,
      );
      for (const heading of [
        'Prerequisites',
        'Step by step',
        'Expected output',
        'What can go wrong',
      ]) {
        await expect(
          page.getByRole('heading', { level: 2, name: heading }).count(),
          heading,
        ).resolves.toBe(1);
      }
      expect(errors).toEqual([]);
    });
  }
});

describe('welcome page', () => {
  it('lists all 42 staking identifiers of the API description in the supported chains table', async () => {
    const transactions = parse(
      readFileSync(path.join(process.cwd(), 'openapi', 'components', 'transactions.yaml'), 'utf8'),
    );
    const identifiers: string[] = transactions.components.schemas.StakingIdentifier.enum;
    expect(identifiers).toHaveLength(42);

    const { page } = await openPage('/docs/welcome/');
    const table = page.locator('h2#supported-chains ~ section table').first();
    const listed = await table.locator('tbody tr td:nth-child(2) code').allInnerTexts();
    expect([...listed].sort()).toEqual([...identifiers].sort());
  });
});

describe('code tabs', () => {
  it('remember the reader’s choice across pages and after a reload, and switch every group', async () => {
    const { page } = await openPage('/docs/welcome/');
    const firstGroup = page.getByRole('tablist').first();
    await firstGroup.getByRole('tab', { name: 'TypeScript' }).click();
    await expect(
      page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.codeTabs),
    ).resolves.toBe('TypeScript');

    // Every group on the page follows.
    const selected = await page.locator('[role="tab"][aria-selected="true"]').allInnerTexts();
    expect(selected.length).toBeGreaterThan(3);
    expect(new Set(selected)).toEqual(new Set(['TypeScript']));

    // Another page: the stored choice applies once the page has hydrated.
    await page.goto(new URL('/docs/register-account/', page.url()).toString());
    await page.getByRole('tab', { name: 'TypeScript', selected: true }).first().waitFor();
    await expect(page.getByRole('tab', { name: 'curl', selected: true }).count()).resolves.toBe(0);
    await expect(
      page.getByRole('tabpanel').first().locator('figure[data-example-source]').count(),
    ).resolves.toBe(1);

    await page.reload();
    await page.getByRole('tab', { name: 'TypeScript', selected: true }).first().waitFor();
    const afterReload = await page.locator('[role="tab"][aria-selected="true"]').allInnerTexts();
    expect(new Set(afterReload)).toEqual(new Set(['TypeScript']));
  });

  it('move with the arrow keys and keep a visible focus', async () => {
    const { page } = await openPage('/docs/register-account/');
    const group = page.getByRole('tablist').first();
    await group.getByRole('tab', { name: 'curl' }).focus();
    await page.keyboard.press('ArrowRight');
    const typescript = group.getByRole('tab', { name: 'TypeScript' });
    await expect(typescript.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(
      typescript.evaluate((element) => element === document.activeElement),
    ).resolves.toBe(true);
    const outline = await typescript.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
  });

  it('show every panel without JavaScript', async () => {
    const { page } = await openPage('/docs/register-account/', { javaScriptEnabled: false });
    const panels = page
      .locator('[data-code-tabs]')
      .first()
      .getByRole('tabpanel', { includeHidden: true });
    await expect(panels.count()).resolves.toBe(2);
    await expect(panels.nth(0).isVisible()).resolves.toBe(true);
    await expect(panels.nth(1).isVisible()).resolves.toBe(true);
    await expect(
      page.locator('[data-code-tabs]').first().getByRole('tablist').isVisible(),
    ).resolves.toBe(false);
  });
});
