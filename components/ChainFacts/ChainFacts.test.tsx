import { render, screen, within } from '@testing-library/react';
import {
  ChainFacts,
  ChainKeywords,
  ChainOverview,
  FamilyFacts,
  FamilySigning,
  FeeCeilings,
  SupportedChains,
} from './index';

/** The text of the row of a sheet (or table) whose header cell is `label`. */
function rowText(table: HTMLElement, label: string | RegExp): string {
  return (
    within(table).getByRole('rowheader', { name: label }).closest('tr')!.querySelector('td')!
      .textContent ?? ''
  );
}

const sheetOf = (identifier: string) =>
  screen.getByRole('table', { name: `Facts of ${identifier}` });

describe("an identifier's section of facts", () => {
  it(
    "gives a Cosmos SDK chain's network, token, amounts, addresses, keys, formats, unbonding " +
      'and explorer, each with its source',
    () => {
      render(<ChainFacts identifier="OSMO" />);
      const sheet = sheetOf('OSMO');
      expect(rowText(sheet, 'Chain')).toBe('Osmosis');
      expect(rowText(sheet, 'Network')).toMatch(
        /^Osmosis, chain id osmosis-1 \(source: cosmos\/chain-registry/,
      );
      expect(rowText(sheet, 'Token')).toMatch(/^OSMO, 6 decimals, counted in uosmo/);
      expect(rowText(sheet, 'Amounts')).toBe(
        'amount is a decimal string in OSMO with at most 6 decimal places: "12.5" is 12500000 ' +
          'uosmo in the transaction (a rule of the API)',
      );
      expect(rowText(sheet, 'Addresses')).toMatch(
        /^accounts osmo1…, validator operators osmovaloper1…/,
      );
      expect(rowText(sheet, 'Keys')).toMatch(
        /secp256k1, BIP-44 coin type 118.*DirectSecp256k1HdWallet of @cosmjs\/proto-signing/,
      );
      expect(rowText(sheet, 'Signing formats')).toBe(
        'the forge answer holds signDirect and signAmino; signEIP712 and signEIP712CosmosTxV0 are null',
      );
      expect(rowText(sheet, 'Unbonding')).toMatch(/^14 days \(source: cosmos\/chain-registry/);
      expect(rowText(sheet, 'Explorer')).toMatch(
        /a transaction is at https:\/\/www\.mintscan\.io\/osmosis\/transactions\/<hash>/,
      );
      const network = within(sheet).getByRole('rowheader', { name: 'Network' }).closest('tr')!;
      expect(within(network).getByRole('link', { name: /cosmos\/chain-registry/ })).toHaveAttribute(
        'href',
        'https://github.com/cosmos/chain-registry/tree/627bbab9c/osmosis/chain.json',
      );
      // What every Cosmos SDK chain shares is on the family's part of the page, not in each section.
      expect(within(sheet).queryByRole('rowheader', { name: 'Operations' })).toBeNull();
      expect(within(sheet).queryByRole('rowheader', { name: 'Yield' })).toBeNull();
    },
  );

  it('says plainly when chain-registry lists the chain as halted', () => {
    for (const [identifier, name] of [
      ['EVMOS', 'Evmos'],
      ['STARS', 'Stargaze'],
      ['FLIX', 'OmniFlix'],
      ['UX', 'Umee'],
    ]) {
      const { unmount } = render(<ChainFacts identifier={identifier} />);
      const warning = screen.getByRole('note', { name: 'Halted chain' });
      expect(warning).toHaveTextContent(
        `${identifier} is among the API's identifiers, but halted: chain-registry lists ${name}'s status as "killed".`,
      );
      expect(rowText(sheetOf(identifier), 'Status')).toMatch(
        `halted: chain-registry lists ${name}'s status as "killed"`,
      );
      unmount();
    }
    render(<ChainFacts identifier="ATOM" />);
    expect(screen.queryByRole('note', { name: 'Halted chain' })).toBeNull();
    expect(rowText(sheetOf('ATOM'), 'Chain')).toBe('Cosmos Hub');
    expect(within(sheetOf('ATOM')).queryByRole('rowheader', { name: 'Status' })).toBeNull();
  });

  it("names a Cosmos SDK chain by chain-registry's other names too", () => {
    render(<ChainFacts identifier="CRO" />);
    expect(rowText(sheetOf('CRO'), 'Chain')).toBe(
      'Crypto.org Chain (also Cronos POS Chain, Cronos)',
    );
    expect(rowText(sheetOf('CRO'), 'Addresses')).toMatch(
      /^accounts cro1…, validator operators crocncl1…/,
    );
  });

  it('marks a value no primary source confirmed, and says where to read it on the chain', () => {
    render(<ChainFacts identifier="EVMOS" />);
    expect(rowText(sheetOf('EVMOS'), 'Unbonding')).toMatch(
      /^14 days .*Not confirmed by a primary source: read the current value from GET \/cosmos\/staking\/v1beta1\/params → params\.unbonding_time/,
    );
    expect(rowText(sheetOf('EVMOS'), 'Keys')).toMatch(
      /ethsecp256k1.*coin type 60.*DirectEthSecp256k1HdWallet of @cosmjs\/proto-signing \(CosmJS 0\.38\.0 or later\)/,
    );
    expect(rowText(sheetOf('EVMOS'), 'Signing formats')).toBe(
      'the forge answer holds signDirect, signAmino, signEIP712 and signEIP712CosmosTxV0',
    );
  });

  it('gives an EVM-type identifier its contracts, limits, operations with the method each calls, and yield', () => {
    render(<ChainFacts identifier="CHILIZ" />);
    const sheet = sheetOf('CHILIZ');
    expect(rowText(sheet, 'Network')).toMatch(/^Chiliz Chain, chain id 88888/);
    expect(rowText(sheet, 'Contracts')).toMatch(
      /^Staking system contract: 0x0000000000000000000000000000000000001000/,
    );
    expect(rowText(sheet, 'Minimums and limits')).toMatch(/whole multiples of 10\^10 wei/);
    expect(rowText(sheet, 'Unbonding')).toMatch(
      /7 full epochs of 28,800 blocks.*Not confirmed by a primary source: read the current value from ChainConfig/,
    );
    expect(rowText(sheet, 'While unbonding')).toMatch(
      /claimPendingUndelegates \(withdraw\) pays them out/,
    );
    const operations = within(sheet).getByRole('rowheader', { name: 'Operations' }).closest('tr')!;
    expect(
      within(operations).getByRole('link', { name: 'Stake CHZ with a Chiliz Chain validator' }),
    ).toHaveAttribute('href', '/api/operations/forgeChilizStake/');
    expect(operations).toHaveTextContent(
      'POST /v1/transactions/CHILIZ/forge/stake; calls delegate',
    );
    expect(
      within(operations).getByRole('link', {
        name: 'Report the hash of a transaction you broadcast yourself',
      }),
    ).toHaveAttribute('href', '/api/operations/submitTransactionHash/');
    expect(rowText(sheet, 'Explorer')).toMatch('https://scan.chiliz.com/tx/<hash>');
  });

  it('says what the API offers for BTC: the yield call and the reports, no transaction', () => {
    render(<ChainFacts identifier="BTC" />);
    const sheet = sheetOf('BTC');
    expect(rowText(sheet, 'Token')).toMatch(/^BTC, 8 decimals, counted in satoshi/);
    expect(rowText(sheet, 'What the API offers')).toMatch(
      /no forge, broadcast or submitHash route/,
    );
    expect(within(sheet).queryByRole('rowheader', { name: 'Network' })).toBeNull();
    const operations = within(sheet).getByRole('rowheader', { name: 'Operations' }).closest('tr')!;
    expect(
      within(operations)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/api/operations/getCurrentYield/',
      '/api/operations/getTotalEarnings/',
      '/api/operations/getTotalEarningsByWallet/',
      '/api/operations/getEarningsByDay/',
      '/api/operations/getEarningsByDayByWallet/',
      '/api/operations/getTotalStakingAmount/',
      '/api/operations/getStakingAmountByWallet/',
    ]);
  });
});

describe("a family's shared facts and its signing", () => {
  it('states the operations every Cosmos SDK chain has once, each linked to its page', () => {
    render(<FamilyFacts family="tendermint" />);
    const sheet = screen.getByRole('table', {
      name: 'What every identifier of the Cosmos SDK chains shares',
    });
    const operations = within(sheet).getByRole('rowheader', { name: 'Operations' }).closest('tr')!;
    expect(
      within(operations)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(
      [
        'forgeTendermintStake',
        'forgeTendermintUnstake',
        'forgeTendermintRedelegate',
        'forgeTendermintClaimRewards',
        'forgeTendermintAutoRestakeEnable',
        'forgeTendermintAutoRestakeDisable',
        'broadcastTendermintTransaction',
      ].map((id) => `/api/operations/${id}/`),
    );
    expect(operations).toHaveTextContent('builds /cosmos.staking.v1beta1.MsgDelegate');
    expect(rowText(sheet, 'While unbonding')).toMatch(/there is no withdraw transaction/);
    expect(rowText(sheet, 'Minimums and limits')).toMatch(
      /at least 10 minutes in the future \(a rule of the API\)/,
    );
  });

  it('says how a family signs and sends: formats, libraries, the broadcast call or submitHash, the hash', () => {
    render(<FamilySigning family="solana" />);
    const sheet = screen.getByRole('table', { name: 'Signing and sending on Solana' });
    expect(within(sheet).getByRole('link', { name: /@solana\/web3\.js 1\.x/ })).toHaveAttribute(
      'href',
      'https://www.npmjs.com/package/@solana/web3.js',
    );
    expect(rowText(sheet, 'Sending')).toMatch(
      /through the API: encodedTransaction is base64 of the signed wire transaction/,
    );
    expect(
      within(sheet).getByRole('link', { name: 'Broadcast a signed Solana transaction' }),
    ).toHaveAttribute('href', '/api/operations/broadcastSolTransaction/');
    expect(rowText(sheet, 'Transaction hash')).toBe('base58 of 64 bytes');
  });

  it('gives the search index the names of every chain of the family as keywords, hidden from readers', () => {
    const { container } = render(<ChainKeywords family="tendermint" />);
    const keywords = container.querySelector('[data-pagefind-meta="keywords"]')!;
    expect(keywords).not.toBeVisible();
    expect(keywords.textContent!.split(', ')).toEqual(
      expect.arrayContaining([
        'Cosmos SDK chains',
        'OSMO',
        'Osmosis',
        'COREUM',
        'Coreum',
        'TX',
        'CRO',
        'Crypto.org Chain',
        'Cronos',
      ]),
    );
  });
});

/** The 42 staking identifiers the API supports, written out by hand, not read from the code. */
const SPEC_IDENTIFIERS =
  'CHILIZ, CXT, POL, STAKEWISE, NEAR, EGLD, ATOM, EVMOS, INJ, OSMO, TIA, JUNO, AXL, DYDX, STARS, AKT, DYM, LUNA, SEI, FLIX, KAVA, COREUM, SAGA, XPRT, UX, CRO, BAND, HUAHUA, FET, PASG, HEART, KYVE, SOMM, XPLA, BTSG, IRIS, MED, CTK, QSR, SOL, BTC, DOT'.split(
    ', ',
  );

describe('the overview and the welcome table', () => {
  it(
    'lists each of the 42 supported identifiers once, alphabetically, linked to its section, ' +
      'with its decimals and unbonding',
    () => {
      render(<ChainOverview />);
      const table = screen.getByRole('table', { name: 'Every staking identifier of the API' });
      const headers = within(table).getAllByRole('rowheader');
      expect(headers.map((cell) => cell.textContent)).toEqual([...SPEC_IDENTIFIERS].sort());
      const href = (identifier: string) =>
        within(table).getByRole('link', { name: identifier }).getAttribute('href');
      expect(href('OSMO')).toBe('/docs/chains/tendermint/#osmo');
      expect(href('STAKEWISE')).toBe('/docs/chains/evm/#stakewise');
      expect(href('BTC')).toBe('/docs/chains/bitcoin/#btc');
      const cells = (identifier: string) =>
        [
          ...within(table)
            .getByRole('rowheader', { name: identifier })
            .closest('tr')!
            .querySelectorAll('td'),
        ].map((cell) => cell.textContent);
      expect(cells('NEAR').slice(0, 3)).toEqual(['NEAR', 'NEAR', 'NEAR, 24 decimals']);
      expect(cells('DOT')[2]).toBe('DOT, 10 decimals');
      expect(cells('CRO')[2]).toBe('CRO, 8 decimals');
      expect(cells('ATOM')[3]).toBe('21 days');
      expect(cells('EGLD')[3]).toBe('about 10 days');
      expect(cells('JUNO')[3]).toBe('28 days (not confirmed)');
      expect(
        within(within(table).getByRole('rowheader', { name: 'JUNO' }).closest('tr')!).getByRole(
          'link',
          { name: 'not confirmed' },
        ),
      ).toHaveAttribute('href', '/docs/chains/tendermint/#juno');
      expect(cells('STAKEWISE')[3]).toMatch(/^exit queue, set by the contract/);
      expect(cells('BTC').slice(3)).toEqual(['none', 'yield and reporting only']);
      expect(cells('SOL')[4]).toBe(
        "stake, unstake, withdraw, redelegate; sent by the API's broadcast",
      );
      expect(cells('NEAR')[4]).toBe('stake, unstake, withdraw; sent by you, then submitHash');
    },
  );

  it('groups the welcome table by family and by the actions identifiers share', () => {
    render(<SupportedChains />);
    const table = screen.getByRole('table', { name: 'The staking identifiers by family' });
    const row = (identifier: string) =>
      within(table).getByText(identifier, { selector: 'code' }).closest('tr')!;
    expect(row('OSMO')).toBe(row('ATOM'));
    expect(within(row('ATOM')).getByRole('link', { name: 'Cosmos SDK chains' })).toHaveAttribute(
      'href',
      '/docs/chains/tendermint/',
    );
    expect(row('ATOM').querySelectorAll('td')[0].querySelectorAll('code')).toHaveLength(33);
    expect(row('CHILIZ')).toBe(row('STAKEWISE'));
    expect(row('CXT')).not.toBe(row('POL'));
    expect(row('BTC')).toHaveTextContent('none: reports and the yield call only');
  });
});

describe("the fee ceilings of the check on a family's page", () => {
  /** Each row of the table named `caption`: its header and its cells' text. */
  const rowsOf = (caption: string) =>
    within(screen.getByRole('table', { name: caption }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

  it('Ethereum-type chains: per operation, the gas limit and the fee at most', () => {
    render(<FeeCeilings family="evm" />);
    const rows = rowsOf('Fee ceilings of the check on Ethereum-type chains, per operation');
    expect(rows).toContainEqual([
      'forgePolStake, forgePolUnstake',
      '350,000',
      '700,000',
      '30 gwei',
      '0.021 ETH',
    ]);
    expect(rows).toContainEqual([
      'forgeChilizStake, forgeChilizUnstake, forgeChilizWithdraw',
      '150,000',
      '300,000',
      '3,000 gwei',
      '0.9 CHZ',
    ]);
  });

  it('MultiversX: per operation; Cosmos SDK chains: per operation the gas, per chain the fee', () => {
    render(<FeeCeilings family="multiversx" />);
    expect(rowsOf('Fee ceilings of the check on MultiversX, per operation')).toContainEqual([
      'forgeEgldClaimRewards',
      '6,000,000',
      '12,000,000',
      '0.012 EGLD',
    ]);
    render(<FeeCeilings family="tendermint" />);
    expect(rowsOf('Gas limit the check accepts, per operation (every chain)')[0]).toEqual([
      'forgeTendermintStake',
      '250,000',
      '500,000',
    ]);
    expect(rowsOf('Fee ceilings of the check, per chain')[0]).toEqual([
      'ATOM',
      '0.03 uatom',
      '0.021 ATOM',
    ]);
  });
});
