// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { namesHoldQuery, toEntries, type PagefindResultData } from './results';

const operation = (id: string, sections: [string, number][] = []): PagefindResultData => ({
  url: `/api/operations/${id}/`,
  excerpt: id,
  meta: { title: id, operationId: id, method: 'POST', path: `/v1/${id}`, tag: 'Solana' },
  sub_results: [[id, 0] as [string, number], ...sections].map(([heading, score]) => ({
    title: heading,
    url:
      heading === id
        ? `/api/operations/${id}/`
        : `/api/operations/${id}/#${heading.toLowerCase().replace(/\W+/g, '-')}`,
    excerpt: heading,
    weighted_locations: [{ weight: 1, balanced_score: score, location: 0 }],
  })),
});
const guide = (url: string, sections: [string, number][] = []): PagefindResultData => ({
  url,
  excerpt: url,
  meta: { title: 'Solana unstaking example' },
  sub_results: sections.map(([heading, score]) => ({
    title: heading,
    url: `${url}#${heading.toLowerCase().replace(/\W+/g, '-')}`,
    excerpt: heading,
    weighted_locations: [{ weight: 1, balanced_score: score, location: 0 }],
  })),
});

describe('search results as the dialog lists them', () => {
  it('opens a page at the heading the query matched most, with two more headings after it', () => {
    const [entry] = toEntries([
      guide('/docs/examples/sol-unstaking-example/', [
        ['Prerequisites', 1],
        ['2. Sign', 7],
        ['Expected output', 3],
        ['What can go wrong', 2],
      ]),
    ]);
    expect(entry).toMatchObject({
      kind: 'example',
      url: '/docs/examples/sol-unstaking-example/#2-sign',
      heading: '2. Sign',
    });
    expect(entry.more.map((section) => section.heading)).toEqual([
      'Expected output',
      'What can go wrong',
    ]);
  });

  it('opens an operation at the top of its page, with its best-matching sections after it', () => {
    const [entry] = toEntries([
      operation('forgeSolStake', [
        ['Parameters', 1],
        ['Request body', 6],
        ['200 OK', 3],
      ]),
    ]);
    expect(entry).toMatchObject({
      kind: 'operation',
      url: '/api/operations/forgeSolStake/',
      method: 'POST',
    });
    expect(entry.more.map((section) => [section.heading, section.url])).toEqual([
      ['Request body', '/api/operations/forgeSolStake/#request-body'],
      ['200 OK', '/api/operations/forgeSolStake/#200-ok'],
    ]);
  });

  it('labels a changelog post as such, not as a guide', () => {
    expect(
      toEntries([guide('/changelog/api-1-0-0/'), guide('/docs/welcome/')]).map(
        (entry) => entry.kind,
      ),
    ).toEqual(['changelog', 'guide']);
  });

  it('labels an example as such in every locale, docs version and base path, and the examples index as a guide', () => {
    const kinds = toEntries(
      [
        '/docs/examples/sol-staking-example/',
        '/fr/docs/examples/sol-staking-example/',
        '/docs/next/examples/sol-staking-example/',
        '/staking-docs/docs/examples/sol-staking-example/',
        '/docs/examples/',
        '/fr/docs/welcome/',
        '/fr/changelog/api-1-0-0/',
      ].map((url) => guide(url)),
    ).map((entry) => [entry.url, entry.kind]);
    expect(kinds).toEqual([
      ['/docs/examples/sol-staking-example/', 'example'],
      ['/fr/docs/examples/sol-staking-example/', 'example'],
      ['/docs/next/examples/sol-staking-example/', 'example'],
      ['/staking-docs/docs/examples/sol-staking-example/', 'example'],
      ['/docs/examples/', 'guide'],
      ['/fr/docs/welcome/', 'guide'],
      ['/fr/changelog/api-1-0-0/', 'changelog'],
    ]);
  });

  it('moves the best page up to third place when operations fill the first three', () => {
    const urls = toEntries([
      operation('a'),
      operation('b'),
      operation('c'),
      operation('d'),
      guide('/docs/examples/x/'),
    ]).map((entry) => entry.url);
    expect(urls).toEqual([
      '/api/operations/a/',
      '/api/operations/b/',
      '/docs/examples/x/',
      '/api/operations/c/',
      '/api/operations/d/',
    ]);
  });

  it('leaves a mixed first three as Pagefind ranked it', () => {
    const urls = toEntries([
      operation('a'),
      guide('/docs/welcome/'),
      operation('b'),
      guide('/docs/support/'),
    ]).map((entry) => entry.url);
    expect(urls).toEqual([
      '/api/operations/a/',
      '/docs/welcome/',
      '/api/operations/b/',
      '/docs/support/',
    ]);
  });

  it("lists first, in Pagefind's order, the entries whose names hold every word of the query", () => {
    // As Pagefind ranks "Polkadot stake": "stake" is on nearly every page, so it weighs nothing and the
    // broadcast call, with Polkadot in its title, comes first.
    const call = (id: string, summary: string, keywords: string): PagefindResultData => ({
      ...operation(id),
      meta: { ...operation(id).meta, summary, keywords },
    });
    const results = [
      call(
        'broadcastDotTransaction',
        'Broadcast a signed Polkadot extrinsic',
        'DOT Polkadot transactions broadcast broadcastDotTransaction',
      ),
      call(
        'forgeDotPoolUnstake',
        'Unbond DOT from your pool',
        'DOT Polkadot transactions pool forge unstake forgeDotPoolUnstake',
      ),
      call(
        'forgeDotPoolAddToStake',
        'Bond more DOT into your pool',
        'DOT Polkadot transactions pool forge addToStake forgeDotPoolAddToStake',
      ),
      call(
        'forgeDotPoolStake',
        'Join a nomination pool',
        'DOT Polkadot transactions pool forge stake forgeDotPoolStake',
      ),
      {
        ...guide('/docs/examples/polkadot-staking-example/'),
        meta: { title: 'Polkadot staking example', keywords: 'DOT, Polkadot' },
      },
    ];
    expect(toEntries(results, 'Polkadot stake').map((entry) => entry.url)).toEqual([
      '/api/operations/forgeDotPoolStake/',
      '/docs/examples/polkadot-staking-example/',
      '/api/operations/broadcastDotTransaction/',
      '/api/operations/forgeDotPoolUnstake/',
      '/api/operations/forgeDotPoolAddToStake/',
    ]);
    // No entry's names hold "extrinsic fee": Pagefind's order stands (the best page moved up to third, as ever).
    expect(toEntries(results, 'extrinsic fee').map((entry) => entry.url)).toEqual([
      '/api/operations/broadcastDotTransaction/',
      '/api/operations/forgeDotPoolUnstake/',
      '/docs/examples/polkadot-staking-example/',
      '/api/operations/forgeDotPoolAddToStake/',
      '/api/operations/forgeDotPoolStake/',
    ]);
  });

  it('matches a query word to the start of a name word, give or take its ending, and a hyphenated word whole', () => {
    expect(namesHoldQuery('Solana stake', ['Solana staking example'])).toBe(true);
    expect(namesHoldQuery('decimals', ['staking identifier, amounts, decimal'])).toBe(true);
    expect(
      namesHoldQuery('api-key', ['Register an account', 'master key, API key, api-key header']),
    ).toBe(true);
    expect(
      namesHoldQuery('stake', ['Unbond DOT from your pool', 'pool forge unstake addToStake']),
    ).toBe(false);
    expect(namesHoldQuery('ATOM delegate', ['Delegate to a validator', 'Cosmos ATOM OSMO'])).toBe(
      true,
    );
    expect(
      namesHoldQuery('ATOM delegate', ['Undelegate from a validator', 'Cosmos ATOM OSMO']),
    ).toBe(false);
    expect(namesHoldQuery('', ['anything'])).toBe(false);
  });

  it('takes an ending, not another word, and two query words for one written together', () => {
    expect(
      namesHoldQuery('ETH stake', [
        'Claim exited ETH from a StakeWise vault',
        'STAKEWISE StakeWise ETH Ethereum transactions forge withdraw',
      ]),
    ).toBe(false);
    expect(
      namesHoldQuery('ETH stake', [
        'Deposit ETH into a StakeWise vault',
        'STAKEWISE StakeWise ETH Ethereum transactions forge stake',
      ]),
    ).toBe(true);
    expect(
      namesHoldQuery('Cosmos delegate', ['Move a delegation to another validator', 'Cosmos ATOM']),
    ).toBe(true);
    expect(
      namesHoldQuery('Covalent unstake all', [
        'Unstake a whole CXT position',
        'CXT Covalent Ethereum transactions forge unstakeAll',
      ]),
    ).toBe(true);
    expect(
      namesHoldQuery('Covalent unstake all', [
        'Unstake part of a CXT position',
        'CXT Covalent Ethereum transactions forge unstake',
      ]),
    ).toBe(false);
    expect(
      namesHoldQuery('submit hash', [
        'Report the hash of a transaction you broadcast yourself',
        'transaction submitHash',
      ]),
    ).toBe(true);
  });
});

/** An operation's result as the index gives it: summary, path, keywords (lib/search-index.ts). */
const call = (id: string, path: string, summary: string, keywords: string): PagefindResultData => ({
  ...operation(id),
  meta: { ...operation(id).meta, path, summary, keywords },
});
const example = (url: string, title: string, keywords: string): PagefindResultData => ({
  ...guide(url),
  meta: { title, keywords },
});

describe('a query naming an operation', () => {
  const urlsFor = (results: PagefindResultData[], query: string) =>
    toEntries(results, query).map((entry) => entry.url);

  it('lists the call before the example named for it, whatever Pagefind ranked first', () => {
    const results = [
      example(
        '/docs/examples/sol-unstaking-example/',
        'Solana unstaking example',
        'SOL, Solana, unstake, deactivate, stake account, epoch',
      ),
      call(
        'forgeSolWithdraw',
        '/v1/transactions/SOL/forge/withdraw',
        'Withdraw SOL from a stake account',
        'SOL Solana transactions forge withdraw forgeSolWithdraw',
      ),
      call(
        'forgeSolUnstake',
        '/v1/transactions/SOL/forge/unstake',
        'Deactivate a stake account',
        'SOL Solana transactions forge unstake forgeSolUnstake',
      ),
    ];
    for (const query of ['unstake SOL', 'SOL unstake', 'deactivate Solana'])
      expect(urlsFor(results, query)).toEqual([
        '/api/operations/forgeSolUnstake/',
        '/docs/examples/sol-unstaking-example/',
        '/api/operations/forgeSolWithdraw/',
      ]);
  });

  it("takes the action from the path or the summary's verb, not any word of the summary", () => {
    const results = [
      example('/docs/examples/sol-staking-example/', 'Solana staking example', 'SOL, Solana'),
      call(
        'forgeSolRedelegate',
        '/v1/transactions/SOL/forge/redelegate',
        'Delegate a stake account to another validator',
        'SOL Solana transactions forge redelegate forgeSolRedelegate',
      ),
      call(
        'forgeSolStake',
        '/v1/transactions/SOL/forge/stake',
        'Stake SOL with a validator',
        'SOL Solana transactions forge stake forgeSolStake',
      ),
    ];
    // "stake account" names the redelegation's subject, not what it does.
    expect(urlsFor(results, 'Solana stake')).toEqual([
      '/api/operations/forgeSolStake/',
      '/docs/examples/sol-staking-example/',
      '/api/operations/forgeSolRedelegate/',
    ]);
    expect(urlsFor(results, 'redelegate SOL')[0]).toBe('/api/operations/forgeSolRedelegate/');
  });

  it("names no call by a chain alone: Pagefind's order stands", () => {
    const results = [
      example('/docs/chains/tendermint/', 'Cosmos SDK chains', 'Cosmos, Osmosis, OSMO'),
      call(
        'forgeTendermintStake',
        '/v1/transactions/{stakingIdentifier}/forge/stake',
        'Delegate to a validator',
        'Cosmos Tendermint ATOM OSMO Osmosis transactions forge stake forgeTendermintStake',
      ),
    ];
    expect(urlsFor(results, 'Osmosis')).toEqual([
      '/docs/chains/tendermint/',
      '/api/operations/forgeTendermintStake/',
    ]);
    expect(urlsFor(results, 'delegate Osmosis')[0]).toBe('/api/operations/forgeTendermintStake/');
  });

  it('reads a call spelled as one word or as the words a reader types, and its id', () => {
    const results = [
      example('/docs/examples/near-staking-example/', 'NEAR staking example', 'NEAR submitHash'),
      call(
        'submitTransactionHash',
        '/v1/transaction/submitHash',
        'Report the hash of a transaction you broadcast yourself',
        'transaction submitHash submitTransactionHash',
      ),
    ];
    for (const query of ['submitHash', 'submit hash', 'submitTransactionHash'])
      expect(urlsFor(results, query)).toEqual([
        '/api/operations/submitTransactionHash/',
        '/docs/examples/near-staking-example/',
      ]);
    // An entry the query does not name stays after the named ones.
    expect(urlsFor([results[1], results[0]], 'NEAR')).toEqual([
      '/docs/examples/near-staking-example/',
      '/api/operations/submitTransactionHash/',
    ]);
  });
});
