import fs from 'node:fs';
import path from 'node:path';
import { MDXProvider } from '@mdx-js/react';
import { render, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDocById } from '@/lib/docs';
import type { PageModule } from '@/lib/docs/page-data';

/** The API's 42 staking identifiers, written out in the order of its list. */
const SPEC_IDENTIFIERS =
  'CHILIZ, CXT, POL, STAKEWISE, NEAR, EGLD, ATOM, EVMOS, INJ, OSMO, TIA, JUNO, AXL, DYDX, STARS, AKT, DYM, LUNA, SEI, FLIX, KAVA, COREUM, SAGA, XPRT, UX, CRO, BAND, HUAHUA, FET, PASG, HEART, KYVE, SOMM, XPLA, BTSG, IRIS, MED, CTK, QSR, SOL, BTC, DOT'.split(
    ', ',
  );

/** The family pages, by the title each shows and the identifiers it has a section for. */
const FAMILY_PAGES: Record<string, { title: string; identifiers: string[] }> = {
  evm: { title: 'Ethereum-type chains', identifiers: ['CHILIZ', 'CXT', 'POL', 'STAKEWISE'] },
  solana: { title: 'Solana', identifiers: ['SOL'] },
  near: { title: 'NEAR', identifiers: ['NEAR'] },
  multiversx: { title: 'MultiversX', identifiers: ['EGLD'] },
  polkadot: { title: 'Polkadot pools', identifiers: ['DOT'] },
  tendermint: { title: 'Cosmos SDK chains', identifiers: SPEC_IDENTIFIERS.slice(6, 39) },
  bitcoin: { title: 'Bitcoin', identifiers: ['BTC'] },
};

const loadPage = (id: string) =>
  import(/* @vite-ignore */ `@/content/docs/${id}.mdx`) as Promise<PageModule>;

async function renderPage(id: string) {
  const { default: Content } = await loadPage(id);
  // The components every page uses without importing them, as the site gives them; loaded here, so a
  // planted facts module (below) reaches them too.
  // Not a hook, though MDX's convention names it like one: it only returns the components.
  const { useMDXComponents: mdxComponents } = await import('@/mdx-components');
  return render(
    <MDXProvider components={mdxComponents()}>
      <Content />
    </MDXProvider>,
  ).container;
}

/** The elements of the section a heading opens: up to the next heading of its level. */
function sectionOf(heading: Element): HTMLElement {
  const section = document.createElement('div');
  for (
    let node = heading.nextElementSibling;
    node && node.tagName !== heading.tagName;
    node = node.nextElementSibling
  )
    section.append(node.cloneNode(true));
  return section;
}

describe('the chain pages', () => {
  it(
    'give every staking identifier of the API a section of its facts, on its family page, in ' +
      'the table of contents',
    async () => {
      expect(SPEC_IDENTIFIERS).toHaveLength(42);
      expect(
        Object.values(FAMILY_PAGES)
          .flatMap((page) => page.identifiers)
          .sort(),
      ).toEqual([...SPEC_IDENTIFIERS].sort());
      for (const [family, { title, identifiers }] of Object.entries(FAMILY_PAGES)) {
        const doc = getDocById(`chains/${family}`);
        expect(doc?.permalink).toBe(`/docs/chains/${family}/`);
        expect(doc?.frontMatter.title).toBe(title);
        const container = await renderPage(`chains/${family}`);
        const sections = [...container.querySelectorAll('h2')].filter((heading) =>
          /^[A-Z]+$/.test(heading.textContent ?? ''),
        );
        expect(
          sections.map((heading) => heading.textContent),
          family,
        ).toEqual(identifiers);
        for (const heading of sections) {
          const identifier = heading.textContent!;
          expect(heading.id).toBe(identifier.toLowerCase());
          const facts = within(sectionOf(heading)).getByRole('table', {
            name: `Facts of ${identifier}`,
          });
          expect(
            within(facts).getByRole('rowheader', { name: 'Token' }).closest('tr'),
          ).toHaveTextContent(
            identifier === 'STAKEWISE' ? 'ETH' : identifier === 'CHILIZ' ? 'CHZ' : identifier,
          );
        }
        expect(doc!.toc.map((item) => item.id)).toEqual(
          expect.arrayContaining(identifiers.map((identifier) => identifier.toLowerCase())),
        );
      }
    },
  );

  it('title each family page with the family name the chain facts give it', async () => {
    const { FAMILIES } = await import('@/lib/chains/registry');
    for (const family of Object.keys(FAMILY_PAGES))
      expect(getDocById(`chains/${family}`)?.frontMatter.title).toBe(
        FAMILIES[family as keyof typeof FAMILIES].name,
      );
  });

  it('sit in the sidebar under Chains, the overview as the category page', async () => {
    const { default: sidebars } = await import('@/content/sidebars');
    const chains = sidebars.docs.find(
      (item) => typeof item === 'object' && item.type === 'category' && item.label === 'Chains',
    );
    expect(chains).toEqual({
      type: 'category',
      label: 'Chains',
      link: 'chains/index',
      items: Object.keys(FAMILY_PAGES).map((family) => `chains/${family}`),
    });
  });
});

const RESULTS = path.join(process.cwd(), 'test-results');

describe('a fact planted in a facts module', () => {
  const planted: string[] = [];
  afterEach(() => {
    vi.doUnmock('@/lib/chains/tendermint/facts.ts');
    vi.resetModules();
    for (const file of planted.splice(0))
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  /**
   * Replaces the module by a copy of its source with `edits` made (each must be found once), as an
   * author would edit it.
   */
  function plant(module: string, edits: [string, string][]) {
    let source = fs.readFileSync(path.join(process.cwd(), module), 'utf8');
    for (const [from, to] of edits) {
      expect(source.split(from), `${from} once in ${module}`).toHaveLength(2);
      source = source.replace(from, to);
    }
    // Inside the project (its test-results folder, ignored by git): the browser-like test
    // environment loads no module outside it.
    fs.mkdirSync(RESULTS, { recursive: true });
    const copy = path.join(
      fs.mkdtempSync(path.join(RESULTS, 'planted-facts-')),
      path.basename(module),
    );
    fs.writeFileSync(copy, source);
    planted.push(copy);
    vi.resetModules();
    vi.doMock(`@/${module}`, () => import(/* @vite-ignore */ copy));
  }

  it('shows on the chain page, the overview, core concepts and the Markdown copy, with no other edit', async () => {
    // Osmosis as the chain facts give it: osmosis-1, 6 decimals, 14 days.
    const before = await renderPage('chains/tendermint');
    const osmo = () => within(before).getByRole('table', { name: 'Facts of OSMO' });
    expect(
      within(osmo()).getByRole('rowheader', { name: 'Network' }).closest('tr'),
    ).toHaveTextContent('Osmosis, chain id osmosis-1');
    expect(
      within(osmo()).getByRole('rowheader', { name: 'Unbonding' }).closest('tr'),
    ).toHaveTextContent(/^Unbonding14 days/);

    plant('lib/chains/tendermint/facts.ts', [
      ["chainId: 'osmosis-1'", "chainId: 'osmosis-9'"],
      ["denom: 'uosmo',\n    decimals: 6,", "denom: 'uosmo',\n    decimals: 7,"],
      [
        "unbonding: { days: 14, source: REGISTRY + 'osmosis/chain.json'",
        "unbonding: { days: 15, source: REGISTRY + 'osmosis/chain.json'",
      ],
    ]);
    const page = await renderPage('chains/tendermint');
    const sheet = within(page).getByRole('table', { name: 'Facts of OSMO' });
    const row = (label: string) =>
      within(sheet).getByRole('rowheader', { name: label }).closest('tr');
    expect(row('Network')).toHaveTextContent('Osmosis, chain id osmosis-9');
    expect(row('Token')).toHaveTextContent('OSMO, 7 decimals');
    expect(row('Amounts')).toHaveTextContent('"12.5" is 125000000 uosmo');
    expect(row('Unbonding')).toHaveTextContent(/^Unbonding15 days/);

    const overview = await renderPage('chains/index');
    const overviewRow = within(overview).getByRole('rowheader', { name: 'OSMO' }).closest('tr')!;
    expect(
      [...overviewRow.querySelectorAll('td')].map((cell) => cell.textContent).slice(2, 4),
    ).toEqual(['OSMO, 7 decimals', '15 days']);

    const concepts = await renderPage('core-concepts');
    const conceptsRow = within(
      within(concepts).getByRole('table', { name: 'The Cosmos SDK chains' }),
    )
      .getByRole('rowheader', { name: 'OSMO' })
      .closest('tr')!;
    expect([...conceptsRow.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Osmosis',
      'osmosis-9',
      'osmo, osmovaloper',
      'uosmo',
      '7',
    ]);

    const { CHAIN_FACTS_MARKDOWN } = await import('@/lib/chains/tables/markdown');
    expect(CHAIN_FACTS_MARKDOWN.ChainFacts({ identifier: 'OSMO' })).toContain(
      '- **Network**: Osmosis, chain id `osmosis-9`',
    );
  });
});
